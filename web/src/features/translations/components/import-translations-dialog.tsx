import { TRANSLATION_IMPORT_MAX_ROWS } from "@vitrine/contract";
import { CsvImportDialog } from "@/components/ui/csv-import-dialog";
import type { TranslationsScope } from "@/data/translations/get-translations";
import { useImportTranslationsCsv } from "@/data/translations/import-translations-csv";
import { formatNumber } from "@/lib/format";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { languageName } from "@/lib/language-name";
import { useT } from "../messages";

type Props = {
  scope: TranslationsScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ImportTranslationsDialog({ scope, ...openState }: Props) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const importCsv = useImportTranslationsCsv();
  return (
    <CsvImportDialog
      {...openState}
      title={t("import.title")}
      description={
        <>
          {t("import.layout")} <strong>{t("editor.exportCsv")}</strong>
          {t("import.keyColumn")} <span className="mono">key</span> {t("import.columns")}
        </>
      }
      hint={t("import.hint", { max: TRANSLATION_IMPORT_MAX_ROWS })}
      tooLarge={(fileName, megabytes) =>
        t("import.tooLarge", { fileName, megabytes: formatNumber(Number(megabytes), { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })
      }
      importing={importCsv.isMutating}
      onImport={(csv) => importCsv.trigger({ ...scope, csv })}
      summary={(result, fileName) => {
        const parts = Object.entries(result.updated)
          .filter(([, count]) => count > 0)
          .map(([language, count]) => t("import.part", { count, language: languageName(language, locale) }));
        return parts.length ? t("import.summary", { changes: parts.join(", "), fileName }) : t("import.nothingChanged", { fileName });
      }}
    />
  );
}
