import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { manifestProductSchema, productSchema } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { productSearchKeys } from "../../src/products/product-search.js";
import { addScene, createExperience, experienceDoc, uploadFile } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Products", () => {
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let base: string;
  before(async () => {
    ws = await createWorkspace("products");
    token = ws.users.editor.token;
    experienceId = await createExperience(ws, "Catalogue");
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`;
  });

  const product = (overrides: Record<string, unknown> = {}) => ({
    sku: `SKU-${Math.random().toString(36).slice(2, 8)}`,
    name: "Oak dining table",
    description: "Solid oak, seats six.",
    price: 1299.5,
    currency: "EUR",
    url: "https://shop.example.com/oak-table",
    ...overrides,
  });

  it("creates a product with an uploaded image, in the manifest's shape, and reads it back", async () => {
    const imageUploadId = await uploadFile(ws, token);
    const res = await call("POST", base, { token, json: product({ sku: "OAK-1", imageUploadId }) });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.include({
      sku: "OAK-1",
      name: "Oak dining table",
      price: 1299.5,
      currency: "EUR",
      url: "https://shop.example.com/oak-table",
      hotspot: null,
    });
    expect(res.body.imageUrl).to.be.a("string").and.match(/^http/);
    expect((await fetch(res.body.imageUrl)).status).to.equal(200);
    expect(productSchema.safeParse(res.body).success).to.equal(true);
    expect(manifestProductSchema.safeParse(res.body).success, "a product is a manifest product").to.equal(true);
    expect(Object.keys(res.body).sort()).to.deep.equal(
      [
        "createdAt",
        "currency",
        "defaultOption",
        "description",
        "hotspot",
        "id",
        "imageUrl",
        "imageVariants",
        "modelId",
        "name",
        "options",
        "price",
        "showDimensions",
        "sku",
        "updatedAt",
        "url",
      ].sort(),
    );
    // The 4x3 PNG's one WebP copy (never enlarged), served beside it.
    expect(res.body.imageVariants.map((v: { width: number; height: number; contentType: string }) => [v.width, v.height, v.contentType])).to.deep.equal([
      [4, 3, "image/webp"],
    ]);
    expect((await fetch(res.body.imageVariants[0].url)).headers.get("content-type")).to.equal("image/webp");

    const read = await call("GET", `${base}/${res.body.id}`, { token: ws.users.viewer.token });
    expect(read.status).to.equal(200);
    expect(read.body).to.deep.equal(res.body);
    const stored = (await experienceDoc(ws.brandId, experienceId).collection("products").doc(res.body.id).get()).data()!;
    expect(stored).to.include({ skuLower: "oak-1", nameLower: "oak dining table", imageUploadId, createdBy: ws.users.editor.uid });
    expect(stored.searchKeys).to.include.members(["o", "oak-1", "oak d", "dining", "table"]);
  });

  it("keeps SKUs unique in the experience, case-insensitively, even when two creates race", async () => {
    const first = await call("POST", base, { token, json: product({ sku: "DUP-1" }) });
    expect(first.status).to.equal(201);
    const again = await call("POST", base, { token, json: product({ sku: "dup-1" }) });
    expect(again.status).to.equal(409);
    expect(again.body.error.message).to.match(/already has SKU dup-1/);
    expect(again.body.error.issues).to.deep.equal([{ path: "sku", message: "This SKU is already used in this experience" }]);

    const racing = await Promise.all([1, 2, 3].map(() => call("POST", base, { token, json: product({ sku: "RACE-1" }) })));
    expect(racing.map((r) => r.status).sort()).to.deep.equal([201, 409, 409]);

    // Another experience of the brand may reuse the SKU.
    const other = await createExperience(ws, "Other");
    const elsewhere = await call("POST", `/v1/brands/${ws.brandId}/experiences/${other}/products`, { token, json: product({ sku: "DUP-1" }) });
    expect(elsewhere.status).to.equal(201);

    // Renaming a SKU onto a taken one is refused; onto its own (other case) is fine.
    const second = await call("POST", base, { token, json: product({ sku: "DUP-2" }) });
    expect((await call("PATCH", `${base}/${second.body.id}`, { token, json: { sku: "Dup-1" } })).status).to.equal(409);
    const recased = await call("PATCH", `${base}/${second.body.id}`, { token, json: { sku: "dup-2" } });
    expect(recased.status, recased.text).to.equal(200);
    expect(recased.body.sku).to.equal("dup-2");
  });

  it("validates price, currency, link and hotspot with clear messages", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ price: -1 }, "price", /cannot be negative/],
      [{ price: 10.555 }, "price", /EUR prices have at most 2 decimals/],
      [{ price: 10.5, currency: "JPY" }, "price", /JPY prices have no decimals/],
      [{ currency: "EURO" }, "currency", /ISO 4217/],
      [{ currency: "XYZ" }, "currency", /ISO 4217/],
      // Exactly the document's enum: upper case, no spaces (the CSV import normalises its cells).
      [{ currency: "eur" }, "currency", /ISO 4217/],
      [{ currency: " EUR" }, "currency", /ISO 4217/],
      [{ url: "javascript:alert(1)" }, "url", /Only http:\/\/ and https:\/\/ links are allowed, not javascript:/],
      [{ url: "ftp://files.example.com/a" }, "url", /not ftp:/],
      [{ url: "shop.example.com" }, "url", /full web address/],
      [{ sku: "" }, "sku", /SKU is required/],
      [{ name: "  " }, "name", /name is required/],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await call("POST", base, { token, json: product(overrides) });
      expect(res.status, JSON.stringify(overrides)).to.equal(400);
      const issue = res.body.error.issues.find((i: { path: string }) => i.path === path);
      expect(issue?.message, `${JSON.stringify(overrides)}: ${res.text}`).to.match(message);
    }
    expect((await call("POST", base, { token, json: product({ price: 1000, currency: "JPY" }) })).status).to.equal(201);
    expect((await call("POST", base, { token, json: product({ price: 1.234, currency: "KWD" }) })).status).to.equal(201);
    expect((await call("POST", base, { token, json: product({ price: 19.99, url: "http://shop.example.com/x" }) })).status).to.equal(201);

    const bad = await call("POST", base, { token, json: product({ hotspot: { sceneId: "noSuchScene", position: { x: 0, y: 1, z: 0 } } }) });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.issues).to.deep.equal([{ path: "hotspot.sceneId", message: "No such scene in this experience" }]);
  });

  it("checks an update's price against the stored currency", async () => {
    const created = await call("POST", base, { token, json: product({ price: 100 }) });
    const res = await call("PATCH", `${base}/${created.body.id}`, { token, json: { currency: "JPY", price: 100.5 } });
    expect(res.status).to.equal(400);
    const currencyOnly = await call("PATCH", `${base}/${created.body.id}`, { token, json: { currency: "JPY" } });
    expect(currencyOnly.status, currencyOnly.text).to.equal(200);
    const priceOnly = await call("PATCH", `${base}/${created.body.id}`, { token, json: { price: 99.5 } });
    expect(priceOnly.status).to.equal(400);
    expect(priceOnly.body.error.issues).to.deep.equal([{ path: "price", message: "JPY prices have no decimals" }]);
  });

  it("sets and clears a hotspot on a scene of the experience, the image and the link", async () => {
    const sceneId = await addScene(ws, experienceId, { name: "Showroom" });
    const created = await call("POST", base, { token, json: product({ imageUploadId: await uploadFile(ws, token) }) });
    const hotspot = { sceneId, position: { x: 1.5, y: 0.8, z: -2 } };
    const placed = await call("PATCH", `${base}/${created.body.id}`, { token, json: { hotspot } });
    expect(placed.status, placed.text).to.equal(200);
    expect(placed.body.hotspot).to.deep.equal(hotspot);
    const cleared = await call("PATCH", `${base}/${created.body.id}`, { token, json: { hotspot: null, imageUploadId: null, url: null } });
    expect(cleared.body).to.include({ hotspot: null, imageUrl: null, url: null });
    expect(Date.parse(cleared.body.updatedAt)).to.be.at.least(Date.parse(created.body.updatedAt));
  });

  it("refuses an upload that is not a finished image of this brand", async () => {
    const other = await createWorkspace("products-other");
    const foreign = await uploadFile(other, other.users.owner.token);
    const res = await call("POST", base, { token, json: product({ imageUploadId: foreign }) });
    expect(res.status).to.equal(400);
    expect(res.body.error.issues).to.deep.equal([{ path: "imageUploadId", message: "Upload the image first" }]);
  });

  it("answers 404 for an unknown experience or product, and never crosses tenants", async () => {
    const missingExperience = `/v1/brands/${ws.brandId}/experiences/noSuchExperience/products`;
    for (const [method, path, json] of [
      ["GET", missingExperience, undefined],
      ["POST", missingExperience, product()],
      ["POST", `${missingExperience}/import`, { csv: "sku,name,price,currency\nA,B,1,EUR" }],
      ["GET", `${missingExperience}/x`, undefined],
    ] as const) {
      const res = await call(method, path, { token, json });
      expect(res.status, `${method} ${path}`).to.equal(404);
      expect(res.body.error.message).to.equal("Experience not found");
    }
    const missing = await call("GET", `${base}/noSuchProduct`, { token });
    expect(missing.body.error.message).to.equal("Product not found");
    expect((await call("PATCH", `${base}/noSuchProduct`, { token, json: { name: "X" } })).status).to.equal(404);
    expect((await call("DELETE", `${base}/noSuchProduct`, { token })).status).to.equal(404);
  });

  it("deletes a product and unlinks the objects that opened it", async () => {
    const created = await call("POST", base, { token, json: product() });
    const opener = experienceDoc(ws.brandId, experienceId).collection("virtualObjects").doc("sample-oak-dining-table");
    await opener.set({ libraryObjectId: "sample-oak-dining-table", productId: created.body.id, updatedAt: FieldValue.serverTimestamp() });
    expect((await call("DELETE", `${base}/${created.body.id}`, { token: ws.users.viewer.token })).status).to.equal(403);
    const res = await call("DELETE", `${base}/${created.body.id}`, { token });
    expect(res.status).to.equal(200);
    expect((await call("GET", `${base}/${created.body.id}`, { token })).status).to.equal(404);
    expect((await opener.get()).get("productId")).to.equal(null);
  });

  describe("listing", () => {
    let listBase: string;
    before(async () => {
      const id = await createExperience(ws, "Listing");
      listBase = `/v1/brands/${ws.brandId}/experiences/${id}/products`;
      const names = ["Walnut side table", "Oak dining table", "oak stool", "Birch shelf", "Dining chair, oak"];
      for (const [index, name] of names.entries()) {
        const res = await call("POST", listBase, { token, json: product({ sku: `LST-${index}${name[0]}`, name }) });
        expect(res.status).to.equal(201);
      }
    });

    it("sorts by name with cursor pages", async () => {
      const first = await call("GET", `${listBase}?limit=2`, { token: ws.users.viewer.token });
      expect(first.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["Birch shelf", "Dining chair, oak"]);
      const second = await call("GET", `${listBase}?limit=2&cursor=${first.body.nextCursor}`, { token });
      expect(second.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["Oak dining table", "oak stool"]);
      const third = await call("GET", `${listBase}?limit=2&cursor=${second.body.nextCursor}`, { token });
      expect(third.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["Walnut side table"]);
      expect(third.body.nextCursor).to.equal(null);
    });

    it("sorts by most recently updated", async () => {
      const first = await call("GET", `${listBase}?sort=-updatedAt&limit=3`, { token });
      expect(first.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["Dining chair, oak", "Birch shelf", "oak stool"]);
      const rest = await call("GET", `${listBase}?sort=-updatedAt&limit=3&cursor=${first.body.nextCursor}`, { token });
      expect(rest.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["Oak dining table", "Walnut side table"]);
      expect(rest.body.nextCursor).to.equal(null);
    });

    it("searches by the start of the SKU, the name or a word of it", async () => {
      const search = async (q: string) =>
        (await call("GET", `${listBase}?q=${encodeURIComponent(q)}`, { token })).body.items.map((p: { name: string }) => p.name);
      expect(await search("oak")).to.deep.equal(["Dining chair, oak", "Oak dining table", "oak stool"]);
      expect(await search("Table")).to.deep.equal(["Oak dining table", "Walnut side table"]);
      expect(await search("lst-3")).to.deep.equal(["Birch shelf"]);
      expect(await search("dining t")).to.deep.equal(["Oak dining table"]);
      expect(await search("zebra")).to.deep.equal([]);
      const paged = await call("GET", `${listBase}?q=oak&limit=2`, { token });
      const next = await call("GET", `${listBase}?q=oak&limit=2&cursor=${paged.body.nextCursor}`, { token });
      expect(next.body.items.map((p: { name: string }) => p.name)).to.deep.equal(["oak stool"]);
      expect((await call("GET", `${listBase}?q=oak&sort=-updatedAt`, { token })).status).to.equal(400);
    });
  });

  describe("CSV import", () => {
    let importBase: string;
    let importExperience: string;
    beforeEach(async () => {
      importExperience = await createExperience(ws, "Import");
      importBase = `/v1/brands/${ws.brandId}/experiences/${importExperience}/products`;
    });
    const importCsv = (csv: string, as = token) => call("POST", `${importBase}/import`, { token: as, json: { csv } });
    const stored = async () => (await experienceDoc(ws.brandId, importExperience).collection("products").get()).docs.map((d) => d.data());

    it("creates new SKUs and updates existing ones, with quoted commas, newlines and quotes", async () => {
      const existing = await call("POST", importBase, {
        token,
        json: product({ sku: "CHAIR-1", name: "Old chair", imageUploadId: await uploadFile(ws, token) }),
      });
      const csv = [
        "\ufeffSKU,Name,Description,Price,Currency,image_url,url",
        'TABLE-1,"Table, oak","Seats six.\nSolid ""European"" oak",1299.99,eur,https://cdn.example.com/t.png,https://shop.example.com/t',
        "chair-1,Chair,,89,EUR,,",
        "LAMP-1,Lamp,Warm light,15000,JPY,,https://shop.example.com/l",
        "",
      ].join("\r\n");
      const res = await importCsv(csv);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.include({ dryRun: false, format: "vitrine", created: 2, updated: 1, unchanged: 0 });

      const list = await call("GET", importBase, { token });
      const byName = Object.fromEntries(list.body.items.map((p: { name: string }) => [p.name, p]));
      expect(byName["Table, oak"]).to.include({
        sku: "TABLE-1",
        description: 'Seats six.\nSolid "European" oak',
        price: 1299.99,
        currency: "EUR",
        imageUrl: "https://cdn.example.com/t.png",
        url: "https://shop.example.com/t",
      });
      // The existing product keeps its id, its uploaded image and its link (empty cells keep them).
      expect(byName.Chair).to.include({
        id: existing.body.id,
        sku: "chair-1",
        price: 89,
        description: "",
        imageUrl: existing.body.imageUrl,
        url: existing.body.url,
      });
      expect(byName.Lamp).to.include({ price: 15000, currency: "JPY", imageUrl: null });
      expect(list.body.items).to.have.length(3);
    });

    it("imports a semicolon-separated export with decimal commas", async () => {
      const csv = ["\ufeffsku;name;description;price;currency", 'EU-1;Fauteuil;"Chêne; tissu,\r\nlin";1249,90;EUR', "EU-2;Tabouret;;89;EUR", ""].join("\r\n");
      const res = await importCsv(csv);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.include({ created: 2, updated: 0 });
      const bySku = Object.fromEntries((await stored()).map((p) => [p.sku, p]));
      expect(bySku["EU-1"]).to.include({ name: "Fauteuil", description: "Chêne; tissu,\nlin", price: 1249.9, currency: "EUR" });
      expect(bySku["EU-2"]).to.include({ price: 89 });
    });

    it("says in a dry run what it would create, update and leave unchanged, writing nothing", async () => {
      const csv = ["sku,name,price,currency", "KEEP-1,Kept,10,EUR", "MOVE-1,Moved,10,EUR"].join("\n");
      expect((await importCsv(csv)).body).to.deep.include({ created: 2, updated: 0, unchanged: 0 });
      const next = ["sku,name,price,currency", "KEEP-1,Kept,10,EUR", "MOVE-1,Moved,12,EUR", "NEW-1,New,1,EUR"].join("\n");
      const dry = await call("POST", `${importBase}/import`, { token, json: { csv: next, dryRun: true } });
      expect(dry.status, dry.text).to.equal(200);
      expect(dry.body).to.deep.include({ dryRun: true, created: 1, updated: 1, unchanged: 1 });
      expect(dry.body.products.map((p: { sku: string; action: string; fields: string[] }) => [p.sku, p.action, p.fields])).to.deep.equal([
        ["KEEP-1", "unchanged", []],
        ["MOVE-1", "update", ["price"]],
        ["NEW-1", "create", []],
      ]);
      expect((await stored()).map((p) => [p.sku, p.price]).sort()).to.deep.equal([
        ["KEEP-1", 10],
        ["MOVE-1", 10],
      ]);
    });

    it("refuses the whole file when any row is wrong, reporting each problem by row and column", async () => {
      const csv = [
        "sku,name,description,price,currency,url",
        "GOOD-1,Good,,10,EUR,https://shop.example.com/g",
        "BAD-1,,,-5,EUR,javascript:alert(1)",
        "GOOD-2,Good 2,,10.5,JPY,",
        "good-1,Dup,,1,EUR,",
        'BAD-2,"Comma, unquoted",x,1,EUR,,extra',
      ].join("\n");
      const res = await importCsv(csv);
      expect(res.status).to.equal(422);
      expect(res.body.error.message).to.equal("4 rows have problems; nothing was imported. Fix them and import the file again.");
      expect(res.body.error.issues).to.deep.equal([
        { path: "rows.3.name", message: "Product name is required" },
        { path: "rows.3.price", message: "“-5” is not a price: write it like 1299.99 (a dot for decimals, no currency sign)" },
        { path: "rows.3.url", message: "Only http:// and https:// links are allowed, not javascript:" },
        { path: "rows.4.price", message: "JPY prices have no decimals" },
        { path: "rows.5.sku", message: "SKU good-1 is already on row 2" },
        { path: "rows.6", message: "This row has 7 cells but the header names 6 columns (a comma inside a value needs quotes)" },
      ]);
      expect(await stored()).to.deep.equal([]);

      const fixed = await importCsv(
        ["sku,name,description,price,currency,url", "GOOD-1,Good,,10,EUR,https://shop.example.com/g", "GOOD-2,Good 2,,10,JPY,"].join("\n"),
      );
      expect(fixed.status, fixed.text).to.equal(200);
      expect(fixed.body).to.deep.include({ created: 2, updated: 0 });
    });

    it("explains a bad header, a broken quote and an empty file", async () => {
      const header = await importCsv("sku,name,prce,currency\nA,B,1,EUR");
      expect(header.status).to.equal(422);
      expect(header.body.error.issues.map((i: { path: string; message: string }) => i.message)).to.deep.equal([
        "Unknown column “prce”: the columns are sku, name, description, price, currency, image_url, url",
        "The header row lacks the column price (the first row must name the columns)",
      ]);
      const quote = await importCsv('sku,name,price,currency\nA,"Open quote,1,EUR\n');
      expect(quote.status).to.equal(422);
      expect(quote.body.error.issues).to.deep.equal([{ path: "rows.2", message: 'A quoted value is never closed: check for a missing "' }]);
      expect((await importCsv("sku,name,price,currency\n")).body.error.issues[0].message).to.equal("The file has a header row but no rows below it");
      expect((await importCsv("")).status).to.equal(400);
      expect(await stored()).to.deep.equal([]);
    });

    it("refuses files over 500 rows with 413, and readers cannot import", async () => {
      const rows = Array.from({ length: 501 }, (_, i) => `S-${i},Item ${i},,1,EUR`);
      const big = await importCsv(["sku,name,description,price,currency", ...rows].join("\n"));
      expect(big.status).to.equal(413);
      expect(big.body.error.message).to.equal("This file has 501 product rows; one import takes at most 500. Split it into smaller files.");
      expect((await importCsv("sku,name,price,currency\nA,B,1,EUR", ws.users.viewer.token)).status).to.equal(403);
      expect(await stored()).to.deep.equal([]);
    });

    it("imports 500 rows in one go", async function () {
      this.timeout(120_000);
      const rows = Array.from({ length: 500 }, (_, i) => `BULK-${i},"Bulk item ${i}, oak","Line one\nline two",${i}.5,EUR,,https://shop.example.com/${i}`);
      const res = await importCsv(["sku,name,description,price,currency,image_url,url", ...rows].join("\n"));
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.include({ created: 500, updated: 0 });
      expect(res.body.products).to.have.length(100);
      const count = await experienceDoc(ws.brandId, importExperience).collection("products").count().get();
      expect(count.data().count).to.equal(500);
      const again = await importCsv(["sku,name,price,currency", ...Array.from({ length: 500 }, (_, i) => `bulk-${i},Renamed ${i},2,EUR`)].join("\n"));
      expect(again.body).to.deep.include({ created: 0, updated: 500, unchanged: 0 });
    });
  });

  it("keeps only the contract's fields in responses", async () => {
    const res = await call("GET", base, { token });
    for (const item of res.body.items) expect(item).to.not.have.any.keys("searchKeys", "skuLower", "nameLower", "imageUploadId", "createdBy");
  });

  describe("with 10 000 products", () => {
    let bigExperience: string;
    let bigBase: string;
    before(async function () {
      this.timeout(300_000);
      bigExperience = await createExperience(ws, "Big catalogue");
      bigBase = `/v1/brands/${ws.brandId}/experiences/${bigExperience}/products`;
      const col = experienceDoc(ws.brandId, bigExperience).collection("products");
      const words = ["Oak", "Walnut", "Birch", "Pine", "Teak"];
      const kinds = ["table", "chair", "shelf", "lamp", "bench"];
      for (let batchStart = 0; batchStart < 10_000; batchStart += 500) {
        const batch = db().batch();
        for (let i = batchStart; i < batchStart + 500; i++) {
          const sku = `BIG-${String(i).padStart(5, "0")}`;
          const name = `${words[i % 5]} ${kinds[Math.floor(i / 5) % 5]} ${i}`;
          batch.set(col.doc(), {
            sku,
            name,
            description: "",
            price: i,
            currency: "EUR",
            imageUrl: null,
            url: null,
            hotspot: null,
            skuLower: sku.toLowerCase(),
            nameLower: name.toLowerCase(),
            searchKeys: productSearchKeys(sku, name),
            createdAt: FieldValue.serverTimestamp(),
            updatedAt: FieldValue.serverTimestamp(),
            createdBy: "test",
          });
        }
        await batch.commit();
      }
    });
    after(async function () {
      this.timeout(300_000);
      await db().recursiveDelete(experienceDoc(ws.brandId, bigExperience));
    });

    it("lists, pages, sorts and searches quickly (indexed queries only)", async () => {
      const timed = async (path: string) => {
        const started = performance.now();
        const res = await call("GET", path, { token });
        expect(res.status, res.text).to.equal(200);
        return { body: res.body, ms: performance.now() - started };
      };
      const results = [
        await timed(`${bigBase}?limit=50`),
        await timed(`${bigBase}?sort=-updatedAt&limit=50`),
        await timed(`${bigBase}?q=walnut%20ch&limit=50`),
        await timed(`${bigBase}?q=big-0999&limit=50`),
        await timed(`${bigBase}?q=lamp&limit=50`),
      ];
      expect(results[0]!.body.items).to.have.length(50);
      expect(results[2]!.body.items.every((p: { name: string }) => p.name.startsWith("Walnut chair"))).to.equal(true);
      expect(results[3]!.body.items.map((p: { sku: string }) => p.sku)).to.have.length(10);
      const page2 = await timed(`${bigBase}?q=lamp&limit=50&cursor=${results[4]!.body.nextCursor}`);
      expect(page2.body.items).to.have.length(50);
      for (const { ms } of [...results, page2]) expect(ms).to.be.below(2000);
    });

    it("imports into the big catalogue, matching existing SKUs without reading them all", async () => {
      const res = await call("POST", `${bigBase}/import`, { token, json: { csv: "sku,name,price,currency\nbig-00001,Renamed,5,EUR\nNEW-1,New,1,EUR" } });
      expect(res.body).to.deep.include({ created: 1, updated: 1 });
    });
  });
});
