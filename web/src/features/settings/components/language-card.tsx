import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { CONSOLE_LANGUAGE_NAMES, CONSOLE_LANGUAGES, useConsoleLanguage, type ConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import "./language-card.css";

/**
 * The console's language, switched at once and remembered on this browser. Each language is
 * named in itself, so someone who cannot read the current one still finds theirs.
 */
export function LanguageCard() {
  const t = useT();
  const { language, setLanguage } = useConsoleLanguage();
  return (
    <Card>
      <CardHeader title={t("language.title")} description={t("language.description")} />
      <CardBody>
        <Field label={t("language.label")} className="language-card-field">
          {(control) => (
            <span className="select">
              <select {...control} name="language" value={language} onChange={(event) => setLanguage(event.target.value as ConsoleLanguage)}>
                {CONSOLE_LANGUAGES.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {CONSOLE_LANGUAGE_NAMES[option]}
                  </option>
                ))}
              </select>
            </span>
          )}
        </Field>
      </CardBody>
    </Card>
  );
}
