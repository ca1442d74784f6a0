import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the notification bell, its panel and the notification settings. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

export type NotificationsT = ReturnType<typeof useT>;
