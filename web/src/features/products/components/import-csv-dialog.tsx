import { PRODUCT_IMPORT_MAX_ROWS } from "@vitrine/contract";
import { CsvImportDialog } from "@/components/ui/csv-import-dialog";
import { useImportProductsCsv } from "@/data/products/import-products-csv";
import type { ProductsScope } from "@/data/products/list-products";
import { productCsvTemplateHref } from "../lib/csv-template";
import { useT } from "../messages";

// Stands for the column list inside the description, which is rendered as code.
const COLUMNS = "\u0000";

interface ImportCsvDialogProps {
  scope: ProductsScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImportCsvDialog({ scope, ...openState }: ImportCsvDialogProps) {
  const t = useT();
  const importCsv = useImportProductsCsv();
  const [beforeColumns, afterColumns] = t("import.description", { columns: COLUMNS, max: PRODUCT_IMPORT_MAX_ROWS }).split(COLUMNS);
  return (
    <CsvImportDialog
      {...openState}
      title={t("import.title")}
      description={
        <>
          {beforeColumns}
          <span className="mono">sku, name, description, price, currency, image_url, url</span>
          {afterColumns}
        </>
      }
      hint={
        <>
          {t("import.hint")}{" "}
          <a className="inline-link" href={productCsvTemplateHref()} download="products-template.csv">
            {t("import.template")}
          </a>
        </>
      }
      tooLarge={(fileName, megabytes) => t("import.tooLarge", { fileName, megabytes, max: PRODUCT_IMPORT_MAX_ROWS })}
      importing={importCsv.isMutating}
      onImport={(csv) => importCsv.trigger({ ...scope, csv })}
      summary={(result, fileName) => t("import.summary", { created: result.created, updated: result.updated, fileName })}
    />
  );
}
