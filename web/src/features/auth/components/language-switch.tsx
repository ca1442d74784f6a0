import { CONSOLE_LANGUAGE_NAMES, CONSOLE_LANGUAGES, useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import "./language-switch.css";

/**
 * Under the sign-in cards: each other console language, named in itself (someone who cannot read
 * this one still finds theirs). Switching is immediate and remembered on this browser.
 */
export function LanguageSwitch() {
  const t = useT();
  const { language, setLanguage } = useConsoleLanguage();
  return (
    <nav className="language-switch" aria-label={t("languageSwitch.label")}>
      {CONSOLE_LANGUAGES.filter((other) => other !== language).map((other) => (
        <button key={other} type="button" lang={other} className="language-switch-option" onClick={() => setLanguage(other)}>
          {CONSOLE_LANGUAGE_NAMES[other]}
        </button>
      ))}
    </nav>
  );
}
