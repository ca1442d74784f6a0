import { useMemo, useState } from "react";
import { PRODUCT_IMPORT_MAX_ROWS, type ImportProductsResult } from "@vitrine/contract";
import { CsvImportDialog, ImportReportTable } from "@/components/ui/csv-import-dialog";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { useImportProductsCsv } from "@/data/products/import-products-csv";
import type { ProductsScope } from "@/data/products/list-products";
import { useConsoleLanguage } from "@/lib/i18n/console-language";
import { productCsvTemplateHref } from "../lib/csv-template";
import { currencyOptions } from "../lib/price";
import { useT } from "../messages";
import "./import-csv-dialog.css";

// Stands for the column list inside the description, which is rendered as code.
const COLUMNS = "\u0000";

interface ImportCsvDialogProps {
  scope: ProductsScope;
  /** The currency a shop export's new products are priced in, until another is chosen: the catalogue's. */
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Listed = ImportProductsResult["products"][number];

/** A shop export's variants: which wear a material variant of the product's model (and so become options). */
function OptionMatches({ options }: { options: Listed["options"] }) {
  const t = useT();
  if (options.length === 0) return null;
  return (
    <ul className="import-option-matches">
      {options.map((option) => (
        <li key={option.row} className={option.variant ? "import-option-matched" : "import-option-unmatched"}>
          {option.variant ? t("import.matched", { name: option.name, variant: option.variant }) : t("import.notMatched", { name: option.name })}
        </li>
      ))}
    </ul>
  );
}

function ProductsTable({ result }: { result: ImportProductsResult }) {
  const t = useT();
  if (result.products.length === 0) return null;
  const shop = result.format === "shopify";
  const action = (product: Listed) =>
    product.action === "create"
      ? t("import.create")
      : product.action === "update"
        ? t("import.update", { fields: product.fields.join(", ") })
        : t("import.unchanged");
  return (
    <ImportReportTable
      label={t("import.changes")}
      columns={[t("import.row"), shop ? t("import.handle") : t("import.sku"), shop ? t("import.productVariants") : t("import.product"), t("import.action")]}
      rows={result.products.map((product) => [
        product.row,
        product.handle ?? product.sku,
        // A shop product's variants under its name: the narrow dialog has no room for a column of them.
        shop ? (
          <>
            {product.name}
            <OptionMatches options={product.options} />
          </>
        ) : (
          product.name
        ),
        action(product),
      ])}
    />
  );
}

/**
 * Products from a CSV, the import's own columns or a Shopify product export: checked first (what
 * it would create, update and leave alone, and which shop variants match a material variant), then
 * imported all at once.
 */
export function ImportCsvDialog({ scope, currency: catalogueCurrency, ...openState }: ImportCsvDialogProps) {
  const t = useT();
  const { locale } = useConsoleLanguage();
  const importCsv = useImportProductsCsv();
  const currencies = useMemo(() => currencyOptions(locale), [locale]);
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const currency = chosenCurrency ?? catalogueCurrency;
  const [beforeColumns, afterColumns] = t("import.description", { columns: COLUMNS, max: PRODUCT_IMPORT_MAX_ROWS }).split(COLUMNS);
  const counts = (result: ImportProductsResult) => ({ created: result.created, updated: result.updated, unchanged: result.unchanged });
  const variantCounts = (result: ImportProductsResult) => {
    const options = result.products.flatMap((product) => product.options);
    return { matched: options.filter((option) => option.variant !== null).length, total: options.length };
  };
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
      fields={
        <Field label={t("import.currency")} hint={t("import.currencyHint")}>
          {(control) => <Select {...control} value={currency} options={currencies} onChange={(event) => setCurrency(event.target.value)} />}
        </Field>
      }
      inputsKey={currency}
      tooLarge={(fileName, megabytes) => t("import.tooLarge", { fileName, megabytes, max: PRODUCT_IMPORT_MAX_ROWS })}
      importing={importCsv.isMutating}
      check={{
        run: (csv) => importCsv.trigger({ ...scope, csv, currency, dryRun: true }),
        importLabel: (result) => t("import.confirm", { count: result.created + result.updated }),
        preview: (result, fileName) => (
          <>
            <p>{t("import.preview", { ...counts(result), fileName })}</p>
            {result.format === "shopify" && <p>{t("import.shopify", variantCounts(result))}</p>}
            <ProductsTable result={result} />
          </>
        ),
      }}
      onImport={(csv) => importCsv.trigger({ ...scope, csv, currency })}
      summary={(result, fileName) => t("import.summary", { ...counts(result), fileName })}
    />
  );
}
