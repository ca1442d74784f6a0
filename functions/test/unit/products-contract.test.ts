import { expect } from "chai";
import {
  createProductSchema,
  currencyDecimals,
  isCurrencyCode,
  manifestProductSchema,
  parseImportIssuePath,
  priceIssue,
  productImportIssuePath,
  productSchema,
  PRODUCT_NAME_MAX,
  productUrlIssue,
  updateProductSchema,
} from "@vitrine/contract";
import { productSearchKeys } from "../../src/products/product-search.js";

describe("product rules of the contract", () => {
  it("takes a product name of up to PRODUCT_NAME_MAX characters, on creation and update", () => {
    const product = (name: string) => ({ sku: "SKU-1", name, price: 10, currency: "EUR" });
    expect(PRODUCT_NAME_MAX).to.equal(200);
    expect(createProductSchema.safeParse(product("x".repeat(PRODUCT_NAME_MAX))).success).to.equal(true);
    const long = createProductSchema.safeParse(product("x".repeat(PRODUCT_NAME_MAX + 1)));
    expect(long.success).to.equal(false);
    expect(long.error?.issues.map((issue) => issue.path.join("."))).to.deep.equal(["name"]);
    expect(updateProductSchema.safeParse({ name: "x".repeat(PRODUCT_NAME_MAX + 1) }).success).to.equal(false);
  });

  it("knows ISO 4217 currencies and their minor units", () => {
    expect(isCurrencyCode("EUR")).to.equal(true);
    expect(isCurrencyCode("eur")).to.equal(false);
    expect(isCurrencyCode("XYZ")).to.equal(false);
    expect([currencyDecimals("EUR"), currencyDecimals("JPY"), currencyDecimals("KWD")]).to.deep.equal([2, 0, 3]);
  });

  it("allows as many decimals as the currency has, despite binary floating point", () => {
    expect(priceIssue(19.99, "EUR")).to.equal(null);
    expect(priceIssue(0.1 + 0.2, "EUR")).to.equal(null);
    expect(priceIssue(1299.5, "USD")).to.equal(null);
    expect(priceIssue(10.001, "EUR")).to.equal("EUR prices have at most 2 decimals");
    expect(priceIssue(1500, "JPY")).to.equal(null);
    expect(priceIssue(1500.5, "JPY")).to.equal("JPY prices have no decimals");
    expect(priceIssue(1.234, "KWD")).to.equal(null);
  });

  it("accepts only http and https product links", () => {
    expect(productUrlIssue("https://shop.example.com/p?id=1")).to.equal(null);
    expect(productUrlIssue("http://shop.example.com")).to.equal(null);
    expect(productUrlIssue("javascript:alert(1)")).to.equal("Only http:// and https:// links are allowed, not javascript:");
    expect(productUrlIssue("JavaScript:alert(1)")).to.match(/not javascript:/);
    expect(productUrlIssue("data:text/html,hi")).to.match(/not data:/);
    expect(productUrlIssue("ftp://x.example")).to.match(/not ftp:/);
    expect(productUrlIssue("www.example.com")).to.equal("Enter a full web address starting with https://");
  });

  it("normalises a new product and checks its price in its currency", () => {
    const parsed = createProductSchema.parse({ sku: " A-1 ", name: "Chair", price: 10, currency: "USD" });
    expect(parsed).to.deep.equal({
      sku: "A-1",
      name: "Chair",
      description: "",
      price: 10,
      currency: "USD",
      url: null,
      hotspot: null,
      modelId: null,
      options: [],
      defaultOption: null,
      showDimensions: false,
    });
    // The currency is exactly an ISO 4217 code, as the OpenAPI document's enum says.
    expect(createProductSchema.safeParse({ sku: "A", name: "B", price: 10, currency: "usd" }).success).to.equal(false);
    const bad = createProductSchema.safeParse({ sku: "A", name: "B", price: 10.5, currency: "JPY" });
    expect(bad.success).to.equal(false);
    expect(bad.error?.issues[0]).to.include({ message: "JPY prices have no decimals" });
    expect(updateProductSchema.safeParse({}).success).to.equal(false);
    expect(updateProductSchema.safeParse({ imageUploadId: null }).success).to.equal(true);
    // Each option's price is checked in the product's currency too.
    const option = { variant: "Oak", name: "Oak", sku: "A-OAK", price: 10.5 };
    const badOption = createProductSchema.safeParse({ sku: "A", name: "B", price: 10, currency: "JPY", modelId: "m1", options: [option] });
    expect(badOption.error?.issues.map((i) => [i.path.join("."), i.message])).to.deep.equal([["options.0.price", "JPY prices have no decimals"]]);
    expect(createProductSchema.parse({ sku: "A", name: "B", price: 10, currency: "EUR", modelId: "m1", options: [option] }).options).to.deep.equal([
      { ...option, url: null },
    ]);
  });

  it("answers products the manifest can embed as they are", () => {
    const product = {
      id: "p1",
      sku: "A",
      name: "B",
      description: "",
      price: 1,
      currency: "EUR",
      imageUrl: "https://cdn.test/a.png",
      imageVariants: [{ url: "https://cdn.test/variants/320w.webp", width: 320, height: 240, contentType: "image/webp" }],
      url: null,
      hotspot: { sceneId: "s1", position: { x: 0, y: 1, z: 2 } },
      modelId: "m1",
      options: [{ variant: "Oak", name: "Oak", sku: "A-OAK", price: 2, url: null }],
      defaultOption: "Oak",
      showDimensions: true,
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
    };
    expect(productSchema.parse(product)).to.deep.equal(product);
    expect(manifestProductSchema.safeParse(product).success).to.equal(true);
  });

  it("names import issues by spreadsheet row and column, both ways", () => {
    expect(productImportIssuePath(3, "price")).to.equal("rows.3.price");
    expect(productImportIssuePath(7, "")).to.equal("rows.7");
    expect(parseImportIssuePath("rows.3.price")).to.deep.equal({ row: 3, column: "price" });
    expect(parseImportIssuePath("rows.7")).to.deep.equal({ row: 7, column: "" });
    expect(parseImportIssuePath("rows.12.fr")).to.deep.equal({ row: 12, column: "fr" });
    expect(parseImportIssuePath("csv")).to.equal(null);
  });
});

describe("productSearchKeys", () => {
  it("holds the prefixes of the SKU, the name and each word of the name, lower-cased", () => {
    const keys = productSearchKeys("OAK-12", "Dining table, Oak");
    for (const key of ["o", "oak-", "oak-12", "d", "dining t", "table", "table, o", "oak"]) expect(keys).to.include(key);
    expect(keys).to.not.include("ining");
    expect(new Set(keys).size).to.equal(keys.length);
  });

  it("stays bounded for long names", () => {
    const keys = productSearchKeys("S".repeat(64), "word ".repeat(100));
    expect(keys.length).to.be.below(40 * 8);
    expect(Math.max(...keys.map((k) => k.length))).to.equal(40);
  });
});
