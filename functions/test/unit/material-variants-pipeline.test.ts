import { NodeIO, type Document } from "@gltf-transform/core";
import { ALL_EXTENSIONS, KHRMaterialsVariants, type MappingList } from "@gltf-transform/extensions";
import { expect } from "chai";
import path from "node:path";
import { MeshoptDecoder } from "meshoptimizer";
import { materialVariantNames, variantFidelityOf, variantViewsOf, viewsOf, withMaterialVariant } from "../../src/models/fidelity.js";
import { processModel, type ModelProcessingOutcome } from "../../src/models/process-model.js";
import { validateGlb } from "../../src/models/validate-glb.js";
import { readUsd } from "../helpers/usd-reader.js";

/** The repository's generator of the reference model with material variants (scripts/lib/variant-chair.mjs). */
type VariantChairs = typeof import("../../../scripts/lib/variant-chair.mjs");
const generator = (): Promise<VariantChairs> => import(path.resolve(__dirname, "../../../scripts/lib/variant-chair.mjs"));

const LIMITS = { budgetMs: 280_000, memoryMb: 1536 };
/** As for the delivery variants (model-variants.test.ts): where a copy is hard to tell from its source. */
const FIDELITY_FLOOR = 0.95;

async function read(bytes: Uint8Array): Promise<Document> {
  await MeshoptDecoder.ready;
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ "meshopt.decoder": MeshoptDecoder }).readBinary(bytes);
}

/** Per variant name, the base colour (factor and texture's presence) of the material each mapped primitive wears. */
function looks(doc: Document): Record<string, string[]> {
  const byVariant: Record<string, string[]> = {};
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const mappings = primitive.getExtension<MappingList>(KHRMaterialsVariants.EXTENSION_NAME);
      for (const mapping of mappings?.listMappings() ?? []) {
        const material = mapping.getMaterial()!;
        const look = `${material.getName()} ${material
          .getBaseColorFactor()
          .map((v) => v.toFixed(2))
          .join(",")} ${material.getBaseColorTexture() ? "textured" : "plain"}`;
        for (const variant of mapping.listVariants()) (byVariant[variant.getName()] ??= []).push(look);
      }
    }
  }
  return byVariant;
}

function valid(outcome: ModelProcessingOutcome) {
  if (outcome.kind !== "valid") throw new Error(`expected a valid model, got ${JSON.stringify(outcome)}`);
  expect(outcome.optimizationError, "optimisation error").to.equal(undefined);
  expect(outcome.variantErrors).to.deep.equal({});
  return outcome;
}

describe("Material variants (KHR_materials_variants) through the model pipeline", function () {
  this.timeout(300_000);

  it("keeps the extension and every variant's material in the optimised file and both delivery variants, each variant as faithful as the floor", async () => {
    const { CHAIR_FABRICS, VARIANT_CHAIRS, makeVariantChair } = await generator();
    const chair = await makeVariantChair(VARIANT_CHAIRS.chair);
    const names = CHAIR_FABRICS.map((f) => f.name);
    expect((await validateGlb(chair.bytes)).errors).to.deep.equal([]);
    const source = await read(chair.bytes);
    const sourceLooks = looks(source);
    expect(Object.keys(sourceLooks)).to.deep.equal(names);

    // Strict budget: the phone file is simplified (75 000 triangles) and its textures scaled to 512 px.
    const outcome = valid(await processModel(chair.bytes, LIMITS, { metersPerUnit: 1, placement: "floor", budget: "strict" }));
    expect(outcome.optimized!.stats.materialVariants).to.deep.equal(names);
    const phone = outcome.variants.find((v) => v.name === "phone")!;
    const desktop = outcome.variants.find((v) => v.name === "desktop")!;
    expect(phone.bytes, "the phone file is made, not the optimised one").to.not.equal(null);
    expect(phone.stats.triangles).to.be.at.most(75_000);

    const files = { optimized: outcome.optimized!.bytes, phone: phone.bytes!, desktop: desktop.bytes ?? outcome.optimized!.bytes };
    for (const [file, bytes] of Object.entries(files)) {
      expect((await validateGlb(bytes)).errors, file).to.deep.equal([]);
      const doc = await read(bytes);
      expect(materialVariantNames(doc), file).to.deep.equal(names);
      // Every variant keeps its own material (colour and texture) on both cushions: none merged into another or dropped.
      expect(looks(doc), file).to.deep.equal(sourceLooks);
    }

    for (const variant of [phone, ...(desktop.bytes ? [desktop] : [])]) {
      expect(Object.keys(variant.materialVariantFidelity ?? {}), variant.name).to.deep.equal(names);
      for (const name of names) expect(variant.materialVariantFidelity![name], `${variant.name} ${name}`).to.be.at.least(FIDELITY_FLOOR);
    }

    // Quick Look has no variants: a USDZ per variant, each one the validator (TinyUSDZ) opens, with
    // the model's geometry and the variant's own upholstery.
    expect(outcome.usdz, outcome.usdzError).to.be.instanceOf(Uint8Array);
    expect(outcome.usdzVariants.map((v) => v.name)).to.deep.equal(names);
    const own = await readUsd(outcome.usdz!);
    // The fabric the file itself wears is the model's own USDZ, not made twice.
    expect(outcome.usdzVariants.map((v) => v.bytes === null)).to.deep.equal([true, false, false]);
    const upholstery: Record<string, string> = {};
    for (const { name, bytes } of outcome.usdzVariants.slice(1)) {
      const reading = await readUsd(bytes!, `${name}.usdz`);
      expect(
        reading.meshes.map((m) => m.points.length),
        name,
      ).to.deep.equal(own.meshes.map((m) => m.points.length));
      expect(bytes!.byteLength, `${name} stays as small as the model's own`).to.be.at.most(outcome.usdz!.byteLength * 1.5);
      upholstery[name] = JSON.stringify({ materials: reading.materials, images: reading.images.length });
    }
    upholstery[names[0]!] = JSON.stringify({ materials: own.materials, images: own.images.length });
    expect(new Set(Object.values(upholstery)).size, "every variant wears a material of its own").to.equal(names.length);
  });

  it("measures each variant apart: a file whose velvet lost its colour scores under the floor for velvet only", async () => {
    const { VARIANT_CHAIRS, makeVariantChair } = await generator();
    const original = await read((await makeVariantChair(VARIANT_CHAIRS.small)).bytes);
    const originals = await variantViewsOf(await viewsOf(original), original);
    expect([...originals.keys()]).to.deep.equal(["Linen", "Velvet green", "Leather tan"]);
    // The variants really look different: otherwise one measure would stand for all.
    const linenAsVelvet = await variantFidelityOf(new Map([["Velvet green", originals.get("Linen")!]]), original);
    expect(linenAsVelvet["Velvet green"]).to.be.below(FIDELITY_FLOOR);

    const broken = await read((await makeVariantChair(VARIANT_CHAIRS.small)).bytes);
    const velvet = broken
      .getRoot()
      .listMaterials()
      .find((m) => m.getName() === "Velvet green")!;
    velvet.setBaseColorFactor([0.9, 0.9, 0.9, 1]);
    const scores = await variantFidelityOf(originals, broken);
    expect(scores["Linen"]).to.equal(1);
    expect(scores["Leather tan"]).to.equal(1);
    expect(scores["Velvet green"]).to.be.below(FIDELITY_FLOOR);
  });

  it("puts every primitive's own material back after drawing a variant", async () => {
    const { VARIANT_CHAIRS, makeVariantChair } = await generator();
    const doc = await read((await makeVariantChair(VARIANT_CHAIRS.small)).bytes);
    const own = () =>
      doc
        .getRoot()
        .listMeshes()
        .flatMap((m) => m.listPrimitives().map((p) => p.getMaterial()?.getName()));
    const before = own();
    const during = await withMaterialVariant(doc, "Leather tan", async () => own());
    expect(during.filter((name) => name === "Leather tan")).to.have.length(2);
    expect(own()).to.deep.equal(before);
  });
});
