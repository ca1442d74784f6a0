import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The shared UI's own words: default labels of buttons, dialogs, lists, pagers and toasts. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
