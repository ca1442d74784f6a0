import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/**
 * The words of the console's shared library: toasts' defaults, sign-in and network errors, role
 * names, upload failures. Mostly read outside React, through `useT.now`.
 */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
