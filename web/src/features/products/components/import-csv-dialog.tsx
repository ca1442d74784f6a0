import { PRODUCT_IMPORT_MAX_ROWS } from "@contract";
import { CsvImportDialog } from "@/components/ui/csv-import-dialog";
import { useImportProductsCsv } from "@/data/products/import-products-csv";
import type { ProductsScope } from "@/data/products/list-products";
import { productCsvTemplateHref } from "../lib/csv-template";

interface ImportCsvDialogProps {
  scope: ProductsScope;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImportCsvDialog({ scope, open, onOpenChange }: ImportCsvDialogProps) {
  const importCsv = useImportProductsCsv();
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import products from CSV"
      description={
        <>
          One product per row, under a header row naming the columns <span className="mono">sku, name, description, price, currency, image_url, url</span>. Rows
          whose SKU exists update that product; new SKUs are added. If any row has a problem, nothing is imported. Up to {PRODUCT_IMPORT_MAX_ROWS} rows per
          file.
        </>
      }
      hint={
        <>
          Columns separated by commas, semicolons or tabs. Prices use a dot for decimals (1299.50), or a comma in a semicolon-separated file (1299,50);
          currencies are ISO codes (EUR). An empty image_url or url keeps the product’s current one.{" "}
          <a className="inline-link" href={productCsvTemplateHref()} download="products-template.csv">
            Download the template
          </a>
        </>
      }
      tooLarge={(fileName, megabytes) =>
        `${fileName} is too large to import at once (${megabytes} MB). Split it into files of at most ${PRODUCT_IMPORT_MAX_ROWS} products and about 1 MB.`
      }
      importing={importCsv.isMutating}
      onImport={(csv) => importCsv.trigger({ ...scope, csv })}
      summary={(result, fileName) => `${result.created} created, ${result.updated} updated from ${fileName}.`}
    />
  );
}
