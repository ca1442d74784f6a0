/**
 * The product CSV import's pure half: an RFC 4180 parser and the row checks. Nothing here
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
} from "../contract/index.js";

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (spreadsheet row) the problem is in, 1-based. */
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = "CsvSyntaxError";
  }
}

/**
 * RFC 4180: comma-separated fields, records ending in CRLF, LF or CR; a field in double quotes
 * may hold commas, line breaks and `""` for one quote. Lenient where spreadsheets are (a quote
 * inside an unquoted field is kept as is, a final line break is optional, a UTF-8 BOM is dropped);
 * strict where guessing would import wrong data (text after a closing quote, an unclosed quote).
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  // A quote opens a quoted field only as a field's first character.
  let atFieldStart = true;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const endField = () => {
    record.push(field);
    field = "";
    atFieldStart = true;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (i < n) {
    const c = text[i]!;
    if (c === '"' && atFieldStart) {
      const startRow = records.length + 1;
      atFieldStart = false;
      i++;
      let closed = false;
      while (i < n) {
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        field += text[i];
        i++;
      }
      if (!closed) throw new CsvSyntaxError(startRow, 'A quoted value is never closed: check for a missing "');
      const next = text[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        throw new CsvSyntaxError(records.length + 1, 'Unexpected text after a closing quote: inside a quoted value, write a quote as ""');
      }
      continue;
    }
    if (c === ",") {
      endField();
      i++;
      continue;
    }
    if (c === "\n" || c === "\r") {
      endRecord();
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    field += c;
    atFieldStart = false;
    i++;
  }
  // The last record, unless the text ended with its line break.
  if (!atFieldStart || record.length > 0) endRecord();
  return records;
}

/** One import problem: the spreadsheet row (header = 1), the column ("" for the whole row). */
export interface CsvIssue {
  row: number;
  column: ProductCsvColumn | "";
  message: string;
}

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

export type CsvCheck =
  | { ok: true; rows: ProductCsvRow[] }
  | { ok: false; tooMany: false; issues: CsvIssue[] }
  | { ok: false; tooMany: true; rowCount: number };

const normaliseHeader = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

const headerAliases: Record<string, ProductCsvColumn> = { imageurl: "image_url", image: "image_url", link: "url", product_url: "url" };

/** `12`, `12.5`, `1234.50`: a dot for decimals and nothing else, so `1,50` is never misread as 150. */
const PRICE_PATTERN = /^\d+(\.\d+)?$/;

function firstIssue(schema: z.ZodType, value: unknown): { value: unknown; message: string | null } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data, message: null } : { value: undefined, message: parsed.error.issues[0]?.message ?? "Invalid value" };
}

/**
 * Parses and checks a whole product CSV. Every row is checked (not just up to the first
 * problem) so one report lists everything to fix.
 */
export function checkProductCsv(text: string): CsvCheck {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) return { ok: false, tooMany: false, issues: [{ row: err.row, column: "", message: err.message }] };
    throw err;
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { ok: false, tooMany: false, issues: [{ row: 1, column: "", message: "The file is empty: it needs a header row and product rows" }] };

  const headerRow = headerIndex + 1;
  const header = records[headerIndex]!;
  if (header.length === 1 && header[0]!.includes(";")) {
    return { ok: false, tooMany: false, issues: [{ row: headerRow, column: "", message: "Columns must be separated by commas; this file seems to use semicolons" }] };
  }
  const issues: CsvIssue[] = [];
  const columns: (ProductCsvColumn | null)[] = [];
  const seen = new Set<ProductCsvColumn>();
  for (const cell of header) {
    const name = normaliseHeader(cell);
    const column = (productCsvColumns as readonly string[]).includes(name) ? (name as ProductCsvColumn) : headerAliases[name];
    if (!column) {
      if (name !== "") issues.push({ row: headerRow, column: "", message: `Unknown column “${cell.trim()}”: the columns are ${productCsvColumns.join(", ")}` });
      columns.push(null);
      continue;
    }
    if (seen.has(column)) issues.push({ row: headerRow, column, message: `Column “${column}” appears twice` });
    seen.add(column);
    columns.push(column);
  }
  const missing = requiredProductCsvColumns.filter((c) => !seen.has(c));
  if (missing.length > 0) {
    issues.push({
      row: headerRow,
      column: "",
      message: `The header row lacks the column${missing.length === 1 ? "" : "s"} ${missing.join(", ")} (the first row must name the columns)`,
    });
  }
  if (issues.length > 0) return { ok: false, tooMany: false, issues };

  const dataRows = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells, row }) => row > headerRow && !isBlank(cells));
  if (dataRows.length === 0) return { ok: false, tooMany: false, issues: [{ row: headerRow + 1, column: "", message: "The file has a header but no product rows" }] };
  if (dataRows.length > PRODUCT_IMPORT_MAX_ROWS) return { ok: false, tooMany: true, rowCount: dataRows.length };

  const rows: ProductCsvRow[] = [];
  const skuRows = new Map<string, number>();
  for (const { cells, row } of dataRows) {
    const rowIssues: CsvIssue[] = [];
    const flag = (column: ProductCsvColumn | "", message: string) => rowIssues.push({ row, column, message });
    if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim() !== "")) {
      flag("", `This row has ${cells.length} cells but the header names ${header.length} columns (a comma inside a value needs quotes)`);
    }
    const cell = (column: ProductCsvColumn): string | undefined => {
      const index = columns.indexOf(column);
      if (index === -1) return undefined;
      return cells[index] ?? "";
    };

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
    else if (!PRICE_PATTERN.test(priceText)) flag("price", `“${priceText}” is not a price: write it like 1299.99 (a dot for decimals, no currency sign)`);
    else {
      price = Number(priceText);
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
