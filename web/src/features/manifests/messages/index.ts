import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the manifest screen: publishing, the manifest viewer, version history, comparisons and preview links. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
