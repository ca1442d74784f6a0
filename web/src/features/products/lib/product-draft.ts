import { createProductSchema, updateProductSchema, type CreateProduct, type Product, type ProductOption, type UpdateProduct } from "@vitrine/contract";
import { validate, type FieldErrors } from "@/lib/form";
import { useT } from "../messages";

/** One offered option as typed: a material variant of the product's model with its own name, SKU, price and link. */
export interface OptionDraft {
  variant: string;
  name: string;
  sku: string;
  price: string;
  url: string;
}

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
  /** The library model whose material variants the options are; "" for none. */
  modelId: string;
  /** The offered options, in the model's variant order. */
  options: OptionDraft[];
  /** The `variant` shown first; null (or one no longer offered) means the first option. */
  defaultOption: string | null;
  /** The viewer offers the size of the model showing the product. */
  showDimensions: boolean;
}

export function emptyDraft(currency = "EUR"): ProductDraft {
  return {
    sku: "",
    name: "",
    description: "",
    price: "",
    currency,
    url: "",
    image: { kind: "none" },
    modelId: "",
    options: [],
    defaultOption: null,
    showDimensions: false,
  };
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
    modelId: product.modelId ?? "",
    options: product.options.map((option) => ({
      variant: option.variant,
      name: option.name,
      sku: option.sku,
      price: String(option.price),
      url: option.url ?? "",
    })),
    defaultOption: product.defaultOption,
    showDimensions: product.showDimensions,
  };
}

/** A new option for `variant`, prefilled from the product so that only what differs needs typing. */
export function optionDraftFor(variant: string, draft: ProductDraft): OptionDraft {
  const sku = draft.sku.trim() ? `${draft.sku.trim()}-${variant}`.replace(/\s+/g, "-").toUpperCase() : "";
  return { variant, name: variant, sku, price: draft.price, url: "" };
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

const priceOrText = (text: string) => {
  const price = parsePrice(text);
  return Number.isNaN(price) ? text : price;
};

function draftOptions(draft: ProductDraft) {
  // Options are variants of the model: without one there are none.
  const options = (draft.modelId === "" ? [] : draft.options).map((option) => ({
    variant: option.variant,
    name: option.name,
    sku: option.sku,
    price: priceOrText(option.price),
    url: option.url.trim() === "" ? null : option.url,
  }));
  const defaultOption = options.length === 0 ? null : (options.find((o) => o.variant === draft.defaultOption) ?? options[0]).variant;
  return { modelId: draft.modelId === "" ? null : draft.modelId, options, defaultOption };
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
    showDimensions: draft.showDimensions,
  };
}

/** The create request for a draft, checked with the contract's own schema (same messages as the server). */
export function createFromDraft(draft: ProductDraft): { data: CreateProduct; errors: null } | { data: null; errors: FieldErrors } {
  const body = {
    ...draftFields(draft),
    ...(draft.image.kind === "new" && { imageUploadId: draft.image.uploadId }),
    // A product without a model leaves the option fields out, as the API's older callers do.
    ...(draft.modelId !== "" && draftOptions(draft)),
  };
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
  if (fields.showDimensions !== product.showDimensions) changes.showDimensions = fields.showDimensions;
  if (draft.image.kind === "new") changes.imageUploadId = draft.image.uploadId;
  if (draft.image.kind === "none" && product.imageUrl) changes.imageUploadId = null;
  const options = draftOptions(draft);
  if (options.modelId !== product.modelId) changes.modelId = options.modelId;
  // The options are replaced as a whole; they go whenever the model or any of them changed.
  if (changes.modelId !== undefined || !sameOptions(options.options, product.options)) changes.options = options.options;
  if (options.defaultOption !== product.defaultOption) changes.defaultOption = options.defaultOption;
  if (Object.keys(changes).length === 0) return { data: null, errors: null };
  // The prices (the options' too) are checked in the currency they will have, even when only one changed.
  const checked = validate(updateProductSchema, { ...changes, price: fields.price, currency: fields.currency, options: options.options });
  return checked.errors ? { data: null, errors: withPriceMessage(checked.errors, draft) } : { data: changes as UpdateProduct, errors: null };
}

function sameOptions(typed: { variant: string; name: string; sku: string; price: number | string; url: string | null }[], saved: ProductOption[]) {
  return (
    typed.length === saved.length &&
    typed.every((option, i) => {
      const other = saved[i];
      return (
        option.variant === other.variant &&
        option.name.trim() === other.name &&
        option.sku.trim() === other.sku &&
        option.price === other.price &&
        (option.url?.trim() ?? null) === other.url
      );
    })
  );
}

// A price typed as text that is not a number reaches zod as a string: say what to type instead.
function withPriceMessage(errors: FieldErrors, draft: ProductDraft): FieldErrors {
  const fixed = { ...errors };
  const explain = (key: string, text: string) => {
    if (fixed[key] && Number.isNaN(parsePrice(text))) fixed[key] = text.trim() === "" ? useT.now("errors.priceRequired") : useT.now("errors.priceFormat");
  };
  explain("price", draft.price);
  draft.options.forEach((option, i) => explain(`options.${i}.price`, option.price));
  return fixed;
}
