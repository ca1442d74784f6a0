import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The invitation screen's words (apart: the sign-in screen, the console's first, carries none of them). */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
