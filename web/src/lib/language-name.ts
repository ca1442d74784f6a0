/** "French" for `fr`, "Portuguese (Brazil)" for `pt-BR`; the tag itself where the browser has no name for it. */
export function languageName(tag: string, displayIn = "en"): string {
  if (tag === "_other") return "Other languages";
  try {
    return new Intl.DisplayNames([displayIn], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The languages a brand can pick for its content, by ISO 639 code: the languages of the
 * retail markets Vitrine sells in. The API takes any known code; this is the picker's list.
 */
export const CONTENT_LANGUAGES = [
  "ar", "bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv",
  "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh",
] as const;

/** Picker options: each language by its English name, sorted by it. */
export const contentLanguageOptions = () =>
  CONTENT_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) => a.label.localeCompare(b.label));
