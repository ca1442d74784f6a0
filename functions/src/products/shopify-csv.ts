/**
 * A Shopify product export read as products, the pure half (nothing here touches Firestore).
 *
 * Shopify writes one row per variant: the product's first row carries its title, description and
 * option names; each further variant repeats only the handle and the variant's columns, and rows
 * of further images only the handle and the image. So products are grouped by handle, each variant
 * row is an option named by its option values ("Oak", "Oak / Large"), and a product without
 * variants (Shopify's one "Default Title" variant) has none. Columns the import does not use
 * (Vendor, Tags, Published, …) are skipped.
 */
import type { z } from "zod";
import {
  priceSchema,
  productDescriptionSchema,
  productNameSchema,
  productUrlSchema,
  requiredShopifyProductCsvColumns,
  shopifyProductCsvColumns,
  skuSchema,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMPORT_MAX_ROWS,
  SHOPIFY_IMPORT_MAX_PRODUCTS,
  type ShopifyProductCsvColumn,
} from "@vitrine/contract";
import { csvHeader, readCsvTable, type CsvTableIssue } from "../csv/csv-table.js";
import { htmlToText } from "./html-text.js";

export type ShopifyCsvIssue = CsvTableIssue<ShopifyProductCsvColumn>;

export interface ShopifyVariant {
  row: number;
  /** The option values joined by " / "; "" for a product's only, unnamed variant. */
  name: string;
  /** "" when the cell is empty: a variant that becomes an option needs one. */
  sku: string;
  price: number;
}

export interface ShopifyProduct {
  /** The row of the handle's first row. */
  row: number;
  handle: string;
  /** The handle as the claim's key and the stored `shopHandle`: lower case. */
  handleKey: string;
  title: string;
  /** Body (HTML) as plain text; undefined when the file has no such column. */
  description: string | undefined;
  imageUrl: string | null;
  /** Every variant, in file order; the first is the product's own price. */
  variants: ShopifyVariant[];
}

export type ShopifyCsvCheck =
  | { ok: true; products: ShopifyProduct[] }
  | { ok: false; tooMany: false; issues: ShopifyCsvIssue[] }
  | { ok: false; tooMany: true; rowCount: number; what: "rows" | "products" };

/** How the table names a column: Shopify's header, lower case, `_` for spaces (see `readCsvTable`). */
const key = (column: ShopifyProductCsvColumn) => column.toLowerCase().replace(/[\s-]+/g, "_");
const keyed = Object.fromEntries(shopifyProductCsvColumns.map((column) => [key(column), column])) as Record<string, ShopifyProductCsvColumn>;

/** A file is a Shopify export when its header names Shopify's handle and variant price columns. */
export function isShopifyCsv(text: string): boolean {
  const header = csvHeader(text);
  return header !== null && header.includes(key("Handle")) && header.includes(key("Variant Price"));
}

const PRICE_PATTERN = /^\d+(\.\d+)?$/;
const DECIMAL_COMMA_PRICE_PATTERN = /^\d+([.,]\d+)?$/;
/** Shopify's single variant of a product without options. */
const DEFAULT_TITLE = "default title";

function firstIssue(schema: z.ZodType, value: unknown): { value: unknown; message: string | null } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data, message: null } : { value: undefined, message: parsed.error.issues[0]?.message ?? "Invalid value" };
}

/**
 * Why a handle cannot name a product (it becomes the SKU of the products it creates and the key
 * of its claim), or null when it can.
 */
function handleIssue(handle: string): string | null {
  const checked = firstIssue(skuSchema, handle);
  if (checked.message) return checked.message.replace(/^SKU/, "The handle");
  if (handle.includes("/")) return "A handle cannot contain “/”";
  if (/^\.\.?$/.test(handle) || /^__.*__$/.test(handle)) return `“${handle}” cannot be a handle`;
  return null;
}

/**
 * Parses and checks a whole Shopify export: every row is checked, so one report lists everything
 * to fix. A price is digits with a dot for decimals (a semicolon-separated file may use a comma
 * instead); a currency sign or a thousands separator is refused rather than guessed, as prices are
 * always in the brand's currency.
 */
export function checkShopifyCsv(text: string): ShopifyCsvCheck {
  const table = readCsvTable(text, {
    columns: Object.keys(keyed),
    required: requiredShopifyProductCsvColumns.map(key),
    maxRows: PRODUCT_IMPORT_MAX_ROWS,
    ignoreUnknown: true,
  });
  if (!table.ok && table.tooMany) return { ...table, what: "rows" };
  if (!table.ok) return { ok: false, tooMany: false, issues: table.issues.map((issue) => ({ ...issue, column: issue.column ? keyed[issue.column]! : "" })) };
  const { delimiter } = table;
  const issues: ShopifyCsvIssue[] = [];
  const products = new Map<string, ShopifyProduct & { optionNames: string[] }>();

  for (const { row, cell: rawCell, issues: tableIssues } of table.rows) {
    const rowIssues: ShopifyCsvIssue[] = tableIssues.map((issue) => ({ ...issue, column: "" }));
    const cell = (column: ShopifyProductCsvColumn) => (rawCell(key(column)) ?? "").trim();
    const flag = (column: ShopifyProductCsvColumn | "", message: string) => rowIssues.push({ row, column, message });

    const handle = cell("Handle");
    const handleProblem = handle === "" ? "Each row needs the product's handle" : handleIssue(handle);
    if (handleProblem) {
      flag("Handle", handleProblem);
      issues.push(...rowIssues);
      continue;
    }
    const handleKey = handle.toLowerCase();
    let product = products.get(handleKey);
    if (!product) {
      const title = firstIssue(productNameSchema, cell("Title"));
      if (title.message) flag("Title", cell("Title") === "" ? "The first row of a handle needs the product's title" : title.message);
      let description: string | undefined;
      if (rawCell(key("Body (HTML)")) !== undefined) {
        description = htmlToText(rawCell(key("Body (HTML)"))!);
        const checked = firstIssue(productDescriptionSchema, description);
        if (checked.message) {
          flag("Body (HTML)", `The description is ${description.length} characters as text; a product's is at most ${PRODUCT_DESCRIPTION_MAX}`);
        }
      }
      product = {
        row,
        handle,
        handleKey,
        title: (title.value as string | undefined) ?? "",
        description,
        imageUrl: null,
        variants: [],
        optionNames: [1, 2, 3].map((n) => cell(`Option${n} Name` as ShopifyProductCsvColumn)),
      };
      products.set(handleKey, product);
    }

    const image = cell("Image Src");
    if (image !== "" && product.imageUrl === null) {
      const checked = firstIssue(productUrlSchema, image);
      if (checked.message) flag("Image Src", checked.message);
      else product.imageUrl = checked.value as string;
    }

    const values = [1, 2, 3].map((n) => cell(`Option${n} Value` as ShopifyProductCsvColumn));
    const sku = cell("Variant SKU");
    const priceText = cell("Variant Price");
    // Rows of further images carry none of a variant's columns.
    const isVariant = values.some((v) => v !== "") || sku !== "" || priceText !== "";
    if (isVariant) {
      const name = values
        .filter((v) => v !== "")
        .join(" / ")
        .replace(/\s+/g, " ");
      let price: number | undefined;
      if (priceText === "") flag("Variant Price", "Each variant needs its price");
      else if (delimiter === ";" ? !DECIMAL_COMMA_PRICE_PATTERN.test(priceText) : !PRICE_PATTERN.test(priceText)) {
        flag(
          "Variant Price",
          `“${priceText}” is not a price: write it like ${delimiter === ";" ? "1299,99" : "1299.99"} (${
            delimiter === ";" ? "a comma or a dot for decimals" : "a dot for decimals"
          }, no thousands separator, no currency sign: prices are in the brand's currency)`,
        );
      } else {
        // The API's bounds, as an option's price is checked whenever the product is read.
        const checked = firstIssue(priceSchema, Number(priceText.replace(",", ".")));
        if (checked.message) flag("Variant Price", checked.message);
        else price = checked.value as number;
      }
      if (sku !== "") {
        const checked = firstIssue(skuSchema, sku);
        if (checked.message) flag("Variant SKU", checked.message);
      }
      const earlier = product.variants.find((v) => v.name.toLowerCase() === name.toLowerCase());
      if (earlier) flag("Option1 Value", `The handle ${handle} already has the variant “${name || DEFAULT_TITLE}” on row ${earlier.row}`);
      if (rowIssues.length === 0) {
        product.variants.push({ row, name: name.toLowerCase() === DEFAULT_TITLE ? "" : name, sku, price: price! });
      }
    }
    issues.push(...rowIssues);
  }

  for (const product of products.values()) {
    if (product.variants.length === 0 && !issues.some((issue) => issue.row === product.row)) {
      issues.push({ row: product.row, column: "Variant Price", message: `The handle ${product.handle} has no variant row (no price)` });
    }
  }
  if (issues.length > 0) return { ok: false, tooMany: false, issues: issues.sort((a, b) => a.row - b.row) };
  if (products.size > SHOPIFY_IMPORT_MAX_PRODUCTS) return { ok: false, tooMany: true, rowCount: products.size, what: "products" };
  return { ok: true, products: [...products.values()].map(({ optionNames: _optionNames, ...product }) => product) };
}
