import { STORE_IMPORT_MAX_ROWS, storeCsvColumns, type ImportStoresResult } from "@vitrine/contract";
import { CsvImportDialog, ImportReportTable } from "@/components/ui/csv-import-dialog";
import { useImportStoresCsv } from "@/data/stores/import-stores-csv";
import { csvTemplateHref } from "../lib/stores-csv-template";
import { useT } from "../messages";

interface ImportStoresDialogProps {
  brandId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ChangesTable({ result }: { result: ImportStoresResult }) {
  const t = useT();
  if (result.changes.length === 0) return null;
  return (
    <ImportReportTable
      label={t("import.changes")}
      columns={[t("import.row"), t("import.code"), t("import.store"), t("import.action")]}
      rows={result.changes.map((change) => [
        change.row,
        change.code,
        change.name,
        change.action === "create" ? t("import.create") : t("import.update", { fields: change.fields.join(", ") }),
      ])}
    />
  );
}

/** Stores from a CSV: checked first (what it would create, update and leave alone), then imported all at once. */
export function ImportStoresDialog({ brandId, ...openState }: ImportStoresDialogProps) {
  const t = useT();
  const importCsv = useImportStoresCsv();
  const counts = (result: ImportStoresResult) => ({ created: result.created, updated: result.updated, unchanged: result.unchanged });
  return (
    <CsvImportDialog
      {...openState}
      title={t("import.title")}
      description={t("import.description", { max: STORE_IMPORT_MAX_ROWS })}
      hint={
        <>
          {t("import.hint", { columns: storeCsvColumns.join(", ") })}{" "}
          <a className="inline-link" href={csvTemplateHref()} download="stores-template.csv">
            {t("import.template")}
          </a>
        </>
      }
      tooLarge={(fileName, megabytes) => t("import.tooLarge", { fileName, megabytes, max: STORE_IMPORT_MAX_ROWS })}
      importing={importCsv.isMutating}
      check={{
        run: (csv) => importCsv.trigger({ brandId, csv, dryRun: true }),
        importLabel: (result) => t("import.confirm", { count: result.created + result.updated }),
        preview: (result, fileName) => (
          <>
            <p>{t("import.preview", { ...counts(result), fileName })}</p>
            <ChangesTable result={result} />
          </>
        ),
      }}
      onImport={(csv) => importCsv.trigger({ brandId, csv })}
      summary={(result, fileName) => t("import.summary", { ...counts(result), fileName })}
    />
  );
}
