import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the brands screens: the list, a brand's overview and its cards, the brand switcher. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

export type BrandsT = ReturnType<typeof useT>;
