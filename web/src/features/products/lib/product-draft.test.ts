import { describe, expect, it } from "vitest";
import type { Product } from "@vitrine/contract";
import { createFromDraft, draftFromProduct, emptyDraft, optionDraftFor, parsePrice, updateFromDraft } from "./product-draft";
import { formatPrice } from "./price";
import { PRODUCT_CSV_TEMPLATE } from "./csv-template";

const product: Product = {
  id: "p1",
  sku: "OAK-1",
  name: "Oak table",
  description: "Solid oak",
  price: 1299.5,
  currency: "EUR",
  imageUrl: "https://cdn.example/oak.png",
  imageVariants: [],
  url: "https://shop.example/oak",
  hotspot: null,
  modelId: null,
  options: [],
  defaultOption: null,
  showDimensions: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("parsePrice", () => {
  it("reads prices as people type them", () => {
    expect(parsePrice("1299.5")).toBe(1299.5);
    expect(parsePrice("12,50")).toBe(12.5);
    expect(parsePrice("1,299.50")).toBe(1299.5);
    expect(parsePrice("€ 12")).toBe(12);
    expect(parsePrice("1 299,50")).toBe(1299.5);
    expect(parsePrice("abc")).toBeNaN();
    expect(parsePrice("")).toBeNaN();
  });
});

describe("product drafts", () => {
  it("builds a create request checked by the contract", () => {
    const draft = { ...emptyDraft(), sku: "A-1", name: "Chair", price: "89,90", url: "" };
    expect(createFromDraft(draft)).toEqual({
      data: { sku: "A-1", name: "Chair", description: "", price: 89.9, currency: "EUR", url: null, showDimensions: false },
      errors: null,
    });
    const withImage = createFromDraft({ ...draft, image: { kind: "new", uploadId: "u1", previewUrl: "blob:x" } });
    expect(withImage.data).toMatchObject({ imageUploadId: "u1" });
  });

  it("reports the contract's messages under the right fields", () => {
    const result = createFromDraft({ ...emptyDraft("JPY"), sku: "A", name: "B", price: "10.5", url: "javascript:alert(1)" });
    expect(result.errors).toEqual({
      price: "JPY prices have no decimals",
      url: "Only http:// and https:// links are allowed, not javascript:",
    });
    expect(createFromDraft({ ...emptyDraft(), sku: "A", name: "B", price: "cheap" }).errors).toEqual({ price: "Enter a price like 1299.50" });
  });

  it("sends only what changed in an edit", () => {
    const draft = draftFromProduct(product);
    expect(updateFromDraft(product, draft)).toEqual({ data: null, errors: null });
    expect(updateFromDraft(product, { ...draft, showDimensions: true }).data).toEqual({ showDimensions: true });
    expect(updateFromDraft(product, { ...draft, price: "1199" }).data).toEqual({ price: 1199 });
    expect(updateFromDraft(product, { ...draft, url: "", image: { kind: "none" } }).data).toEqual({ url: null, imageUploadId: null });
    expect(updateFromDraft(product, { ...draft, currency: "JPY" }).errors).toEqual({ price: "JPY prices have no decimals" });
  });
});

describe("product options in drafts", () => {
  const chair: Product = {
    ...product,
    modelId: "chair",
    options: [
      { variant: "linen", name: "Linen", sku: "OAK-1-LINEN", price: 1299.5, url: null },
      { variant: "velvet", name: "Velvet", sku: "OAK-1-VELVET", price: 1499, url: "https://shop.example/velvet" },
    ],
    defaultOption: "velvet",
  };

  it("sends the model, the options and the default (the first unless chosen) when creating", () => {
    const draft = { ...emptyDraft(), sku: "A-1", name: "Chair", price: "89,90", modelId: "chair" };
    const linen = optionDraftFor("linen", draft);
    expect(linen).toEqual({ variant: "linen", name: "linen", sku: "A-1-LINEN", price: "89,90", url: "" });
    expect(createFromDraft({ ...draft, options: [linen, { ...linen, variant: "velvet", sku: "A-1-V", price: "99" }] }).data).toMatchObject({
      modelId: "chair",
      options: [
        { variant: "linen", sku: "A-1-LINEN", price: 89.9, url: null },
        { variant: "velvet", sku: "A-1-V", price: 99, url: null },
      ],
      defaultOption: "linen",
    });
  });

  it("shows the contract's messages under each option's own field", () => {
    const draft = { ...emptyDraft("JPY"), sku: "A", name: "B", price: "10", modelId: "chair" };
    const option = { variant: "linen", name: "", sku: "A-L", price: "cheap", url: "ftp://x" };
    expect(createFromDraft({ ...draft, options: [option] }).errors).toMatchObject({
      "options.0.name": expect.any(String),
      "options.0.price": "Enter a price like 1299.50",
      "options.0.url": expect.stringContaining("http"),
    });
    expect(createFromDraft({ ...draft, options: [{ ...option, name: "Linen", price: "10.5", url: "" }] }).errors).toEqual({
      "options.0.price": "JPY prices have no decimals",
    });
  });

  it("sends the options only when they changed, and checks them in a new currency", () => {
    const draft = draftFromProduct(chair);
    expect(updateFromDraft(chair, draft)).toEqual({ data: null, errors: null });
    expect(updateFromDraft(chair, { ...draft, defaultOption: "linen" }).data).toEqual({ defaultOption: "linen" });
    const cheaper = { ...draft, options: [draft.options[0], { ...draft.options[1], price: "1399" }] };
    expect(updateFromDraft(chair, cheaper).data).toEqual({
      options: [chair.options[0], { ...chair.options[1], price: 1399 }],
    });
    // Without a model there are no options: both go, and the default with them.
    expect(updateFromDraft(chair, { ...draft, modelId: "" }).data).toEqual({ modelId: null, options: [], defaultOption: null });
    expect(updateFromDraft(chair, { ...draft, price: "1299", currency: "JPY" }).errors).toEqual({ "options.0.price": "JPY prices have no decimals" });
  });
});

describe("formatPrice and the template", () => {
  it("formats in the product's currency", () => {
    expect(formatPrice(1299.5, "EUR", "en-US")).toBe("€1,299.50");
    expect(formatPrice(1500, "JPY", "en-US")).toBe("¥1,500");
  });

  it("offers a template whose header is the import's columns", () => {
    expect(PRODUCT_CSV_TEMPLATE.split("\r\n")[0]).toBe("sku,name,description,price,currency,image_url,url");
  });
});
