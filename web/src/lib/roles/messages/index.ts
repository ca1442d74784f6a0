import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** Role names and what each may do (apart from the errors and toasts every screen needs, sign-in included). */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
