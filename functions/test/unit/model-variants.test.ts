import { Document as GltfDocument, NodeIO, type Document } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import { simplify, weld } from "@gltf-transform/functions";
import { MeshoptDecoder, MeshoptSimplifier } from "meshoptimizer";
import sharp from "sharp";
import { fidelityOf, viewsOf } from "../../src/models/fidelity.js";
import { BUDGET_LEVELS } from "../../src/models/variant-budgets.js";
import { modelBudgetLevels } from "@vitrine/contract";
import { largeGlb } from "../helpers/large-glb.js";
import { processModel, type ModelProcessingOutcome } from "../../src/models/process-model.js";
import { validateGlb } from "../../src/models/validate-glb.js";
import { readUsd } from "../helpers/usd-reader.js";

/** The repository's generator of heavy reference models (scripts/lib/heavy-models.mjs). */
type HeavyModels = typeof import("../../../scripts/lib/heavy-models.mjs");
const generator = (): Promise<HeavyModels> => import(path.resolve(__dirname, "../../../scripts/lib/heavy-models.mjs"));

const SMALL = readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb"));
/** The background function's limits (2 GiB instance, 1536 MB heap) with a budget a busy test machine can meet. */
const LIMITS = { budgetMs: 280_000, memoryMb: 1536 };

async function read(bytes: Uint8Array): Promise<Document> {
  await MeshoptDecoder.ready;
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ "meshopt.decoder": MeshoptDecoder }).readBinary(bytes);
}

const extensionsUsed = (doc: Document) =>
  doc
    .getRoot()
    .listExtensionsUsed()
    .map((e) => e.extensionName);
const triangles = (doc: Document) =>
  doc
    .getRoot()
    .listMeshes()
    .flatMap((m) => m.listPrimitives())
    .reduce((sum, p) => sum + (p.getIndices()?.getCount() ?? 0) / 3, 0);
const textureSizes = (doc: Document) =>
  doc
    .getRoot()
    .listTextures()
    .map((t) => Math.max(...(t.getSize() ?? [0, 0])));

/**
 * The least SSIM a delivery variant of a reference model must keep against its original. 0.95 is
 * where compressed pictures are commonly judged hard to tell from their source; the test below
 * shows a visibly degraded model (a sphere cut down to a few dozen triangles, or its texture lost)
 * scoring under it, so the floor tells a faithful variant from a broken one.
 */
const FIDELITY_FLOOR = 0.95;

function valid(outcome: ModelProcessingOutcome) {
  if (outcome.kind !== "valid") throw new Error(`expected a valid model, got ${JSON.stringify(outcome)}`);
  expect(outcome.optimizationError, "optimisation error").to.equal(undefined);
  expect(outcome.variantErrors).to.deep.equal({});
  const variant = (name: string) => outcome.variants.find((v) => v.name === name)!;
  return { ...outcome, phone: variant("phone"), desktop: variant("desktop") };
}

/** The silhouette holds: the variant's bounds stay within 1% of the model's size of the original's. */
async function expectSameBounds(original: Document, variant: Document) {
  const { getBounds } = await import("@gltf-transform/core");
  const a = getBounds(original.getRoot().listScenes()[0]!);
  const b = getBounds(variant.getRoot().listScenes()[0]!);
  const extent = Math.max(...a.max.map((v, i) => v - a.min[i]!));
  for (let i = 0; i < 3; i++) {
    expect(Math.abs(a.min[i]! - b.min[i]!)).to.be.below(extent * 0.01);
    expect(Math.abs(a.max[i]! - b.max[i]!)).to.be.below(extent * 0.01);
  }
}

describe("Delivery variants of uploaded models", function () {
  this.timeout(300_000);

  it("makes a phone variant of a model over the phone budget: ≤ 150 000 triangles, WebP textures ≤ 1024 px, meshopt, ≤ 5 MB, accepted by the validator", async () => {
    const { HEAVY_MODELS, makeHeavyModel } = await generator();
    const model = await makeHeavyModel(HEAVY_MODELS.medium);
    expect(model.triangles).to.be.above(150_000);
    const outcome = valid(await processModel(model.bytes, LIMITS));
    const phone = outcome.phone;
    expect(phone.bytes, "a separate phone file").to.not.equal(null);
    expect(phone.stats.triangles).to.be.at.most(150_000).and.above(100_000);
    expect(phone.stats.maxTextureSize).to.equal(1024);
    expect(phone.stats.bytes).to.equal(phone.bytes!.byteLength).and.be.at.most(5_000_000);
    expect(phone.simplificationError).to.be.a("number").and.at.most(0.02);
    expect(phone.notes).to.deep.equal([]);

    const doc = await read(phone.bytes!);
    expect(triangles(doc)).to.equal(phone.stats.triangles);
    expect(Math.max(...textureSizes(doc))).to.be.at.most(1024);
    expect(
      doc
        .getRoot()
        .listTextures()
        .map((t) => t.getMimeType()),
    ).to.satisfy((types: string[]) => types.every((t) => t === "image/webp"));
    expect(extensionsUsed(doc)).to.include.members(["EXT_meshopt_compression", "EXT_texture_webp", "KHR_mesh_quantization"]);
    expect((await validateGlb(phone.bytes!)).errors).to.deep.equal([]);
    await expectSameBounds(await read(model.bytes), doc);

    // Within the desktop budget already (200 000 triangles, 2048 px): the optimised file serves it, not degraded.
    expect(outcome.desktop.bytes).to.equal(null);
    expect(outcome.desktop.stats).to.deep.include({ triangles: 200_000, maxTextureSize: 2048, bytes: outcome.optimized!.bytes.byteLength });
  });

  it("does not degrade a model already within both budgets: both variants are the optimised file", async () => {
    const outcome = valid(await processModel(SMALL, LIMITS));
    for (const variant of [outcome.phone, outcome.desktop]) {
      expect(variant.bytes).to.equal(null);
      expect(variant.simplificationError).to.equal(null);
      expect(variant.stats).to.deep.equal({ bytes: outcome.optimized!.bytes.byteLength, triangles: 480, textures: 0, maxTextureSize: 0 });
    }
  });

  it("still brings a mesh without shared vertices (a triangle soup, as some CAD exports are) within the phone budget, and says how", async () => {
    const soup = largeGlb(10 * 1024 * 1024);
    const outcome = valid(await processModel(soup, LIMITS));
    expect(outcome.optimized!.stats.triangles).to.be.above(250_000);
    expect(outcome.phone.stats.triangles).to.be.at.most(150_000).and.above(0);
    expect(outcome.phone.notes.join(" ")).to.match(/no shared vertices/);
    expect((await validateGlb(outcome.phone.bytes!)).errors).to.deep.equal([]);
  });

  it("measures fidelity: a faithful copy scores 1, a coarsely simplified or untextured one falls under the floor", async () => {
    // A UV sphere of 20 000 triangles with a checker texture.
    const checker = await sharp(
      Buffer.from(Array.from({ length: 64 * 64 }, (_, i) => ((((i % 64) >> 3) + ((i >> 6) >> 3)) % 2 ? [230, 60, 40] : [30, 40, 200])).flat()),
      { raw: { width: 64, height: 64, channels: 3 } },
    )
      .png()
      .toBuffer();
    const make = async (textured: boolean) => {
      const doc = new GltfDocument();
      const buffer = doc.createBuffer();
      const [rings, segments] = [100, 100];
      const positions: number[] = [];
      const uvs: number[] = [];
      const indices: number[] = [];
      for (let r = 0; r <= rings; r++) {
        for (let s = 0; s <= segments; s++) {
          const [theta, phi] = [(r / rings) * Math.PI, (s / segments) * Math.PI * 2];
          positions.push(Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi));
          uvs.push(s / segments, r / rings);
        }
      }
      for (let r = 0; r < rings; r++) {
        for (let s = 0; s < segments; s++) {
          const a = r * (segments + 1) + s;
          indices.push(a, a + segments + 1, a + 1, a + 1, a + segments + 1, a + segments + 2);
        }
      }
      const material = doc.createMaterial();
      if (textured) material.setBaseColorTexture(doc.createTexture().setImage(new Uint8Array(checker)).setMimeType("image/png"));
      const prim = doc
        .createPrimitive()
        .setAttribute("POSITION", doc.createAccessor().setType("VEC3").setArray(new Float32Array(positions)).setBuffer(buffer))
        .setAttribute("TEXCOORD_0", doc.createAccessor().setType("VEC2").setArray(new Float32Array(uvs)).setBuffer(buffer))
        .setIndices(doc.createAccessor().setType("SCALAR").setArray(new Uint32Array(indices)).setBuffer(buffer))
        .setMaterial(material);
      doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(prim)));
      return doc;
    };
    const original = await viewsOf(await make(true));
    expect(await fidelityOf(original, await make(true))).to.equal(1);
    const coarse = await make(true);
    await coarse.transform(weld(), simplify({ simplifier: MeshoptSimplifier, ratio: 0.002, error: 1 }));
    expect(triangles(coarse)).to.be.below(400);
    const [coarseScore, untexturedScore] = [await fidelityOf(original, coarse), await fidelityOf(original, await make(false))];
    expect(coarseScore).to.be.below(FIDELITY_FLOOR);
    expect(untexturedScore).to.be.below(FIDELITY_FLOOR);
  });

  it("offers the same budget levels as the contract, each stricter than the next", () => {
    expect(Object.keys(BUDGET_LEVELS)).to.deep.equal([...modelBudgetLevels]);
    const phone = (level: keyof typeof BUDGET_LEVELS) => BUDGET_LEVELS[level].find((b) => b.name === "phone")!;
    expect(phone("strict").maxTriangles).to.be.below(phone("standard").maxTriangles);
    expect(phone("standard").maxTriangles).to.be.below(phone("detailed").maxTriangles);
  });

  it("brings the heavy reference model (≥ 500 000 triangles, 2048² and 4096² textures) within the desktop and phone budgets", async () => {
    const { HEAVY_MODELS, makeHeavyModel } = await generator();
    const model = await makeHeavyModel(HEAVY_MODELS.heavy);
    expect(model.triangles).to.be.at.least(500_000);
    expect(model.textureSizes).to.include(4096);
    expect(model.textureSizes.filter((s: number) => s === 2048).length).to.be.at.least(2);
    const outcome = valid(await processModel(model.bytes, LIMITS));
    const original = await read(model.bytes);

    for (const [variant, maxTriangles, maxTexture] of [
      [outcome.desktop, 500_000, 2048],
      [outcome.phone, 150_000, 1024],
    ] as const) {
      expect(variant.bytes, variant.name).to.not.equal(null);
      const doc = await read(variant.bytes!);
      expect(triangles(doc), variant.name).to.equal(variant.stats.triangles).and.be.at.most(maxTriangles);
      expect(Math.max(...textureSizes(doc)), variant.name).to.equal(maxTexture);
      expect(variant.stats.maxTextureSize).to.equal(maxTexture);
      expect((await validateGlb(variant.bytes!)).errors, variant.name).to.deep.equal([]);
      await expectSameBounds(original, doc);
    }
    // Drawn from the same three cameras, each variant still looks like the original (see FIDELITY_FLOOR).
    expect(outcome.desktop.fidelity).to.be.a("number").and.at.least(FIDELITY_FLOOR);
    expect(outcome.phone.fidelity).to.be.a("number").and.at.least(FIDELITY_FLOOR);
    // The phone variant is what a shopper on 4G downloads: within 5 MB and 10% of the upload.
    expect(outcome.phone.stats.bytes)
      .to.be.at.most(5_000_000)
      .and.at.most(model.bytes.byteLength * 0.1);
    // AR Quick Look's file, made from the phone variant, is fetched on tap: within 8 MB (it was
    // 24.9 MB from the whole model, 13.4 MB from the phone variant with PNG textures and 7-digit
    // text), and an independent USD parser opens it with all its meshes.
    expect(outcome.usdzError).to.equal(undefined);
    expect(outcome.usdz!.byteLength).to.be.at.most(8_000_000);
    const reading = await readUsd(outcome.usdz!);
    expect(reading.meshes.reduce((sum, mesh) => sum + mesh.faceVertexIndices.length / 3, 0)).to.equal(outcome.phone.stats.triangles);
  });
});
