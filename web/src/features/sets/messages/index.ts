import { defineMessages } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the sets screen: the list of sets, the set dialog and its 3D preview. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });
