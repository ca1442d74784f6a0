import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the "Download QR codes" dialog, which the QR code lists and the store page share. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
