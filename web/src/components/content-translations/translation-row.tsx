import type { TranslatableText } from "@vitrine/contract";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Textarea } from "@/components/ui/textarea";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { languageName } from "@/lib/language-name";
import { useT } from "./messages";
import { statusOf } from "./translation-filter";
import "./translation-row.css";

type Props = {
  text: TranslatableText;
  language: string;
  defaultLanguage: string;
  /** The unsaved text, when it was edited. */
  draft: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
};

/** One text: where it is and its original on one side, its translation on the other. */
export function TranslationRow({ text, language, defaultLanguage, draft, readOnly, onChange }: Props) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const id = useId();
  const status = statusOf(text, language);
  const saved = text.translations[language]?.text ?? "";
  const value = draft ?? saved;
  const long = text.source.length > 80 || text.key.endsWith(".description");
  return (
    <li className="translation-row" data-status={status} data-key={text.key}>
      <div className="translation-source">
        <span className="translation-context">{text.context}</span>
        <p lang={defaultLanguage}>{text.source}</p>
      </div>
      <div className="translation-target">
        <label className="visually-hidden" htmlFor={id}>
          {t("row.label", { language: languageName(language, locale), context: text.context })}
        </label>
        <Textarea
          id={id}
          lang={language}
          dir="auto"
          rows={long ? 3 : 1}
          value={value}
          readOnly={readOnly}
          placeholder={t("row.placeholder", { language: languageName(defaultLanguage, locale) })}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={status === "translated" ? undefined : `${id}-status`}
        />
        {status !== "translated" && (
          <span id={`${id}-status`} className="translation-status">
            {status === "missing" ? (
              <Badge tone="warning" dot>
                {t("row.missing")}
              </Badge>
            ) : (
              <Badge tone="accent" dot>
                {t("row.outdated", { language: languageName(defaultLanguage, locale) })}
              </Badge>
            )}
          </span>
        )}
        {draft !== undefined && draft.trim() !== saved && <span className="translation-unsaved">{t("row.unsaved")}</span>}
      </div>
    </li>
  );
}
