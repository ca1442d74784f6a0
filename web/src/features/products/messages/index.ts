import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the products screen: the catalogue table, the product dialog and the CSV import. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
