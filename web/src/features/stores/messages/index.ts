import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the stores screens: the list, a store's page, its opening hours and QR codes. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
