import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the surveys screens: the list and the survey editor with its preview. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
