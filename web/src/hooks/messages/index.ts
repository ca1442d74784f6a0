import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the shared hooks: why a picked image cannot be uploaded. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
