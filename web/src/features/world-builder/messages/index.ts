import { defineMessages, type Translate } from "@/lib/i18n/define-messages";
import type Source from "./en.json";
import en from "./en.json?messages";

/** The words of the world builder: its toolbar, panels, inspector, viewport overlays and toasts. */
export const useT = defineMessages<typeof Source>(en, { fr: () => import("./fr.json?messages") });

/** `t` as helpers outside components take it. */
export type WorldBuilderT = Translate<typeof Source>;
