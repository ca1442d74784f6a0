import { localeFor, pickLanguage, readStored, VIEWER_LANGUAGES } from "@/lib/i18n/language";

export const LANGUAGES = VIEWER_LANGUAGES;
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
