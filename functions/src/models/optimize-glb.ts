import { getBounds, Logger, NodeIO, type Document } from "@gltf-transform/core";
import { ALL_EXTENSIONS, KHRMaterialsVariants, type MappingList } from "@gltf-transform/extensions";
import { cloneDocument, compactPrimitive, dedup, meshopt, prune, simplify, textureCompress, weld } from "@gltf-transform/functions";
import { MeshoptDecoder, MeshoptEncoder, MeshoptSimplifier } from "meshoptimizer";
import sharp from "sharp";
import { compareWith, materialVariantNames, variantFidelityOf, variantViewsOf, viewStrip, viewsOf, withMaterialVariant } from "./fidelity.js";
import { documentToUsdz, type ArPlacement } from "./usdz/document-to-usdz.js";
import { BUDGET_LEVELS, type BudgetLevel, type VariantBudget } from "./variant-budgets.js";

export interface GlbStats {
  triangles: number;
  materials: number;
  textures: number;
  bbox: { min: [number, number, number]; max: [number, number, number] };
  /** Names of the material variants (KHR_materials_variants) the model offers, in the file's order. */
  materialVariants: string[];
}

export const MAX_TEXTURE_SIZE = 2048;

/**
 * Error bounds the simplifier is allowed, tried in turn (fractions of the mesh's radius): the
 * smallest that reaches the triangle budget is kept, so a model loses only as much shape as its
 * budget requires. 2% is where silhouettes start to visibly change; past it the budget still wins,
 * and the variant says which bound it took.
 */
const SIMPLIFY_ERROR_STEPS = [0.0005, 0.002, 0.005, 0.01, 0.02, 0.05, 1];

export interface VariantStats {
  bytes: number;
  triangles: number;
  textures: number;
  /** Longest side of the largest texture, 0 when there are none. */
  maxTextureSize: number;
}

export interface GlbVariant {
  name: VariantBudget["name"];
  /** The variant's GLB; null when the optimised file already fits the budget and serves as it (nothing degraded). */
  bytes: Uint8Array | null;
  stats: VariantStats;
  /** The simplifier's error bound that reached the triangle budget, null when not simplified. */
  simplificationError: number | null;
  /** Why the variant misses part of its budget, if it does (e.g. still over the byte target). */
  notes: string[];
  /** SSIM against the original drawn from the same cameras (`fidelity.ts`); null when unchanged or not measured. */
  fidelity: number | null;
  /** Those views side by side (WebP), to compare with the original's; null when not measured. */
  views: Uint8Array | null;
  /**
   * SSIM per material variant (by name), each drawn wearing that variant's materials against the
   * original wearing them; null when unchanged, not measured, or the model has no variants.
   */
  materialVariantFidelity: Record<string, number> | null;
}

async function io() {
  await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready, MeshoptSimplifier.ready]);
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    "meshopt.decoder": MeshoptDecoder,
    "meshopt.encoder": MeshoptEncoder,
  });
}

function countTriangles(doc: Document): number {
  let triangles = 0;
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      if (prim.getMode() !== 4 /* TRIANGLES */) continue;
      const count = prim.getIndices()?.getCount() ?? prim.getAttribute("POSITION")?.getCount() ?? 0;
      triangles += Math.floor(count / 3);
    }
  }
  return triangles;
}

function maxTextureSize(doc: Document): number {
  let max = 0;
  for (const texture of doc.getRoot().listTextures()) {
    const size = texture.getSize();
    if (size) max = Math.max(max, size[0], size[1]);
  }
  return max;
}

function statsOf(doc: Document): GlbStats {
  const root = doc.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const round = (v: number) => Math.round(v * 10000) / 10000;
  const bounds = scene ? getBounds(scene) : { min: [0, 0, 0], max: [0, 0, 0] };
  return {
    triangles: countTriangles(doc),
    materials: root.listMaterials().length,
    textures: root.listTextures().length,
    bbox: { min: bounds.min.map(round) as GlbStats["bbox"]["min"], max: bounds.max.map(round) as GlbStats["bbox"]["max"] },
    materialVariants: materialVariantNames(doc),
  };
}

/**
 * A file authored in another unit than metres (`metersPerUnit`, declared by an editor: glTF says
 * metres, but some exporters write centimetres) gets one root node scaling it to metres, so every
 * file made from it, the stats and the bounding box are in metres.
 */
function scaleToMetres(doc: Document, metersPerUnit: number) {
  if (metersPerUnit === 1) return;
  for (const scene of doc.getRoot().listScenes()) {
    const unit = doc.createNode("unit").setScale([metersPerUnit, metersPerUnit, metersPerUnit]);
    for (const child of scene.listChildren()) {
      scene.removeChild(child);
      unit.addChild(child);
    }
    scene.addChild(unit);
  }
}

/** The upload read and cleaned: duplicates merged, vertices welded (the simplifier needs it), unused data pruned; in metres. */
export async function prepareGlb(bytes: Uint8Array, metersPerUnit = 1): Promise<Document> {
  const doc = await (await io()).readBinary(bytes);
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  scaleToMetres(doc, metersPerUnit);
  await doc.transform(dedup(), weld(), prune());
  return doc;
}

/**
 * The optimised GLB viewers download when no variant suits them: textures over 2048 px scaled
 * down (format kept), geometry meshopt-compressed (three's GLTFLoader decodes it). Changes `doc`.
 * Stats are read before compression, when the geometry is still plain.
 */
async function optimizeDocument(doc: Document): Promise<{ bytes: Uint8Array; stats: GlbStats }> {
  if (doc.getRoot().listTextures().length > 0) {
    await doc.transform(textureCompress({ encoder: sharp, resize: [MAX_TEXTURE_SIZE, MAX_TEXTURE_SIZE] }));
  }
  const stats = statsOf(doc);
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: "medium" }));
  return { bytes: await (await io()).writeBinary(doc), stats };
}

export async function optimizeGlb(bytes: Uint8Array): Promise<{ bytes: Uint8Array; stats: GlbStats }> {
  return optimizeDocument(await prepareGlb(bytes));
}

/**
 * Simplifies `doc` to at most `maxTriangles` with meshoptimizer (through gltf-transform), trying
 * error bounds from the smallest up. Each try aims a little under the budget because the
 * simplifier stops near, not exactly at, its target. UV seams and material borders survive: the
 * simplifier never collapses vertices that were split for a seam. A pass that gains almost
 * nothing means the mesh has no connectivity to simplify along (a triangle soup, as some CAD
 * exports are): no bound will help, so the last resort comes at once, sparing the time and
 * memory of the passes between. Returns the bound used (Infinity: the sloppy simplifier).
 */
async function simplifyWithin(doc: Document, maxTriangles: number): Promise<number> {
  for (let step = 0; step < SIMPLIFY_ERROR_STEPS.length; step++) {
    const error = SIMPLIFY_ERROR_STEPS[step]!;
    const triangles = countTriangles(doc);
    if (triangles <= maxTriangles) return error;
    await doc.transform(simplify({ simplifier: MeshoptSimplifier, ratio: (maxTriangles / triangles) * 0.97, error }));
    const after = countTriangles(doc);
    if (after <= maxTriangles) return error;
    if (after > triangles * 0.99 && step < SIMPLIFY_ERROR_STEPS.length - 2) step = SIMPLIFY_ERROR_STEPS.length - 2;
  }
  sloppySimplify(doc, maxTriangles);
  return Infinity;
}

/**
 * The last resort for meshes the simplifier cannot reduce (no shared vertices): meshoptimizer's
 * sloppy simplifier, which merges vertices on a grid regardless of connectivity. Coarser, but it
 * keeps a phone from receiving millions of triangles.
 */
function sloppySimplify(doc: Document, maxTriangles: number) {
  const ratio = (maxTriangles / countTriangles(doc)) * 0.97;
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      const indices = prim.getIndices();
      const position = prim.getAttribute("POSITION");
      const positions = position?.getArray();
      if (prim.getMode() !== 4 || !indices || !(positions instanceof Float32Array)) continue;
      const target = Math.floor((ratio * indices.getCount()) / 3) * 3;
      const [simplified] = MeshoptSimplifier.simplifySloppy(new Uint32Array(indices.getArray()!), positions, 3, null, target, 1);
      const replacement = doc.createAccessor().setType("SCALAR").setArray(simplified).setBuffer(indices.getBuffer());
      prim.setIndices(replacement);
      if (indices.listParents().length === 1) indices.dispose();
      compactPrimitive(prim);
    }
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * A delivery variant of a prepared model within `budget` (see `VARIANT_BUDGETS`): simplified only
 * when over the triangle budget, textures scaled down to the budget and re-encoded as WebP
 * (EXT_texture_webp), geometry quantised and meshopt-compressed (EXT_meshopt_compression).
 * A model already within the budget, whose optimised file (`optimized`) also meets the byte
 * target, is not touched: that file serves as the variant (`bytes` null). `base` is not changed
 * unless `reuseBase`.
 */
export async function makeVariant(
  base: Document,
  budget: VariantBudget,
  optimized: { bytes: number },
  reuseBase = false,
  beforeCompression?: (doc: Document) => Promise<void>,
  measure?: (doc: Document) => Promise<{ fidelity: number; views: Uint8Array; materialVariantFidelity: Record<string, number> | null } | null>,
): Promise<GlbVariant> {
  const triangles = countTriangles(base);
  const textureSize = maxTextureSize(base);
  const withinTarget = budget.targetBytes === undefined || optimized.bytes <= budget.targetBytes;
  if (triangles <= budget.maxTriangles && textureSize <= budget.maxTextureSize && withinTarget) {
    const stats = { bytes: optimized.bytes, triangles, textures: base.getRoot().listTextures().length, maxTextureSize: textureSize };
    await beforeCompression?.(base);
    return { name: budget.name, bytes: null, stats, simplificationError: null, notes: [], fidelity: null, views: null, materialVariantFidelity: null };
  }
  const notes: string[] = [];
  // The last variant may use `base` itself (`reuseBase`): one copy less of a model that can be 100 MB.
  const doc = reuseBase ? base : cloneDocument(base);
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  const simplificationError = triangles > budget.maxTriangles ? await simplifyWithin(doc, budget.maxTriangles) : null;
  if (simplificationError === Infinity) notes.push("its mesh has no shared vertices to simplify along, so it was simplified coarsely (sloppy)");
  if (simplificationError !== null) await doc.transform(prune());
  if (doc.getRoot().listTextures().length > 0) {
    const size = budget.maxTextureSize;
    await doc.transform(textureCompress({ encoder: sharp, targetFormat: "webp", resize: [size, size] }));
  }
  const stats = { triangles: countTriangles(doc), textures: doc.getRoot().listTextures().length, maxTextureSize: maxTextureSize(doc) };
  const measured = (await measure?.(doc)) ?? null;
  await beforeCompression?.(doc);
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: "medium" }));
  const bytes = await (await io()).writeBinary(doc);
  if (stats.triangles > budget.maxTriangles) notes.push(`${stats.triangles} triangles, over the budget of ${budget.maxTriangles}`);
  if (budget.targetBytes !== undefined && bytes.byteLength > budget.targetBytes) {
    notes.push(
      `${megabytes(bytes.byteLength)}, over the ${megabytes(budget.targetBytes)} aim at ${budget.maxTriangles} triangles and ${budget.maxTextureSize} px textures`,
    );
  }
  return {
    name: budget.name,
    bytes,
    stats: { ...stats, bytes: bytes.byteLength },
    simplificationError: simplificationError === Infinity ? 1 : simplificationError,
    notes,
    fidelity: measured?.fidelity ?? null,
    views: measured?.views ?? null,
    materialVariantFidelity: measured?.materialVariantFidelity ?? null,
  };
}

export interface ModelOptions {
  /** Metres per unit of the uploaded file (1: metres, as glTF wants; 0.01: centimetres). */
  metersPerUnit: number;
  /** The variants' budgets the editor chose (`standard` when absent). */
  budget?: BudgetLevel;
  /** The AR placement hint written into the USDZ. */
  placement: ArPlacement;
}

export type OptimizationStep =
  | { kind: "optimized"; bytes: Uint8Array; stats: GlbStats }
  /** The original drawn from the three cameras the variants are compared from (WebP strip). */
  | { kind: "views"; bytes: Uint8Array }
  | { kind: "variant"; variant: GlbVariant }
  | { kind: "usdz"; bytes: Uint8Array }
  | { kind: "usdz-failed"; message: string }
  /**
   * The USDZ of the model wearing one of its material variants (Quick Look has no variants of its
   * own); null bytes: the variant is the look the file wears anyway, whose USDZ is the model's own.
   */
  | { kind: "usdz-variant"; name: string; bytes: Uint8Array | null };

/** Whether every primitive the variant maps already wears the variant's material (exporters give one variant as the file's own look). */
function wearsOwnLook(doc: Document, variant: string): boolean {
  return doc
    .getRoot()
    .listMeshes()
    .every((mesh) =>
      mesh.listPrimitives().every((primitive) => {
        const mappings = primitive.getExtension<MappingList>(KHRMaterialsVariants.EXTENSION_NAME);
        const mapping = mappings?.listMappings().find((m) => m.listVariants().some((v) => v.getName() === variant));
        return !mapping?.getMaterial() || mapping.getMaterial() === primitive.getMaterial();
      }),
    );
}

/**
 * The optimised file, each variant, then the USDZ for AR Quick Look (and one per material
 * variant), in the order the worker reports them: the optimised file first, as it is every
 * viewer's fallback. The USDZ is made from the phone variant's geometry and textures (what a phone
 * can hold in AR), before its meshopt compression, which USD cannot carry.
 */
export async function* optimizeWithVariants(
  bytes: Uint8Array,
  budgets: readonly VariantBudget[] | undefined,
  options: ModelOptions = { metersPerUnit: 1, placement: "floor" },
): AsyncGenerator<OptimizationStep> {
  budgets ??= BUDGET_LEVELS[options.budget ?? "standard"];
  const base = await prepareGlb(bytes, options.metersPerUnit);
  const optimized = await optimizeDocument(cloneDocument(base));
  // Read before yielding: the worker hands the bytes over to the caller's thread, emptying them here.
  const optimizedBytes = optimized.bytes.byteLength;
  yield { kind: "optimized", ...optimized };
  let usdz: OptimizationStep | null = null;
  let usdzVariants: OptimizationStep[] = [];
  const makeUsdz = async (doc: Document) => {
    const usdzOptions = { metersPerUnit: 1, placement: options.placement };
    try {
      usdz = { kind: "usdz", bytes: await documentToUsdz(doc, usdzOptions) };
      // One per material variant, the same geometry wearing the variant's materials: AR opens the
      // file of the option the visitor chose. None when the model's own one could not be made.
      usdzVariants = [];
      for (const name of materialVariantNames(doc)) {
        const bytes = wearsOwnLook(doc, name) ? null : await withMaterialVariant(doc, name, () => documentToUsdz(doc, usdzOptions));
        usdzVariants.push({ kind: "usdz-variant", name, bytes });
      }
    } catch (err) {
      usdz = { kind: "usdz-failed", message: err instanceof Error ? err.message : String(err) };
      usdzVariants = [];
    }
  };
  // The original drawn once, before the last variant may reuse (and change) `base`. A measure that
  // fails leaves the variants unmeasured, never unmade.
  const original = await viewsOf(base).catch(() => null);
  // Each material variant of the original too: a variant whose fabric lost its texture must show.
  const originalVariants = original ? await variantViewsOf(original, base).catch(() => null) : null;
  if (original) yield { kind: "views", bytes: await viewStrip(original.pictures) };
  const measure = async (doc: Document) => {
    if (!original) return null;
    try {
      const { fidelity, pictures } = await compareWith(original, doc);
      const materialVariantFidelity = originalVariants && originalVariants.size > 0 ? await variantFidelityOf(originalVariants, doc) : null;
      return { fidelity, views: await viewStrip(pictures), materialVariantFidelity };
    } catch {
      return null;
    }
  };
  for (const [i, budget] of budgets.entries()) {
    const hook = budget.name === "phone" ? makeUsdz : undefined;
    yield { kind: "variant", variant: await makeVariant(base, budget, { bytes: optimizedBytes }, i === budgets.length - 1, hook, measure) };
  }
  if (!usdz) await makeUsdz(base);
  yield usdz!;
  yield* usdzVariants;
}
