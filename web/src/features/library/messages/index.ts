import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the 3D library: the model cards, their delivery files, upload, edit and compare. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
