import { createProductSchema, updateProductSchema, type CreateProduct, type Product, type UpdateProduct } from "@vitrine/contract";
import { validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

/** What the product form holds: text as typed, plus the image being kept, added or removed. */
export interface ProductDraft {
  sku: string;
  name: string;
  description: string;
  price: string;
  currency: string;
  url: string;
  /** `keep`: the product's image stays; `new`: a finished upload; `none`: no image. */
  image: { kind: "keep"; url: string } | { kind: "new"; uploadId: string; previewUrl: string } | { kind: "none" };
}

export function emptyDraft(currency = "EUR"): ProductDraft {
  return { sku: "", name: "", description: "", price: "", currency, url: "", image: { kind: "none" } };
}

export function draftFromProduct(product: Product): ProductDraft {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description,
    price: String(product.price),
    currency: product.currency,
    url: product.url ?? "",
    image: product.imageUrl ? { kind: "keep", url: product.imageUrl } : { kind: "none" },
  };
}

/** A price as typed (`1299.5`, `1 299,50`, `€12`) -> a number, or NaN when it is not one. */
export function parsePrice(text: string): number {
  const cleaned = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^[^\d-]+|[^\d]+$/g, "");
  if (cleaned === "") return Number.NaN;
  // A comma alone is a decimal comma (`12,50`); with a dot too, the comma groups thousands.
  const normalised = cleaned.includes(".") ? cleaned.replace(/,/g, "") : cleaned.replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

function draftFields(draft: ProductDraft) {
  const price = parsePrice(draft.price);
  return {
    sku: draft.sku,
    name: draft.name,
    description: draft.description,
    price: Number.isNaN(price) ? draft.price : price,
    currency: draft.currency,
    url: draft.url.trim() === "" ? null : draft.url,
  };
}

/** The create request for a draft, checked with the contract's own schema (same messages as the server). */
export function createFromDraft(draft: ProductDraft): { data: CreateProduct; errors: null } | { data: null; errors: FieldErrors } {
  const body = { ...draftFields(draft), ...(draft.image.kind === "new" && { imageUploadId: draft.image.uploadId }) };
  const checked = validate(createProductSchema, body);
  return checked.errors ? { data: null, errors: withPriceMessage(checked.errors, draft) } : { data: body as CreateProduct, errors: null };
}

/** Only what changed, so an edit never rewrites fields someone else changed meanwhile. */
export function updateFromDraft(product: Product, draft: ProductDraft): { data: UpdateProduct | null; errors: null } | { data: null; errors: FieldErrors } {
  const fields = draftFields(draft);
  const changes: Record<string, unknown> = {};
  if (fields.sku.trim() !== product.sku) changes.sku = fields.sku;
  if (fields.name.trim() !== product.name) changes.name = fields.name;
  if (fields.description.trim() !== product.description) changes.description = fields.description;
  if (fields.price !== product.price) changes.price = fields.price;
  if (fields.currency !== product.currency) changes.currency = fields.currency;
  if ((fields.url?.trim() ?? null) !== product.url) changes.url = fields.url;
  if (draft.image.kind === "new") changes.imageUploadId = draft.image.uploadId;
  if (draft.image.kind === "none" && product.imageUrl) changes.imageUploadId = null;
  if (Object.keys(changes).length === 0) return { data: null, errors: null };
  // The price is checked in the currency it will have, even when only one of the two changed.
  const checked = validate(updateProductSchema, { ...changes, price: fields.price, currency: fields.currency });
  return checked.errors ? { data: null, errors: withPriceMessage(checked.errors, draft) } : { data: changes as UpdateProduct, errors: null };
}

// A price typed as text that is not a number reaches zod as a string: say what to type instead.
function withPriceMessage(errors: FieldErrors, draft: ProductDraft): FieldErrors {
  if (!errors.price || !Number.isNaN(parsePrice(draft.price))) return errors;
  return { ...errors, price: draft.price.trim() === "" ? useT.now("errors.priceRequired") : useT.now("errors.priceFormat") };
}
