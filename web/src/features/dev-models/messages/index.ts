import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the developer model viewer (/dev/models): the model list, the viewport and the stats panel. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
