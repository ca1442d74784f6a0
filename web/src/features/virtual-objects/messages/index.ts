import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the virtual objects screen: the models an experience places and how it shows each. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
