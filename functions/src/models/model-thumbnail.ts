import type { Document } from "@gltf-transform/core";
import sharp from "sharp";
import { rasterize, type Vec3 } from "../images/scene-picture/rasterize.js";
import { boundsOf, fitCamera } from "../images/scene-picture/render-scene-picture.js";
import { worldMeshes } from "../images/scene-picture/world-meshes.js";
import { materialVariantNames, withMaterialVariant } from "./fidelity.js";

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
/** The library card's picture: 4:3, twice the size it is shown at on a desktop. */
export const THUMBNAIL_SIZE = { width: 480, height: 360 };
/** A material variant's swatch: the model wearing it, small enough for a row of them. */
export const SWATCH_SIZE = { width: 160, height: 120 };
/** From the front-left, a little above: how a shopper first sees a piece of furniture. */
const DIRECTION: Vec3 = [-0.9, 0.65, 1.2];
/** The card's own light grey, so the model stands on it rather than in a box. */
const BACKGROUND: Vec3 = [241, 241, 239];
/** Drawn at twice the size and scaled down: smooth edges without a multisampling rasteriser. */
const SUPERSAMPLE = 2;

/** A model's picture for the library (WebP), framed on its own bounds, as the server draws scene pictures. */
export async function modelThumbnail(doc: Document, { width, height } = THUMBNAIL_SIZE): Promise<Uint8Array> {
  const meshes = await worldMeshes(doc, IDENTITY);
  const box = boundsOf(meshes);
  const centre: Vec3 = box ? [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2] : [0, 0, 0];
  const camera = fitCamera({ position: [centre[0] + DIRECTION[0], centre[1] + DIRECTION[1], centre[2] + DIRECTION[2]], target: centre }, box, width / height);
  const picture = rasterize(meshes, camera, { width: width * SUPERSAMPLE, height: height * SUPERSAMPLE, background: BACKGROUND });
  const webp = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } })
    .resize(width, height)
    .webp({ quality: 82 })
    .toBuffer();
  return new Uint8Array(webp);
}

/** One swatch per material variant (glTF KHR_materials_variants), in the file's order: the model drawn wearing it. */
export async function materialVariantSwatches(doc: Document): Promise<{ name: string; bytes: Uint8Array }[]> {
  const swatches: { name: string; bytes: Uint8Array }[] = [];
  for (const name of materialVariantNames(doc)) {
    swatches.push({ name, bytes: await withMaterialVariant(doc, name, () => modelThumbnail(doc, SWATCH_SIZE)) });
  }
  return swatches;
}
