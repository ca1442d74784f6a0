/**
 * Choosing an interface language: the visitor's own choice (kept in localStorage) first, then the
 * first of the browser's preferred languages that is supported, by primary subtag ("fr-CA" is
 * French), else the first supported one (the source language).
 */
export function pickLanguage<Language extends string>(supported: readonly Language[], preferred: readonly string[], stored?: string | null): Language {
  for (const tag of [stored ?? "", ...preferred]) {
    const primary = tag.toLowerCase().split("-")[0] as Language;
    if (supported.includes(primary)) return primary;
  }
  return supported[0];
}

/**
 * The locale dates, numbers and prices are written in: the browser's own tag for that language
 * when it has one ("de-CH" keeps Swiss number formats), else the language alone.
 */
export function localeFor(language: string, preferred: readonly string[]): string {
  return preferred.find((tag) => tag.toLowerCase().split("-")[0] === language) ?? language;
}

/** localStorage may be unavailable (private modes, blocked storage): then the choice lasts the visit. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered; the page still switches.
  }
}

/** The console's own languages: every catalogue has English (the source) and French. */
export const CONSOLE_LANGUAGES = ["en", "fr"] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export const CONSOLE_LANGUAGE_KEY = "vitrine.console.language";

/** The public viewer's languages: visitors come from more countries than the console's users. */
export const VIEWER_LANGUAGES = ["en", "fr", "de"] as const;

/** The browser's languages, most preferred first. */
export const browserLanguages = (): readonly string[] => (typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));

/** The language the console starts in: the person's remembered choice, else the browser's first it speaks, else English. */
export function consoleStartLanguage(): ConsoleLanguage {
  return pickLanguage(CONSOLE_LANGUAGES, browserLanguages(), readStored(CONSOLE_LANGUAGE_KEY));
}
