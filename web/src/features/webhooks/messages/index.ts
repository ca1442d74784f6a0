import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the webhook screens: the endpoint list, an endpoint's page, its dialogs and delivery log. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

export type WebhooksT = ReturnType<typeof useT>;
