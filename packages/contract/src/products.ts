import { z } from "zod";
import { imageVariantsSchema } from "./images.js";
import {
  documentIdSchema,
  idSchema,
  isoDateTimeSchema,
  okSchema,
  pageOf,
  pageQuerySchema,
  NON_EMPTY_BODY,
  NON_BLANK,
  enumOf,
  importIssuePath,
  experienceParamsSchema,
} from "./common.js";
import { manifestProductSchema } from "./manifests.js";
import { defineRoutes } from "./route-def.js";
import { libraryObjectIdSchema, vec3Schema } from "./scene-shapes.js";

export const PRODUCT_SKU_MAX = 64;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_URL_MAX = 2000;
/** Prices above this are typos, not products. */
export const PRODUCT_PRICE_MAX = 1_000_000_000;
/** One import is one atomic write, and Firestore commits at most 500 writes at once. */
export const PRODUCT_IMPORT_MAX_ROWS = 500;
/** Search matches the start of the SKU, of the name, or of a word of the name, up to this many characters. */
export const PRODUCT_SEARCH_MAX = 40;

let currencyCodes: Set<string> | undefined;

/** ISO 4217 codes the runtime knows (Node and browsers share the ICU list). */
export function isCurrencyCode(value: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf("currency"));
  return currencyCodes.has(value);
}

export function currencyCodeList(): string[] {
  return Intl.supportedValuesOf("currency");
}

/** Decimals of the currency's minor unit: 2 for EUR, 0 for JPY, 3 for KWD. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Why `price` cannot be charged in `currency` (too many decimals), or null when it can. */
export function priceIssue(price: number, currency: string): string | null {
  const decimals = currencyDecimals(currency);
  const scaled = price * 10 ** decimals;
  // Binary floating point: 19.99 * 100 is 1998.9999999999998; anything that close is whole.
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    return decimals === 0 ? `${currency} prices have no decimals` : `${currency} prices have at most ${decimals} decimal${decimals === 1 ? "" : "s"}`;
  }
  return null;
}

/** Why `value` is not a product page link (only http and https open safely), or null when it is. */
export function productUrlIssue(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full web address starting with https://";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `Only http:// and https:// links are allowed, not ${url.protocol}`;
  }
  if (!url.hostname) return "The address has no host name";
  return null;
}

export const skuSchema = z
  .string()
  .trim()
  .min(1, "SKU is required")
  .max(PRODUCT_SKU_MAX, `SKU is at most ${PRODUCT_SKU_MAX} characters`)
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "SKU cannot contain control characters")
  .meta({ pattern: "^[^\\u0000-\\u001f\\u007f]*\\S[^\\u0000-\\u001f\\u007f]*$" });
export const productNameSchema = z
  .string()
  .trim()
  .min(1, "Product name is required")
  .max(PRODUCT_NAME_MAX, `Product name is at most ${PRODUCT_NAME_MAX} characters`)
  .meta(NON_BLANK);
export const productDescriptionSchema = z.string().trim().max(PRODUCT_DESCRIPTION_MAX, `Description is at most ${PRODUCT_DESCRIPTION_MAX} characters`);
export const priceSchema = z
  .number("Price must be a number")
  .finite("Price must be a number")
  .min(0, "Price cannot be negative")
  .max(PRODUCT_PRICE_MAX, "Price is too large");
/**
 * Exactly an upper-case ISO 4217 code the runtime knows, as the document's enum says (the CSV
 * import, written by people, upper-cases and trims its cells first).
 */
export const currencySchema = z
  .string()
  .refine(isCurrencyCode, "Use an ISO 4217 currency code like EUR or USD")
  .meta(enumOf(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []));
export const productUrlSchema = z
  .string()
  .trim()
  .max(PRODUCT_URL_MAX, `The link is at most ${PRODUCT_URL_MAX} characters`)
  .superRefine((value, ctx) => {
    const issue = productUrlIssue(value);
    if (issue) ctx.addIssue({ code: "custom", message: issue });
  })
  .meta({ format: "uri", pattern: "^\\s*[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]" });
/** Options a product may list: a model's variants are a handful of fabrics or finishes, not a catalogue. */
export const PRODUCT_OPTIONS_MAX = 50;

/**
 * One option of a product: a material variant of the product's model (`variant`, the name the
 * library lists in `materialVariants`), with its own name, SKU, price (in the product's currency)
 * and link (null: the product's).
 */
export const productOptionSchema = z
  .object({
    variant: z.string().trim().min(1, "Name the material variant").max(PRODUCT_NAME_MAX, "No material variant has so long a name"),
    name: productNameSchema,
    sku: skuSchema,
    price: priceSchema,
    url: productUrlSchema.nullable().default(null),
  })
  .strict();
export type ProductOption = z.output<typeof productOptionSchema>;

const productOptionsSchema = z.array(productOptionSchema).max(PRODUCT_OPTIONS_MAX, `At most ${PRODUCT_OPTIONS_MAX} options`);

export const hotspotSchema = z.object({ sceneId: idSchema, position: vec3Schema }).strict();
export type Hotspot = z.infer<typeof hotspotSchema>;

const uploadIdSchema = documentIdSchema("Invalid upload id");

/**
 * A product of an experience's catalogue: the manifest's product (`manifestProductSchema`), whose
 * image variants are always listed here, plus its dates.
 */
export const productSchema = manifestProductSchema.extend({
  /** WebP copies of an uploaded image for `srcset`, narrowest first; empty for an image given by URL. */
  imageVariants: imageVariantsSchema,
  /** The library model the options are material variants of; null when the product has none. */
  modelId: idSchema.nullable(),
  options: z.array(productOptionSchema),
  /** The `variant` of the option shown first; null when there are no options. */
  defaultOption: z.string().nullable(),
  /** The viewer offers the product's size (its model's real-world width × height × depth) in the visitor's units. */
  showDimensions: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Product = z.infer<typeof productSchema>;

function checkPrice(v: { price?: number; currency?: string; options?: { price: number }[] }, ctx: z.RefinementCtx) {
  if (v.currency === undefined) return;
  const issue = v.price === undefined ? null : priceIssue(v.price, v.currency);
  if (issue) ctx.addIssue({ code: "custom", path: ["price"], message: issue });
  v.options?.forEach((option, i) => {
    const optionIssue = priceIssue(option.price, v.currency!);
    if (optionIssue) ctx.addIssue({ code: "custom", path: ["options", i, "price"], message: optionIssue });
  });
}

export const createProductSchema = z
  .object({
    sku: skuSchema,
    name: productNameSchema,
    description: productDescriptionSchema.default(""),
    price: priceSchema,
    currency: currencySchema,
    /** A finished image upload of the brand; the product keeps its public URL. */
    imageUploadId: uploadIdSchema.nullable().optional(),
    url: productUrlSchema.nullable().default(null),
    hotspot: hotspotSchema.nullable().default(null),
    /** The library model (a sample or one of the workspace's) whose material variants `options` are. */
    modelId: libraryObjectIdSchema.nullable().default(null),
    options: productOptionsSchema.default([]),
    /** The `variant` of the option shown first; the first option when left out. */
    defaultOption: z.string().nullable().default(null),
    /** The viewer offers the size of the model showing the product, drawn around it in the scene. */
    showDimensions: z.boolean().default(false),
  })
  .strict()
  .superRefine(checkPrice);
export type CreateProduct = z.input<typeof createProductSchema>;

export const updateProductSchema = z
  .object({
    sku: skuSchema.optional(),
    name: productNameSchema.optional(),
    description: productDescriptionSchema.optional(),
    price: priceSchema.optional(),
    currency: currencySchema.optional(),
    /** A new image upload, or null to remove the image. */
    imageUploadId: uploadIdSchema.nullable().optional(),
    url: productUrlSchema.nullable().optional(),
    hotspot: hotspotSchema.nullable().optional(),
    /** Another model, or null (only without options). */
    modelId: libraryObjectIdSchema.nullable().optional(),
    /** Replaces every option. */
    options: productOptionsSchema.optional(),
    defaultOption: z.string().nullable().optional(),
    showDimensions: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY)
  .superRefine(checkPrice);
export type UpdateProduct = z.input<typeof updateProductSchema>;

export const productSortSchema = z.enum(["name", "-updatedAt"]).default("name");

export const listProductsQuerySchema = pageQuerySchema
  .extend({
    /** Matches the start of the SKU, of the name, or of any word of the name (case-insensitive). */
    q: z.string().trim().max(PRODUCT_SEARCH_MAX, `Search with at most ${PRODUCT_SEARCH_MAX} characters`).optional(),
    sort: productSortSchema,
  })
  .refine((v) => !v.q || v.sort === "name", { message: "Search results are sorted by name", path: ["sort"] });
export type ListProductsQuery = z.input<typeof listProductsQuerySchema>;

export const importProductsCsvSchema = z
  .object({
    csv: z.string().min(1, "The file is empty"),
    /** Check the file and say what it would do, writing nothing. */
    dryRun: z.boolean().default(false),
    /**
     * A shop's export (which names no currency): the currency its prices are in, for the products it
     * creates. Left out, they take the currency the experience's products share; products it updates
     * keep theirs.
     */
    currency: currencySchema.optional(),
  })
  .strict();
export type ImportProductsCsv = z.input<typeof importProductsCsvSchema>;

/** At most this many products of an import's outcome are listed one by one; the counts cover them all. */
export const PRODUCT_IMPORT_LISTED_ROWS = 100;
/**
 * Products one shop export may hold: each new one is written with its handle's claim, and one
 * import is one atomic write of at most PRODUCT_IMPORT_MAX_ROWS documents.
 */
export const SHOPIFY_IMPORT_MAX_PRODUCTS = PRODUCT_IMPORT_MAX_ROWS / 2;

export const importProductsResultSchema = z.object({
  dryRun: z.boolean(),
  /** `vitrine`: the import's own columns (products matched by SKU); `shopify`: a shop's product export (matched by handle). */
  format: z.enum(["vitrine", "shopify"]),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Each product of the file in file order (the first PRODUCT_IMPORT_LISTED_ROWS), with what the import does to it. */
  products: z.array(
    z.object({
      /** The spreadsheet row the product starts on (header = 1). */
      row: z.number().int(),
      sku: z.string(),
      /** A shop export's handle; null for the import's own columns. */
      handle: z.string().nullable(),
      name: z.string(),
      action: z.enum(["create", "update", "unchanged"]),
      /** For an update, the fields it changes. */
      fields: z.array(z.string()),
      /**
       * A shop export's variants: `variant` is the material variant of the product's model the
       * option wears (matched by name), null when none matched (then it is not an option).
       */
      options: z.array(z.object({ row: z.number().int(), name: z.string(), sku: z.string(), price: z.number(), variant: z.string().nullable() })),
    }),
  ),
});
export type ImportProductsResult = z.infer<typeof importProductsResultSchema>;

/** Columns of the CSV import, in the template's order; `image_url` and `url` may be left out. */
export const productCsvColumns = ["sku", "name", "description", "price", "currency", "image_url", "url"] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];
export const requiredProductCsvColumns: readonly ProductCsvColumn[] = ["sku", "name", "price", "currency"];

/** The columns of a Shopify product export the import reads (as Shopify spells them); it ignores the others. */
export const shopifyProductCsvColumns = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Price",
  "Image Src",
] as const;
export type ShopifyProductCsvColumn = (typeof shopifyProductCsvColumns)[number];
export const requiredShopifyProductCsvColumns: readonly ShopifyProductCsvColumn[] = ["Handle", "Title", "Variant Price"];

/** Where a product import's problem is (see `importIssuePath`). */
export const productImportIssuePath = (row: number, column: ProductCsvColumn | ShopifyProductCsvColumn | "") => importIssuePath(row, column);

export const productParamsSchema = z.object({ brandId: idSchema, experienceId: idSchema, productId: idSchema }).strict();
const base = "/v1/brands/:brandId/experiences/:experienceId/products";

export const productRoutes = defineRoutes({
  listProducts: {
    method: "get",
    path: base,
    summary: "The experience's products: by name or most recently updated, searchable by SKU or name",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: listProductsQuerySchema,
    response: pageOf(productSchema),
  },
  createProduct: {
    method: "post",
    path: base,
    summary: "Add a product (SKU unique in the experience)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: createProductSchema,
    response: productSchema,
    successStatus: 201,
  },
  importProductsCsv: {
    method: "post",
    path: `${base}/import`,
    summary: `Create or update products from a CSV (header row; at most ${PRODUCT_IMPORT_MAX_ROWS} rows), the import's own columns (matched by SKU) or a Shopify product export (matched by handle, variants as options): all rows or none; dryRun says what it would do`,
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: importProductsCsvSchema,
    response: importProductsResultSchema,
  },
  getProduct: {
    method: "get",
    path: `${base}/:productId`,
    summary: "One product",
    access: "brandContent.read",
    params: productParamsSchema,
    response: productSchema,
  },
  updateProduct: {
    method: "patch",
    path: `${base}/:productId`,
    summary: "Change a product, including its hotspot",
    access: "brandContent.write",
    params: productParamsSchema,
    body: updateProductSchema,
    response: productSchema,
  },
  deleteProduct: {
    method: "delete",
    path: `${base}/:productId`,
    summary: "Delete a product (objects that opened it stop opening anything)",
    access: "brandContent.write",
    params: productParamsSchema,
    response: okSchema,
  },
});
