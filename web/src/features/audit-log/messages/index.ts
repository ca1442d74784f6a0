import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the audit log screen and its retention card. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

export type AuditLogT = ReturnType<typeof useT>;
