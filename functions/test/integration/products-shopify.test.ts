import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import path from "node:path";
import { libraryCol } from "../../src/firestore/collections.js";
import { createExperience, experienceDoc } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

/** A Shopify product export as Shopify writes it (35 of its columns; the import reads 12). */
const SAMPLE = readFileSync(path.join(__dirname, "../fixtures/shopify-products.csv"), "utf8");
/** The material variants of the generated reference model (scripts/lib/variant-chair.mjs). */
const FABRICS = ["Linen", "Velvet green", "Leather tan"];
const HEADER = "Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Vendor";

type Listed = { handle: string; sku: string; action: string; fields: string[]; options: { name: string; variant: string | null }[] };

describe("Products: importing a Shopify product export", () => {
  let ws: Workspace;
  let token: string;
  let chairModelId: string;
  let experienceId: string;
  let base: string;

  before(async () => {
    ws = await createWorkspace("products-shopify");
    token = ws.users.editor.token;
    const ref = libraryCol().doc();
    await ref.set({
      _id: ref.id,
      name: "Lounge chair",
      nameLower: "lounge chair",
      tags: [],
      glb: "/models/chair.glb",
      tenantId: ws.tenantId,
      brandId: ws.brandId,
      status: "ready",
      error: null,
      materialVariants: FABRICS,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    chairModelId = ref.id;
  });

  beforeEach(async () => {
    experienceId = await createExperience(ws, "Shop");
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`;
  });

  const importCsv = (csv: string, options: { dryRun?: boolean; currency?: string; as?: string } = {}) =>
    call("POST", `${base}/import`, { token: options.as ?? token, json: { csv, dryRun: options.dryRun, currency: options.currency } });
  const stored = async () => (await experienceDoc(ws.brandId, experienceId).collection("products").get()).docs.map((d) => ({ id: d.id, ...d.data() }));
  const claims = async () => (await experienceDoc(ws.brandId, experienceId).collection("productHandles").get()).docs.map((d) => [d.id, d.get("productId")]);
  const summary = (body: { products: Listed[] }) => body.products.map((p) => [p.handle, p.action, p.fields]);

  it("creates one product per handle, says first what it would do, and changes nothing on a second import", async () => {
    const noCurrency = await importCsv(SAMPLE, { dryRun: true });
    expect(noCurrency.status).to.equal(422);
    expect(noCurrency.body.error.issues).to.deep.equal([{ path: "currency", message: "Choose the currency of the shop's prices" }]);

    const dry = await importCsv(SAMPLE, { dryRun: true, currency: "EUR" });
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body).to.deep.include({ dryRun: true, format: "shopify", created: 3, updated: 0, unchanged: 0 });
    expect(summary(dry.body)).to.deep.equal([
      ["lounge-chair", "create", []],
      ["oak-dining-table", "create", []],
      ["linen-cushion", "create", []],
    ]);
    // A new product has no model yet, so none of its variants is an option.
    expect(dry.body.products[0].options.map((o: Listed["options"][number]) => [o.name, o.variant])).to.deep.equal([
      ["Linen", null],
      ["Velvet Green", null],
      ["leather TAN", null],
      ["Bouclé", null],
    ]);
    expect(dry.body.products[2].options).to.deep.equal([]);
    expect(await stored()).to.deep.equal([]);

    const done = await importCsv(SAMPLE, { currency: "EUR" });
    expect(done.status, done.text).to.equal(200);
    expect(done.body).to.deep.include({ dryRun: false, created: 3, updated: 0, unchanged: 0 });
    const list = await call("GET", base, { token });
    const bySku = Object.fromEntries(list.body.items.map((p: { sku: string }) => [p.sku, p]));
    expect(bySku["lounge-chair"]).to.deep.include({
      name: "Lounge chair",
      description: "A deep lounge chair on solid oak legs.\n\n• Removable covers\n• Seat height 42\u00a0cm\n\nMade in Portugal.\nShips in 2–3 weeks.",
      price: 499,
      currency: "EUR",
      imageUrl: "https://cdn.shopify.com/s/files/1/0001/0002/products/lounge-chair.jpg?v=1700000000",
      modelId: null,
      options: [],
      defaultOption: null,
    });
    // The script in the description is gone, and no markup is stored.
    expect(bySku["oak-dining-table"]).to.deep.include({ description: "Oak dining table\n\nSeats six to eight.", price: 1299 });
    expect(bySku["linen-cushion"]).to.deep.include({ price: 39, description: "Stonewashed linen, 50 × 50 cm." });
    for (const product of await stored()) expect(String(product.description)).to.not.match(/[<>]/);
    expect((await claims()).length).to.equal(3);

    const before = (await stored()).map((p) => [p.id, (p.updatedAt as FirebaseFirestore.Timestamp).toMillis()]);
    const againDry = await importCsv(SAMPLE, { dryRun: true });
    expect(againDry.body).to.deep.include({ created: 0, updated: 0, unchanged: 3 });
    const again = await importCsv(SAMPLE);
    expect(again.body).to.deep.include({ dryRun: false, created: 0, updated: 0, unchanged: 3 });
    expect((await stored()).map((p) => [p.id, (p.updatedAt as FirebaseFirestore.Timestamp).toMillis()])).to.deep.equal(before);
  });

  it("matches variants to the model's material variants by name once the product has its model, and keeps the brand's currency", async () => {
    // The product made in the console first, with its model, under the handle as its SKU: the import adopts it.
    const made = await call("POST", base, {
      token,
      json: { sku: "LOUNGE-CHAIR", name: "Chair", price: 1, currency: "CHF", modelId: chairModelId, url: "https://shop.example.com/chair" },
    });
    expect(made.status, made.text).to.equal(201);
    const dry = await importCsv(SAMPLE, { dryRun: true });
    expect(dry.status, dry.text).to.equal(200);
    // New products take the currency the experience's products share.
    expect(dry.body).to.deep.include({ created: 2, updated: 1, unchanged: 0 });
    const chair = (dry.body.products as Listed[]).find((p) => p.handle === "lounge-chair")!;
    expect(chair).to.deep.include({ sku: "LOUNGE-CHAIR", action: "update", fields: ["name", "price", "options", "defaultOption", "description", "imageUrl"] });
    expect(chair.options.map((o) => [o.name, o.variant])).to.deep.equal([
      ["Linen", "Linen"],
      ["Velvet Green", "Velvet green"],
      ["leather TAN", "Leather tan"],
      ["Bouclé", null],
    ]);

    expect((await importCsv(SAMPLE)).status).to.equal(200);
    const product = (await call("GET", `${base}/${made.body.id}`, { token })).body;
    expect(product).to.deep.include({ sku: "LOUNGE-CHAIR", name: "Lounge chair", price: 499, currency: "CHF", url: "https://shop.example.com/chair" });
    expect(product.options).to.deep.equal([
      { variant: "Linen", name: "Linen", sku: "LC-LIN", price: 499, url: null },
      { variant: "Velvet green", name: "Velvet Green", sku: "LC-VEL", price: 549.9, url: null },
      { variant: "Leather tan", name: "leather TAN", sku: "LC-LEA", price: 799, url: null },
    ]);
    expect(product.defaultOption).to.equal("Linen");
    expect((await stored()).filter((p) => p.currency === "CHF")).to.have.length(3);

    // A default chosen in the console stays; an option's link too; the file's prices win.
    const options = product.options.map((o: { variant: string }) => (o.variant === "Leather tan" ? { ...o, url: "https://shop.example.com/leather" } : o));
    expect((await call("PATCH", `${base}/${made.body.id}`, { token, json: { options, defaultOption: "Leather tan" } })).status).to.equal(200);
    const again = await importCsv(SAMPLE, { dryRun: true });
    expect(again.body).to.deep.include({ created: 0, updated: 0, unchanged: 3 });
    const cheaper = SAMPLE.replace(",LC-LEA,15000,shopify,2,deny,manual,799.00,", ",LC-LEA,15000,shopify,2,deny,manual,749.00,");
    const changed = await importCsv(cheaper);
    expect(summary(changed.body)[0]).to.deep.equal(["lounge-chair", "update", ["options"]]);
    const after = (await call("GET", `${base}/${made.body.id}`, { token })).body;
    expect(after.defaultOption).to.equal("Leather tan");
    expect(after.options[2]).to.deep.equal({ variant: "Leather tan", name: "leather TAN", sku: "LC-LEA", price: 749, url: "https://shop.example.com/leather" });
  });

  it("refuses what it cannot import, all rows or none", async () => {
    const jpy = [HEADER, "stool,Stool,,Wood,Oak,ST-1,4500.50,,Nord", "stool,,,,Ash,ST-2,4500,,"].join("\n");
    const refused = await importCsv(jpy, { currency: "JPY" });
    expect(refused.status).to.equal(422);
    expect(refused.body.error.issues).to.deep.equal([{ path: "rows.2.Variant Price", message: "JPY prices have no decimals" }]);

    const signs = [HEADER, "stool,Stool,,Wood,Oak,ST-1,€45,,", "stool,,,,Ash,ST-2,45,,"].join("\n");
    const sign = await importCsv(signs, { currency: "EUR" });
    expect(sign.status).to.equal(422);
    expect(sign.body.error.message).to.equal("1 row has problems; nothing was imported. Fix it and import the file again.");
    expect(sign.body.error.issues[0].path).to.equal("rows.2.Variant Price");

    // A variant that would wear a material variant needs its SKU.
    await call("POST", base, { token, json: { sku: "armchair", name: "Armchair", price: 1, currency: "EUR", modelId: chairModelId } });
    const noSku = await importCsv([HEADER, "armchair,Armchair,,Fabric,Linen,,10,,", "newone,New,,,,N-1,5,,"].join("\n"));
    expect(noSku.status).to.equal(422);
    expect(noSku.body.error.issues).to.deep.equal([
      { path: "rows.2.Variant SKU", message: "This variant is the model's Linen and becomes an option, which needs its SKU" },
    ]);
    expect((await stored()).map((p) => p.sku)).to.deep.equal(["armchair"]);

    const rows = Array.from({ length: 501 }, (_, i) => `h-${i},T,,,,,1,,`);
    const tooManyRows = await importCsv([HEADER, ...rows].join("\n"), { currency: "EUR" });
    expect(tooManyRows.status).to.equal(413);
    const handles = Array.from({ length: 251 }, (_, i) => `h-${i},T,,,,,1,,`);
    const tooManyProducts = await importCsv([HEADER, ...handles].join("\n"), { currency: "EUR" });
    expect(tooManyProducts.status).to.equal(413);
    expect(tooManyProducts.body.error.message).to.equal(
      "This file has 251 products; one import takes at most 250. Split it into smaller files, each handle's rows together.",
    );
    expect((await importCsv(SAMPLE, { currency: "eur" })).status).to.equal(400);
    expect((await importCsv(SAMPLE, { currency: "EUR", as: ws.users.viewer.token })).status).to.equal(403);
    expect((await stored()).map((p) => p.sku)).to.deep.equal(["armchair"]);
  });

  it("creates a new handle once when two imports race, and recreates a deleted product", async () => {
    const csv = [HEADER, "race-table,Race table,,,,RT-1,100,,"].join("\n");
    const results = await Promise.all([importCsv(csv, { currency: "EUR" }), importCsv(csv, { currency: "EUR" })]);
    expect(results.map((r) => r.status)).to.deep.equal([200, 200]);
    expect(results.map((r) => r.body.created).sort()).to.deep.equal([0, 1]);
    const products = await stored();
    expect(products.map((p) => p.sku)).to.deep.equal(["race-table"]);
    expect(await claims()).to.deep.equal([["race-table", products[0]!.id]]);

    expect((await call("DELETE", `${base}/${products[0]!.id}`, { token })).status).to.equal(200);
    const recreated = await importCsv(csv, { currency: "EUR" });
    expect(recreated.body).to.deep.include({ created: 1, updated: 0 });
    const [fresh] = await stored();
    expect(await claims()).to.deep.equal([["race-table", fresh!.id]]);
  });
});
