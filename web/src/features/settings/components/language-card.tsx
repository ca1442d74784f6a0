import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CONSOLE_LANGUAGES, useConsoleLanguage } from "@/lib/i18n/console-language";
import { useT } from "../messages";
import { LanguageSelect } from "./language-select";

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
        <LanguageSelect label={t("language.label")} name="language" languages={CONSOLE_LANGUAGES} value={language} onChange={setLanguage} />
      </CardBody>
    </Card>
  );
}
