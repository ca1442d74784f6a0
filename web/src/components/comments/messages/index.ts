import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of review comments: the experience dashboard's card and the world builder's pins. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
