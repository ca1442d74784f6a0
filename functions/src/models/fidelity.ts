import type { Document } from "@gltf-transform/core";
import { KHRMaterialsVariants, type MappingList } from "@gltf-transform/extensions";
import sharp from "sharp";
import { rasterize, type Rgba, type Vec3, type WorldMesh } from "../images/scene-picture/rasterize.js";
import { boundsOf, fitCamera } from "../images/scene-picture/render-scene-picture.js";
import { ssim } from "../images/scene-picture/ssim.js";
import { worldMeshes } from "../images/scene-picture/world-meshes.js";

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
/** Big enough to see a lost silhouette or a blurred texture, small enough for a million triangles. */
const SIZE = 256;
const BACKGROUND: Vec3 = [128, 128, 128];
/** Three views a shopper sees: from the front-left and front-right at eye height, and from above. */
const DIRECTIONS: Vec3[] = [
  [-0.8, 0.45, 1],
  [0.8, 0.45, 1],
  [0.15, 1.6, 0.5],
];

export interface ModelViews {
  pictures: Rgba[];
  /** The cameras, fitted to the original: a variant is drawn from exactly the same ones. */
  cameras: ReturnType<typeof fitCamera>[];
}

function draw(meshes: WorldMesh[], cameras: ModelViews["cameras"]): Rgba[] {
  return cameras.map((camera) => rasterize(meshes, camera, { width: SIZE, height: SIZE, background: BACKGROUND }));
}

/** The model drawn from the three cameras, framed on its own bounds. */
export async function viewsOf(doc: Document): Promise<ModelViews> {
  const meshes = await worldMeshes(doc, IDENTITY);
  const box = boundsOf(meshes);
  const centre: Vec3 = box ? [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2] : [0, 0, 0];
  const cameras = DIRECTIONS.map((d) => fitCamera({ position: [centre[0] + d[0], centre[1] + d[1], centre[2] + d[2]], target: centre }, box, 1));
  return { pictures: draw(meshes, cameras), cameras };
}

/**
 * The three views side by side as one WebP (768×256): what the library shows to compare a variant
 * with the original at a glance.
 */
export async function viewStrip(pictures: Rgba[]): Promise<Uint8Array> {
  const strip = Buffer.alloc(SIZE * pictures.length * SIZE * 4);
  pictures.forEach((picture, i) => {
    for (let row = 0; row < SIZE; row++) {
      Buffer.from(picture.data.buffer, picture.data.byteOffset + row * SIZE * 4, SIZE * 4).copy(strip, (row * SIZE * pictures.length + i * SIZE) * 4);
    }
  });
  const webp = await sharp(strip, { raw: { width: SIZE * pictures.length, height: SIZE, channels: 4 } })
    .webp({ quality: 80 })
    .toBuffer();
  return new Uint8Array(webp);
}

/**
 * How much a variant still looks like the original: the mean SSIM of the two drawn from the same
 * three cameras (1 is identical), and the variant's own views. Rendering, not geometry, is
 * compared: a simplified mesh that keeps its silhouette and a texture scaled down past what a
 * phone shows both score high.
 */
export async function compareWith(original: ModelViews, variant: Document): Promise<{ fidelity: number; pictures: Rgba[] }> {
  const pictures = draw(await worldMeshes(variant, IDENTITY), original.cameras);
  const scores = pictures.map((picture, i) => ssim(original.pictures[i]!, picture));
  return { fidelity: Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1000) / 1000, pictures };
}

/** `compareWith`'s score alone. */
export const fidelityOf = async (original: ModelViews, variant: Document) => (await compareWith(original, variant)).fidelity;

/** The material variants (glTF's KHR_materials_variants) a model offers, by name, in the file's order; empty without the extension. */
export function materialVariantNames(doc: Document): string[] {
  const extension = doc
    .getRoot()
    .listExtensionsUsed()
    .find((e): e is KHRMaterialsVariants => e.extensionName === KHRMaterialsVariants.EXTENSION_NAME);
  return extension?.listVariants().map((variant) => variant.getName()) ?? [];
}

/**
 * Runs `draw` while `doc` shows material variant `name`: each primitive that maps the variant
 * wears its material, then every primitive gets its own back. In place rather than on a copy, as a
 * copy of a model of a million triangles costs more than the drawing.
 */
export async function withMaterialVariant<T>(doc: Document, name: string, draw: () => Promise<T>): Promise<T> {
  const restore: (() => void)[] = [];
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const mappings = primitive.getExtension<MappingList>(KHRMaterialsVariants.EXTENSION_NAME);
      const mapping = mappings?.listMappings().find((m) => m.listVariants().some((variant) => variant.getName() === name));
      const material = mapping?.getMaterial();
      if (!material) continue;
      const own = primitive.getMaterial();
      primitive.setMaterial(material);
      restore.push(() => primitive.setMaterial(own));
    }
  }
  try {
    return await draw();
  } finally {
    for (const undo of restore) undo();
  }
}

/** Each material variant of the original drawn from its cameras, by variant name. */
export async function variantViewsOf(original: ModelViews, doc: Document): Promise<Map<string, ModelViews>> {
  const views = new Map<string, ModelViews>();
  for (const name of materialVariantNames(doc)) {
    const pictures = await withMaterialVariant(doc, name, async () => draw(await worldMeshes(doc, IDENTITY), original.cameras));
    views.set(name, { pictures, cameras: original.cameras });
  }
  return views;
}

/** A delivery variant's SSIM against the original per material variant, each drawn wearing that variant's materials. */
export async function variantFidelityOf(originals: Map<string, ModelViews>, doc: Document): Promise<Record<string, number>> {
  const scores: Record<string, number> = {};
  for (const [name, original] of originals) {
    scores[name] = await withMaterialVariant(doc, name, async () => (await compareWith(original, doc)).fidelity);
  }
  return scores;
}
