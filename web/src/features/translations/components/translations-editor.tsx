import type { ExperienceTranslations } from "@vitrine/contract";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { LeaveConfirmDialog } from "@/components/ui/leave-confirm-dialog";
import { SaveBar } from "@/components/ui/save-bar";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/input";
import { SearchInput } from "@/components/ui/search-input";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { exportTranslationsCsv } from "@/data/translations/export-translations-csv";
import type { TranslationsScope } from "@/data/translations/get-translations";
import { useUpdateTranslations } from "@/data/translations/update-translations";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { downloadCsv } from "@/lib/csv";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { languageName } from "@/lib/language-name";
import { useCan } from "@/data/me/use-can";
import { toastError } from "@/lib/notify";
import { changedTexts, filterTexts, type TranslationFilter } from "@/components/content-translations/translation-filter";
import { useT } from "../messages";
import { ImportTranslationsDialog } from "./import-translations-dialog";
import { TranslationRow } from "@/components/content-translations/translation-row";
import "./translations.css";

type Props = {
  scope: TranslationsScope;
  data: ExperienceTranslations;
};

const filters = [
  { value: "all", label: "filters.all" },
  { value: "to-do", label: "filters.toDo" },
  { value: "translated", label: "filters.translated" },
] as const;

/** "français" -> "Français", for a language name standing alone (a menu option). */
const capitalised = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * Every text a visitor reads in the experience, beside its translation into one of the brand's
 * languages at a time: what is missing or outdated first when asked, edited in place and saved
 * together, or exchanged with a translation agency as CSV.
 */
export function TranslationsEditor({ scope, data }: Props) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const nameOf = (code: string) => languageName(code, locale);
  const can = useCan();
  const canWrite = can("brandContent.write", scope.brandId);
  const { languages, texts, progress } = data;
  const [chosen, setChosen] = useState(languages.others[0] ?? "");
  const language = languages.others.includes(chosen) ? chosen : (languages.others[0] ?? "");
  const [filter, setFilter] = useState<TranslationFilter>("all");
  const [search, setSearch] = useState("");
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const update = useUpdateTranslations();

  const changes = useMemo(
    () =>
      languages.others.map((code) => ({ language: code, texts: changedTexts(texts, code, drafts[code] ?? {}) })).filter((c) => Object.keys(c.texts).length > 0),
    [languages.others, texts, drafts],
  );
  const unsaved = changes.reduce((sum, change) => sum + Object.keys(change.texts).length, 0);
  const { blocker } = useLeaveGuard(canWrite && unsaved > 0);
  const shown = useMemo(() => filterTexts(texts, language, filter, search), [texts, language, filter, search]);

  if (languages.others.length === 0) {
    return (
      <Card>
        <EmptyState
          title={t("editor.emptyTitle")}
          description={t("editor.emptyDescription", { language: nameOf(languages.default) })}
          action={
            <Link to={`/manager/panel/brands/${scope.brandId}`} className={buttonClass("primary")}>
              {t("editor.chooseLanguages")}
            </Link>
          }
        />
      </Card>
    );
  }

  const edit = (key: string, value: string) => setDrafts((current) => ({ ...current, [language]: { ...current[language], [key]: value } }));

  const save = async () => {
    for (const change of changes) {
      const result = await update.trigger({ ...scope, language: change.language, texts: change.texts });
      if (!result.ok) return;
      setDrafts((current) => ({ ...current, [change.language]: {} }));
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await exportTranslationsCsv(scope);
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toastError(error);
    } finally {
      setExporting(false);
    }
  };

  const counts = progress[language] ?? { translated: 0, outdated: 0, missing: 0 };
  const total = counts.translated + counts.outdated + counts.missing;
  const done = total === 0 ? 0 : Math.round((counts.translated / total) * 100);

  return (
    <div className="translations">
      <Card>
        <CardHeader
          title={t("editor.title")}
          description={t("editor.description", { language: nameOf(languages.default) })}
          actions={
            <>
              <Button onClick={() => void exportCsv()} loading={exporting}>
                {t("editor.exportCsv")}
              </Button>
              {canWrite && <Button onClick={() => setImporting(true)}>{t("editor.importCsv")}</Button>}
            </>
          }
        />
        <div className="translations-toolbar">
          <label className="translations-language">
            <span>{t("editor.language")}</span>
            <Select
              value={language}
              onChange={(event) => setChosen(event.target.value)}
              options={languages.others.map((code) => {
                const p = progress[code];
                return {
                  value: code,
                  label: t("editor.languageOption", { language: capitalised(nameOf(code), locale), translated: p ? p.translated : 0, total: texts.length }),
                };
              })}
            />
          </label>
          <SegmentedControl
            label={t("editor.show")}
            value={filter}
            options={filters.map((option) => ({ value: option.value, label: t(option.label) }))}
            onChange={setFilter}
          />
          <SearchInput className="translations-search" value={search} onChange={setSearch} label={t("editor.search")} />
        </div>
        <div className="translations-progress">
          <div
            className="translations-progress-bar"
            role="progressbar"
            aria-label={t("editor.progressLabel", { language: nameOf(language) })}
            aria-valuenow={done}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span style={{ width: `${done}%` }} />
          </div>
          <p>
            <strong>{counts.translated}</strong> {t("editor.progressOf", { total })}
            {counts.outdated > 0 && <> {t("editor.outdated", { count: counts.outdated })}</>}
            {counts.missing > 0 && <> {t("editor.missing", { count: counts.missing })}</>}
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="translations-none">{filter === "to-do" && !search ? t("editor.nothingLeft", { language: nameOf(language) }) : t("editor.noMatch")}</p>
        ) : (
          <ul className="translations-list" aria-label={t("editor.listLabel", { language: nameOf(language) })}>
            {shown.map((text) => (
              <TranslationRow
                key={`${language}/${text.key}`}
                text={text}
                language={language}
                defaultLanguage={languages.default}
                draft={drafts[language]?.[text.key]}
                readOnly={!canWrite}
                onChange={(value) => edit(text.key, value)}
              />
            ))}
          </ul>
        )}
      </Card>

      {canWrite && unsaved > 0 && (
        <SaveBar
          text={t("editor.unsaved", { count: unsaved })}
          onDiscard={() => setDrafts({})}
          discardLabel={t("editor.discard")}
          onSave={() => void save()}
          saveLabel={t("editor.save")}
          busy={update.isMutating}
        />
      )}
      {canWrite && <ImportTranslationsDialog scope={scope} open={importing} onOpenChange={setImporting} />}
      <LeaveConfirmDialog blocker={blocker} title={t("editor.leaveTitle")} description={t("editor.leaveDescription")} confirmLabel={t("editor.leaveConfirm")} />
    </div>
  );
}
