import type { Manifest } from "@vitrine/contract";
import { contentLanguageOf } from "@vitrine/contract/content-texts";
import { LANGUAGE_NAMES, LANGUAGES, type ViewerLanguage } from "../lib/viewer-language";
import { useI18n } from "./i18n-provider";
import { IconGlobe } from "./viewer-icons";

/** A language named in itself ("Español"), for a language the interface has no words of its own for. */
function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

type Props = {
  /** The experience shown: a translated one offers its own languages. */
  manifest: Manifest;
};

/**
 * The visitor's language: a native select, so it works by keyboard and opens the phone's own
 * picker, laid invisibly over a compact pill that shows only the language's code. A translated
 * experience offers the languages it is in; otherwise, those the interface speaks.
 */
export function LanguageSelect({ manifest }: Props) {
  const { t, language, setLanguage, preferred } = useI18n();
  const options = manifest.languages?.available ?? LANGUAGES;
  const value = manifest.languages ? contentLanguageOf(manifest, preferred) : language;
  return (
    <span className="viewer-language viewer-glass">
      <IconGlobe size={16} />
      <span aria-hidden="true">{value.toUpperCase()}</span>
      <select aria-label={t("language")} value={value} onChange={(event) => setLanguage(event.target.value)}>
        {options.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code as ViewerLanguage] ?? nativeName(code)}
          </option>
        ))}
      </select>
    </span>
  );
}
