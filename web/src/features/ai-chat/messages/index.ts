import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the AI chat screen: the assistant's settings, its knowledge and the chat to try it. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
