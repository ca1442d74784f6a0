import { localeFor, pickLanguage, readStored } from "@/lib/i18n/language";
import type { MessagesOf } from "@/lib/i18n/translator";
import type { en } from "./en";

/** What the French and German catalogues must hold: every key of the English one. */
export type ViewerMessages = MessagesOf<typeof en>;

export const LANGUAGES = ["en", "fr", "de"] as const;
export type ViewerLanguage = (typeof LANGUAGES)[number];

/** Each language named in itself, for the language control. */
export const LANGUAGE_NAMES: Record<ViewerLanguage, string> = { en: "English", fr: "Français", de: "Deutsch" };

export const LANGUAGE_STORAGE_KEY = "vitrine.viewer.language";

const preferred = (): readonly string[] => (typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));

/** The visitor's languages: their remembered choice, then their browser's. */
export function preferredLanguages(): string[] {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return stored ? [stored, ...preferred()] : [...preferred()];
}

/** The visitor's remembered choice, else their browser's first supported language, else English. */
export function initialLanguage(): ViewerLanguage {
  return pickLanguage(LANGUAGES, preferredLanguages());
}

export function viewerLocale(language: ViewerLanguage): string {
  return localeFor(language, preferred());
}

/**
 * The catalogue of a language other than English, each its own chunk fetched only when that
 * language is chosen. English is bundled and resolves to null; so does a catalogue that fails to
 * load, which leaves the interface in English.
 */
export function loadMessages(language: ViewerLanguage): Promise<ViewerMessages | null> {
  if (language === "en") return Promise.resolve(null);
  return (language === "fr" ? import("./fr") : import("./de")).then((module) => module.messages).catch(() => null);
}
