import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the translation rows, panel and language switch every content editor shares. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
