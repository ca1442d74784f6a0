import { formatLocale } from "./format";
import { useT } from "./messages";

/**
 * "French" for `fr`, "Portuguese (Brazil)" for `pt-BR` (named in the console's language unless
 * `displayIn` says otherwise); the tag itself where the browser has no name for it.
 */
export function languageName(tag: string, displayIn = formatLocale()): string {
  if (tag === "_other") return useT.now("languages.other");
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
// prettier-ignore
export const CONTENT_LANGUAGES = [
  "ar", "bg", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv",
  "ms", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh",
] as const;

/** Picker options: each language by its name in the console's language, sorted by it. */
export const contentLanguageOptions = () =>
  CONTENT_LANGUAGES.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) => a.label.localeCompare(b.label, formatLocale()));
