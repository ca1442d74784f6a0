import { LANGUAGE_NAMES, LANGUAGES, type ViewerLanguage } from "../locales/messages";
import { useI18n } from "./i18n-provider";
import { IconGlobe } from "./viewer-icons";

/**
 * The interface language: a native select, so it works by keyboard and opens the phone's own
 * picker, laid invisibly over a compact pill that shows only the language's code.
 */
export function LanguageSelect() {
  const { t, language, setLanguage } = useI18n();
  return (
    <span className="viewer-language viewer-glass">
      <IconGlobe size={16} />
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <select aria-label={t("language")} value={language} onChange={(event) => setLanguage(event.target.value as ViewerLanguage)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
