import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import path from "node:path";
import { localiseManifest, manifestSchema, productSchema } from "@vitrine/contract";
import { libraryCol } from "../../src/firestore/collections.js";
import { addScene, createExperience, experienceDoc } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const FABRICS = ["Linen", "Velvet green", "Leather tan"];

/** The repository's generator of the reference model with material variants (scripts/lib/variant-chair.mjs). */
type VariantChairs = typeof import("../../../scripts/lib/variant-chair.mjs");
const generator = (): Promise<VariantChairs> => import(path.resolve(__dirname, "../../../scripts/lib/variant-chair.mjs"));
const glbJson = (bytes: Buffer) => JSON.parse(bytes.subarray(20, 20 + bytes.readUInt32LE(12)).toString("utf8"));

describe("Product options: material variants of the product's model", () => {
  let ws: Workspace;
  let experienceId: string;
  let base: string;
  let chairId: string;
  let plainId: string;
  let otherWorkspaceModelId: string;

  /** A processed library model as the pipeline stores it, with the material variants it found. */
  async function model(tenantId: string | null, brandId: string | null, name: string, materialVariants: string[]) {
    const ref = libraryCol().doc();
    await ref.set({
      _id: ref.id,
      name,
      nameLower: name.toLowerCase(),
      tags: [],
      glb: "/models/chair.glb",
      tenantId,
      brandId,
      status: "ready",
      error: null,
      materialVariants,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return ref.id;
  }

  before(async () => {
    ws = await createWorkspace("product-options");
    experienceId = await createExperience(ws, "Lounge");
    await addScene(ws, experienceId);
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`;
    chairId = await model(ws.tenantId, ws.brandId, "Lounge chair", FABRICS);
    plainId = await model(ws.tenantId, ws.brandId, "Plain stool", []);
    otherWorkspaceModelId = await model("another-tenant", "another-brand", "Their chair", FABRICS);
  });

  const options = () => [
    { variant: "Linen", name: "Natural linen", sku: "CHAIR-LIN", price: 499, url: null },
    { variant: "Velvet green", name: "Green velvet", sku: "CHAIR-VEL", price: 549.9, url: "https://shop.example.com/chair?fabric=velvet" },
    { variant: "Leather tan", name: "Tan leather", sku: "CHAIR-LEA", price: 799, url: "https://shop.example.com/chair?fabric=leather" },
  ];
  const chair = (overrides: Record<string, unknown> = {}) => ({
    sku: `CHAIR-${Math.random().toString(36).slice(2, 8)}`,
    name: "Lounge chair",
    price: 499,
    currency: "EUR",
    url: "https://shop.example.com/chair",
    modelId: chairId,
    options: options(),
    ...overrides,
  });

  it("the library lists a model's material variant names, and none for a model without", async () => {
    const res = await call("GET", `/v1/library/${chairId}`, { token: ws.users.viewer.token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.materialVariants).to.deep.equal(FABRICS);
    expect((await call("GET", `/v1/library/${plainId}`, { token: ws.users.viewer.token })).body.materialVariants).to.deep.equal([]);
  });

  it("an uploaded model with variants keeps them through processing: the library names them, the served files carry them, and a product's options may use them", async () => {
    const token = ws.users.editor.token;
    const { VARIANT_CHAIRS, makeVariantChair } = await generator();
    const bytes = Buffer.from((await makeVariantChair(VARIANT_CHAIRS.small)).bytes);
    const ticket = await call("POST", `/v1/brands/${ws.brandId}/uploads`, {
      token,
      json: { kind: "model", fileName: "chair.glb", contentType: "model/gltf-binary", size: bytes.length },
    });
    await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: bytes });
    expect((await call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.body.uploadId}/complete`, { token })).body.status).to.equal("ready");
    const created = await call("POST", `/v1/brands/${ws.brandId}/library`, { token, json: { uploadId: ticket.body.uploadId, name: "Uploaded chair" } });
    expect(created.status, created.text).to.equal(201);
    let ready = created.body;
    for (const deadline = Date.now() + 90_000; ready.status === "processing";) {
      if (Date.now() > deadline) throw new Error("the model was still processing after 90 s");
      await new Promise((r) => setTimeout(r, 250));
      ready = (await call("GET", `/v1/library/${created.body._id}`, { token })).body;
    }
    expect(ready.status, ready.error).to.equal("ready");
    expect(ready.materialVariants).to.deep.equal(FABRICS);
    // A swatch per variant, drawn by the server wearing it: each a real picture, and no two alike.
    expect(ready.materialVariantSwatches.map((s: { name: string }) => s.name)).to.deep.equal(FABRICS);
    const swatchBytes = await Promise.all(
      ready.materialVariantSwatches.map(async (s: { picture: string }) => Buffer.from(await (await fetch(s.picture)).arrayBuffer()).toString("base64")),
    );
    expect(swatchBytes.every((b: string) => b.length > 200)).to.equal(true);
    expect(new Set(swatchBytes).size).to.equal(FABRICS.length);
    for (const url of [ready.glb, ...ready.variants.map((v: { glb: string }) => v.glb)]) {
      const json = glbJson(Buffer.from(await (await fetch(url)).arrayBuffer()));
      expect(json.extensionsUsed, url).to.include("KHR_materials_variants");
      expect(json.extensions.KHR_materials_variants.variants.map((v: { name: string }) => v.name)).to.deep.equal(FABRICS);
    }
    const product = await call("POST", base, { token, json: chair({ modelId: created.body._id }) });
    expect(product.status, product.text).to.equal(201);
  });

  it("creates a product with options, the first the default unless another is named, and stores them", async () => {
    const res = await call("POST", base, { token: ws.users.editor.token, json: chair({ sku: "CHAIR-1" }) });
    expect(res.status, res.text).to.equal(201);
    expect(productSchema.safeParse(res.body).success).to.equal(true);
    expect(res.body).to.deep.include({ modelId: chairId, options: options(), defaultOption: "Linen" });
    const stored = (await experienceDoc(ws.brandId, experienceId).collection("products").doc(res.body.id).get()).data()!;
    expect(stored).to.deep.include({ modelId: chairId, options: options(), defaultOption: "Linen" });

    const named = await call("POST", base, { token: ws.users.editor.token, json: chair({ defaultOption: "Leather tan" }) });
    expect(named.status, named.text).to.equal(201);
    expect(named.body.defaultOption).to.equal("Leather tan");

    const plain = await call("POST", base, { token: ws.users.editor.token, json: chair({ modelId: null, options: [] }) });
    expect(plain.status, plain.text).to.equal(201);
    expect(plain.body).to.deep.include({ modelId: null, options: [], defaultOption: null });
  });

  it("answers 422 naming each variant the model does not have, and writes nothing", async () => {
    const bad = [...options(), { variant: "Tweed", name: "Grey tweed", sku: "CHAIR-TWE", price: 599, url: null }];
    const res = await call("POST", base, { token: ws.users.editor.token, json: chair({ sku: "CHAIR-BAD", options: bad }) });
    expect(res.status, res.text).to.equal(422);
    expect(res.body.error.message).to.equal("The model Lounge chair has no material variant Tweed");
    expect(res.body.error.issues).to.deep.equal([{ path: "options.3.variant", message: "Lounge chair has no material variant Tweed" }]);
    const stored = await experienceDoc(ws.brandId, experienceId).collection("products").where("sku", "==", "CHAIR-BAD").get();
    expect(stored.empty).to.equal(true);

    const stool = await call("POST", base, { token: ws.users.editor.token, json: chair({ modelId: plainId }) });
    expect(stool.status).to.equal(422);
    expect(stool.body.error.message).to.equal("The model Plain stool has no material variant Linen, Velvet green, Leather tan");
  });

  it("refuses options a client got wrong with a 400: no model, a model outside the library, a variant or SKU twice, an unknown default, a price the currency cannot charge", async () => {
    const token = ws.users.editor.token;
    const cases: [Record<string, unknown>, string][] = [
      [{ modelId: null }, "modelId"],
      [{ modelId: otherWorkspaceModelId }, "modelId"],
      [{ modelId: "no-such-model" }, "modelId"],
      [{ options: [options()[0], { ...options()[1], variant: "Linen" }] }, "options.1.variant"],
      [{ options: [options()[0], { ...options()[1], sku: "chair-lin" }] }, "options.1.sku"],
      [{ defaultOption: "Tweed" }, "defaultOption"],
      [{ currency: "JPY", price: 50000, options: [{ ...options()[0], price: 499.5 }] }, "options.0.price"],
      [{ options: [{ ...options()[0], url: "javascript:alert(1)" }] }, "options.0.url"],
      [{ modelId: null, options: [], defaultOption: "Linen" }, "defaultOption"],
    ];
    for (const [overrides, path] of cases) {
      const res = await call("POST", base, { token, json: chair(overrides) });
      expect(res.status, `${JSON.stringify(overrides)}: ${res.text}`).to.equal(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        JSON.stringify(overrides),
      ).to.include(path);
    }
  });

  it("changes options like the product's other fields: editors may, viewers may not; a new list keeps the default only when it is still offered", async () => {
    const created = await call("POST", base, { token: ws.users.editor.token, json: chair({ defaultOption: "Velvet green" }) });
    const path = `${base}/${created.body.id}`;
    const viewer = await call("PATCH", path, { token: ws.users.viewer.token, json: { options: options().slice(0, 1) } });
    expect(viewer.status).to.equal(403);

    const kept = await call("PATCH", path, { token: ws.users.editor.token, json: { options: options().slice(1) } });
    expect(kept.status, kept.text).to.equal(200);
    expect(kept.body.defaultOption).to.equal("Velvet green");
    const dropped = await call("PATCH", path, { token: ws.users.editor.token, json: { options: options().slice(2) } });
    expect(dropped.body.defaultOption).to.equal("Leather tan");

    const unknown = await call("PATCH", path, { token: ws.users.editor.token, json: { options: [{ ...options()[0], variant: "Tweed" }] } });
    expect(unknown.status).to.equal(422);
    // The model cannot go while options remain; both together may.
    const noModel = await call("PATCH", path, { token: ws.users.editor.token, json: { modelId: null } });
    expect(noModel.status).to.equal(400);
    // A new currency that cannot charge a stored option's price (549.90).
    expect((await call("PATCH", path, { token: ws.users.editor.token, json: { options: options().slice(1, 2) } })).status).to.equal(200);
    const yen = await call("PATCH", path, { token: ws.users.editor.token, json: { currency: "JPY", price: 50000 } });
    expect(yen.status, yen.text).to.equal(400);
    expect(yen.body.error.issues[0].path).to.equal("options.0.price");
    const cleared = await call("PATCH", path, { token: ws.users.editor.token, json: { modelId: null, options: [] } });
    expect(cleared.status, cleared.text).to.equal(200);
    expect(cleared.body).to.deep.include({ modelId: null, options: [], defaultOption: null });
  });

  it("publishes the options in the manifest, and leaves a product without options as it was", async () => {
    const withOptions = await call("POST", base, { token: ws.users.editor.token, json: chair({ sku: "CHAIR-PUB", defaultOption: "Velvet green" }) });
    const without = await call("POST", base, { token: ws.users.editor.token, json: chair({ sku: "STOOL-PUB", modelId: null, options: [] }) });
    const res = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: ws.users.editor.token });
    expect(res.status, res.text).to.equal(201);
    const manifest = manifestSchema.parse(res.body.manifest);
    const published = manifest.products.find((p) => p.id === withOptions.body.id)!;
    expect(published).to.deep.include({ modelId: chairId, options: options(), defaultOption: "Velvet green" });
    const plain = manifest.products.find((p) => p.id === without.body.id)!;
    expect(Object.keys(plain)).to.not.include.members(["modelId", "options", "defaultOption"]);
  });

  it("options' names are translated like the product's own: listed with where they are, saved, exported in the CSV and published", async () => {
    const created = await call("POST", base, { token: ws.users.editor.token, json: chair({ sku: "CHAIR-FR" }) });
    expect(created.status, created.text).to.equal(201);
    const id = created.body.id as string;
    const languages = await call("PATCH", `/v1/brands/${ws.brandId}`, {
      token: ws.users.brandAdmin.token,
      json: { languages: { default: "en", others: ["fr"] } },
    });
    expect(languages.status, languages.text).to.equal(200);
    const translations = `/v1/brands/${ws.brandId}/experiences/${experienceId}/translations`;

    const listed = await call("GET", translations, { token: ws.users.viewer.token });
    expect(listed.status, listed.text).to.equal(200);
    const optionTexts = listed.body.texts.filter((t: { key: string }) => t.key.startsWith(`product.${id}.option.`));
    expect(optionTexts).to.deep.equal(
      options().map((option, i) => ({
        key: `product.${id}.option.${i}.name`,
        kind: "product",
        context: `Product “Lounge chair” · option “${option.variant}” · name`,
        source: option.name,
        translations: {},
      })),
    );

    const saved = await call("PATCH", `${translations}/fr`, {
      token: ws.users.editor.token,
      json: { texts: { [`product.${id}.option.1.name`]: "Velours vert" } },
    });
    expect(saved.status, saved.text).to.equal(200);
    const exported = await call("GET", `${translations}/csv`, { token: ws.users.viewer.token });
    expect((exported.body.csv as string).split("\r\n")).to.include(
      `product.${id}.option.1.name,Product “Lounge chair” · option “Velvet green” · name,Green velvet,Velours vert`,
    );

    const published = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: ws.users.editor.token });
    expect(published.status, published.text).to.equal(201);
    const manifest = manifestSchema.parse(published.body.manifest);
    expect(manifest.translations?.fr).to.deep.include({ [`product.${id}.option.1.name`]: "Velours vert" });
    expect(
      localiseManifest(manifest, "fr")
        .products.find((p) => p.id === id)!
        .options!.map((o) => o.name),
    ).to.deep.equal(["Natural linen", "Velours vert", "Tan leather"]);
  });
});

describe("Product dimensions: the size of the model showing the product, when the brand shows it", () => {
  it("publishes the library's real-world size for a product switched on and shown by a model, and nothing otherwise", async () => {
    const ws = await createWorkspace("product-dimensions");
    const token = ws.users.editor.token;
    const experienceId = await createExperience(ws, "Dining");
    const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
    const product = (sku: string, json: Record<string, unknown> = {}) =>
      call("POST", `${base}/products`, { token, json: { sku, name: sku, price: 100, currency: "EUR", ...json } });
    const table = await product("TABLE", { showDimensions: true });
    expect(table.status, table.text).to.equal(201);
    expect(table.body.showDimensions).to.equal(true);
    const hidden = await product("HIDDEN");
    expect(hidden.body.showDimensions).to.equal(false);
    const unshown = await product("UNSHOWN", { showDimensions: true });
    const bad = await call("PATCH", `${base}/products/${hidden.body.id}`, { token, json: { showDimensions: "yes" } });
    expect(bad.status, bad.text).to.equal(400);
    const viewer = await call("PATCH", `${base}/products/${hidden.body.id}`, { token: ws.users.viewer.token, json: { showDimensions: true } });
    expect(viewer.status, viewer.text).to.equal(403);

    // The oak table in the scene opens TABLE; HIDDEN is on the walnut table but is not switched on.
    const scene = (await call("GET", `${base}/scenes`, { token })).body.items[0];
    const at = (x: number) => ({ position: { x, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
    const placed = await call("PATCH", `${base}/scenes/${scene.id}`, {
      token,
      json: {
        version: scene.version,
        objects: [
          { id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(0) },
          { id: "walnut", kind: "model", libraryObjectId: "sample-walnut-side-table", transform: at(2) },
        ],
      },
    });
    expect(placed.status, placed.text).to.equal(200);
    for (const [modelId, productId] of [
      ["sample-oak-dining-table", table.body.id],
      ["sample-walnut-side-table", hidden.body.id],
    ]) {
      const linked = await call("PATCH", `${base}/virtual-objects/${modelId}`, { token, json: { productId } });
      expect(linked.status, linked.text).to.equal(200);
    }

    const published = await call("POST", `${base}/publish`, { token });
    expect(published.status, published.text).to.equal(201);
    const manifest = manifestSchema.parse(published.body.manifest);
    const oak = await call("GET", "/v1/library/sample-oak-dining-table", { token });
    expect(oak.status, oak.text).to.equal(200);
    const size = oak.body.realWorldSize;
    expect(size.width * size.height * size.depth).to.be.greaterThan(0);
    const byId = (id: string) => manifest.products.find((p) => p.id === id)!;
    expect(byId(table.body.id).dimensions).to.deep.equal(size);
    expect(byId(hidden.body.id)).to.not.have.property("dimensions");
    expect(byId(unshown.body.id)).to.not.have.property("dimensions");

    // Switched off again: the next version has no size.
    const off = await call("PATCH", `${base}/products/${table.body.id}`, { token, json: { showDimensions: false } });
    expect(off.body.showDimensions).to.equal(false);
    const again = await call("POST", `${base}/publish`, { token });
    expect(manifestSchema.parse(again.body.manifest).products.find((p) => p.id === table.body.id)).to.not.have.property("dimensions");
  });
});
