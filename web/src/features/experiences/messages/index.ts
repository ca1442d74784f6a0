import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the experiences feature: the brand’s list, the experience header and dashboard, rename and delete. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
