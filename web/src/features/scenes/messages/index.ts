import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the scenes screen: the scene list, the scene editor, its camera and segments. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
