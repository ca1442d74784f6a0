import { expect } from "chai";
import path from "node:path";
import { manifestSchema } from "@vitrine/contract";
import { libraryCol } from "../../src/firestore/collections.js";
import { createExperience, uploadFile } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { readUsd } from "../helpers/usd-reader.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const FABRICS = ["Linen", "Velvet green", "Leather tan"];

/** The repository's generator of the reference model with material variants (scripts/lib/variant-chair.mjs). */
type VariantChairs = typeof import("../../../scripts/lib/variant-chair.mjs");
const generator = (): Promise<VariantChairs> => import(path.resolve(__dirname, "../../../scripts/lib/variant-chair.mjs"));

describe("AR Quick Look per product option: a USDZ for each material variant", () => {
  let ws: Workspace;
  let chairId: string;
  let ready: {
    ar: { usdz: string; usdzStatus: string; usdzError: string | null; usdzVariants: { name: string; usdz: string; size: number }[] };
    materialVariants: string[];
  };

  before(async function () {
    this.timeout(150_000);
    ws = await createWorkspace("ar-option-files");
    const token = ws.users.editor.token;
    const { VARIANT_CHAIRS, makeVariantChair } = await generator();
    const bytes = Buffer.from((await makeVariantChair(VARIANT_CHAIRS.small)).bytes);
    const uploadId = await uploadFile(ws, token, { kind: "model", fileName: "chair.glb", contentType: "model/gltf-binary", bytes });
    const created = await call("POST", `/v1/brands/${ws.brandId}/library`, { token, json: { uploadId, name: "Lounge chair" } });
    expect(created.status, created.text).to.equal(201);
    chairId = created.body._id;
    for (const deadline = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 250))) {
      ready = (await call("GET", `/v1/library/${chairId}`, { token })).body;
      if ((ready as unknown as { status: string }).status !== "processing") break;
      if (Date.now() > deadline) throw new Error("the model was still processing after 120 s");
    }
  });

  it("processing stores one USDZ per material variant beside the model's own, listed by name, each a file TinyUSDZ opens", async () => {
    expect(ready.ar.usdzStatus, ready.ar.usdzError ?? "").to.equal("ready");
    expect(ready.ar.usdzVariants.map((v) => v.name)).to.deep.equal(FABRICS);
    const stored = (await libraryCol().doc(chairId).get()).data()!;
    const bodies = new Set<string>();
    // The fabric the file wears anyway (the first, as the generator writes it) is the model's own USDZ.
    expect(ready.ar.usdzVariants[0]!.usdz).to.equal(ready.ar.usdz);
    expect(stored.usdzVariants[0].key).to.equal(stored.usdzKey);
    for (const [index, file] of ready.ar.usdzVariants.entries()) {
      if (index > 0) expect(stored.usdzVariants[index].key, file.name).to.equal(stored.originalKey.replace(/\.glb$/, `.variant-${index}.usdz`));
      const res = await fetch(file.usdz);
      expect(res.status, file.name).to.equal(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.byteLength).to.equal(file.size);
      const reading = await readUsd(bytes, `${file.name}.usdz`);
      expect(reading.meshes.length, file.name).to.be.above(0);
      bodies.add(JSON.stringify(reading.materials));
    }
    expect(bodies.size, "each file wears its own variant").to.equal(FABRICS.length);
  });

  it("the manifest lists each variant's USDZ with the model's, for AR to open the chosen option's", async () => {
    const token = ws.users.editor.token;
    const experienceId = await createExperience(ws, "Lounge");
    const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
    const scene = (await call("GET", `${base}/scenes`, { token })).body.items[0];
    const zero = { x: 0, y: 0, z: 0 };
    const placed = await call("PATCH", `${base}/scenes/${scene.id}`, {
      token,
      json: {
        version: scene.version,
        objects: [{ id: "chair", kind: "model", libraryObjectId: chairId, transform: { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } } }],
      },
    });
    expect(placed.status, placed.text).to.equal(200);
    const product = await call("POST", `${base}/products`, {
      token,
      json: {
        sku: "CHAIR",
        name: "Lounge chair",
        price: 499,
        currency: "EUR",
        modelId: chairId,
        options: [
          { variant: "Linen", name: "Natural linen", sku: "CHAIR-LIN", price: 499 },
          { variant: "Velvet green", name: "Green velvet", sku: "CHAIR-VEL", price: 549 },
        ],
      },
    });
    expect(product.status, product.text).to.equal(201);
    expect((await call("PATCH", `${base}/virtual-objects/${chairId}`, { token, json: { productId: product.body.id } })).status).to.equal(200);
    const res = await call("POST", `${base}/publish`, { token });
    expect(res.status, res.text).to.equal(201);
    const manifest = manifestSchema.parse(res.body.manifest);
    expect(manifest.models[chairId]!.ar).to.deep.equal({
      usdz: ready.ar.usdz,
      placement: "floor",
      variants: Object.fromEntries(ready.ar.usdzVariants.map((v) => [v.name, v.usdz])),
    });
    expect(manifest.models[chairId]!.productId).to.equal(product.body.id);
  });
});
