import { TRANSLATION_IMPORT_MAX_ROWS } from "@contract";
import { CsvImportDialog } from "@/components/ui/csv-import-dialog";
import type { TranslationsScope } from "@/data/translations/get-translations";
import { useImportTranslationsCsv } from "@/data/translations/import-translations-csv";
import { languageName } from "@/lib/language-name";

type Props = {
  scope: TranslationsScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function ImportTranslationsDialog({ scope, open, onOpenChange }: Props) {
  const importCsv = useImportTranslationsCsv();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import translations from CSV"
      description={
        <>
          The file in the layout of <strong>Export CSV</strong>: a <span className="mono">key</span> column and one column per language. Filled cells set that
          translation; empty cells change nothing. If any row has a problem, nothing is imported.
        </>
      }
      hint={`Columns separated by commas, semicolons or tabs; up to ${TRANSLATION_IMPORT_MAX_ROWS} rows. A translation made from an older text than today’s is marked outdated.`}
      tooLarge={(fileName, megabytes) => `${fileName} is too large to import at once (${megabytes} MB). Split its rows into files of about 1 MB.`}
      importing={importCsv.isMutating}
      onImport={(csv) => importCsv.trigger({ ...scope, csv })}
      summary={(result, fileName) => {
        const parts = Object.entries(result.updated)
          .filter(([, count]) => count > 0)
          .map(([language, count]) => `${count} in ${languageName(language)}`);
        return `${parts.length ? parts.join(", ") : "Nothing"} changed from ${fileName}.`;
      }}
    />
  );
}
