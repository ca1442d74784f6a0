import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the first-run checklist and the verify-your-email banner. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
