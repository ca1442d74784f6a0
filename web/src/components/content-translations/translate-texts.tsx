import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { SkeletonRows } from "@/components/ui/loading-placeholder";
import { useTranslations } from "@/data/translations/get-translations";
import { useUpdateTranslations } from "@/data/translations/update-translations";
import { languageName } from "@/lib/language-name";
import { useT } from "./messages";
import { changedTexts } from "./translation-filter";
import { TranslationRow } from "./translation-row";
import "./translate-texts.css";

type Props = {
  brandId: string;
  experienceId: string;
  /** The translation being edited (one of the brand's other languages). */
  language: string;
  /** Which texts: those whose key starts with one of these (`product.<id>.`, `host.`). */
  prefixes: string[];
  readOnly: boolean;
};

/**
 * An editor's own texts in one translation, beside their originals: what the editor shows when
 * its language switch is on a translation. Saved as the Translations view saves, which lists
 * every text of the experience.
 */
export function TranslateTexts({ brandId, experienceId, language, prefixes, readOnly }: Props) {
  const t = useT();
  const scope = { brandId, experienceId };
  const { data } = useTranslations(scope);
  const update = useUpdateTranslations();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const texts = useMemo(() => (data?.texts ?? []).filter((text) => prefixes.some((prefix) => text.key.startsWith(prefix))), [data, prefixes]);
  const changes = useMemo(() => changedTexts(texts, language, drafts), [texts, language, drafts]);
  const unsaved = Object.keys(changes).length;

  if (!data) return <SkeletonRows rows={3} />;
  const source = languageName(data.languages.default);
  const names = { language: languageName(language), source };

  const save = async () => {
    const result = await update.trigger({ ...scope, language, texts: changes });
    if (result.ok) setDrafts({});
  };

  return (
    <div className="translate-texts">
      <p className="translate-texts-description">{t("panel.description", names)}</p>
      {texts.length === 0 ? (
        <p className="translate-texts-none">{t("panel.none", names)}</p>
      ) : (
        <ul className="translations-list" aria-label={t("panel.list", names)}>
          {texts.map((text) => (
            <TranslationRow
              key={`${language}/${text.key}`}
              text={text}
              language={language}
              defaultLanguage={data.languages.default}
              draft={drafts[text.key]}
              readOnly={readOnly}
              onChange={(value) => setDrafts((current) => ({ ...current, [text.key]: value }))}
            />
          ))}
        </ul>
      )}
      <div className="translate-texts-footer">
        <Link to={`/manager/panel/brands/${brandId}/experience/${experienceId}/translations`}>{t("panel.allTexts")}</Link>
        {!readOnly && texts.length > 0 && (
          <div className="translate-texts-actions">
            {unsaved > 0 && <span className="translate-texts-unsaved">{t("panel.unsaved", { count: unsaved })}</span>}
            <Button onClick={() => setDrafts({})} disabled={unsaved === 0 || update.isMutating}>
              {t("panel.discard")}
            </Button>
            <Button variant="primary" onClick={() => void save()} disabled={unsaved === 0} loading={update.isMutating}>
              {t("panel.save")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
