import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the API reference screen itself (the operations' texts come from the API's document). */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

export type ApiReferenceT = ReturnType<typeof useT>;
