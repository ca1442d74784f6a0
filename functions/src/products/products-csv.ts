/**
 * The product CSV import's pure half: parsing (papaparse) and the row checks. Nothing here
 * touches Firestore, so every rule is unit-tested.
 */
import type { z } from "zod";
import {
  currencySchema,
  priceIssue,
  productCsvColumns,
  productDescriptionSchema,
  productNameSchema,
  productUrlSchema,
  requiredProductCsvColumns,
  skuSchema,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductCsvColumn,
} from "@vitrine/contract";
import { readCsvTable, type CsvTableIssue } from "../csv/csv-table.js";

export { CsvSyntaxError, parseCsv, readCsv, type CsvDelimiter } from "../csv/csv.js";

/** One import problem: the spreadsheet row (header = 1), the column ("" for the whole row). */
export type CsvIssue = CsvTableIssue<ProductCsvColumn>;

/** A row that passed every check, ready to be written. Absent optional columns are undefined. */
export interface ProductCsvRow {
  row: number;
  sku: string;
  name: string;
  description: string | undefined;
  price: number;
  currency: string;
  /** null: the cell was empty (keep the current value of an existing product). */
  imageUrl: string | null | undefined;
  url: string | null | undefined;
}

export type CsvCheck = { ok: true; rows: ProductCsvRow[] } | { ok: false; tooMany: false; issues: CsvIssue[] } | { ok: false; tooMany: true; rowCount: number };

const headerAliases: Record<string, ProductCsvColumn> = { imageurl: "image_url", image: "image_url", link: "url", product_url: "url" };

/** `12`, `12.5`, `1234.50`: a dot for decimals and nothing else, so `1,50` is never misread as 150. */
const PRICE_PATTERN = /^\d+(\.\d+)?$/;
/**
 * In a semicolon-separated file (what spreadsheets export where the comma is the decimal mark)
 * `12,50` is 12.5; a dot still reads as decimals. Thousands separators are refused either way:
 * `1.299,50` or `1,299.50` could only be guessed.
 */
const DECIMAL_COMMA_PRICE_PATTERN = /^\d+([.,]\d+)?$/;

function firstIssue(schema: z.ZodType, value: unknown): { value: unknown; message: string | null } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data, message: null } : { value: undefined, message: parsed.error.issues[0]?.message ?? "Invalid value" };
}

/**
 * Parses and checks a whole product CSV. Every row is checked (not just up to the first
 * problem) so one report lists everything to fix.
 */
export function checkProductCsv(text: string): CsvCheck {
  const table = readCsvTable(text, {
    columns: productCsvColumns,
    required: requiredProductCsvColumns,
    aliases: headerAliases,
    maxRows: PRODUCT_IMPORT_MAX_ROWS,
  });
  if (!table.ok) return table;
  const { delimiter } = table;
  const issues: CsvIssue[] = [];
  const rows: ProductCsvRow[] = [];
  const skuRows = new Map<string, number>();
  for (const { row, cell, issues: rowIssues } of table.rows) {
    const flag = (column: ProductCsvColumn | "", message: string) => rowIssues.push({ row, column, message });

    const sku = firstIssue(skuSchema, cell("sku"));
    if (sku.message) flag("sku", sku.message);
    const name = firstIssue(productNameSchema, cell("name"));
    if (name.message) flag("name", name.message);
    let description: string | undefined;
    if (cell("description") !== undefined) {
      const checked = firstIssue(productDescriptionSchema, cell("description"));
      if (checked.message) flag("description", checked.message);
      description = checked.value as string | undefined;
    }
    const currency = firstIssue(currencySchema, (cell("currency") ?? "").trim().toUpperCase());
    if (currency.message) flag("currency", (cell("currency") ?? "").trim() === "" ? "Currency is required (e.g. EUR)" : currency.message);
    const priceText = (cell("price") ?? "").trim();
    let price: number | undefined;
    if (priceText === "") flag("price", "Price is required");
    else if (delimiter === ";" ? !DECIMAL_COMMA_PRICE_PATTERN.test(priceText) : !PRICE_PATTERN.test(priceText)) {
      flag(
        "price",
        delimiter === ";"
          ? `“${priceText}” is not a price: write it like 1299,99 (a comma or a dot for decimals, no thousands separator, no currency sign)`
          : `“${priceText}” is not a price: write it like 1299.99 (a dot for decimals, no currency sign)`,
      );
    } else {
      price = Number(priceText.replace(",", "."));
      if (currency.value) {
        const issue = priceIssue(price, currency.value as string);
        if (issue) flag("price", issue);
      }
    }
    const optionalUrl = (column: "image_url" | "url"): string | null | undefined => {
      const value = cell(column);
      if (value === undefined) return undefined;
      if (value.trim() === "") return null;
      const checked = firstIssue(productUrlSchema, value);
      if (checked.message) flag(column, checked.message);
      return checked.value as string | undefined;
    };
    const imageUrl = optionalUrl("image_url");
    const url = optionalUrl("url");

    if (sku.value) {
      const key = (sku.value as string).toLowerCase();
      const earlier = skuRows.get(key);
      if (earlier !== undefined) flag("sku", `SKU ${sku.value as string} is already on row ${earlier}`);
      else skuRows.set(key, row);
    }
    if (rowIssues.length > 0) {
      issues.push(...rowIssues);
      continue;
    }
    rows.push({
      row,
      sku: sku.value as string,
      name: name.value as string,
      description,
      price: price!,
      currency: currency.value as string,
      imageUrl,
      url,
    });
  }
  return issues.length > 0 ? { ok: false, tooMany: false, issues } : { ok: true, rows };
}
