/**
 * Responsive copies of an uploaded image: phones get a WebP of the width they show instead of
 * the original (up to 10 MB). The original is kept as uploaded; the copies are stored beside it
 * (`<folder>/variants/<width>w.webp`) and published like it.
 *
 * WebP only: every browser the viewer supports decodes it, and on this runtime it encodes in a
 * fraction of AVIF's time, so an upload's completion stays quick.
 */
import path from "node:path/posix";
import sharp from "sharp";
import { IMAGE_VARIANT_WIDTHS, type ImageVariant } from "@vitrine/contract";
import type { BlobStore } from "../storage/blob-store.js";

/** Decoding more pixels than this is refused (a small file can declare a huge canvas). */
export const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

export class UnreadableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnreadableImageError";
  }
}

export interface ResizedImage {
  /** The original's displayed size (EXIF orientation applied). */
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; bytes: Buffer }>;
}

/** The widths to make for an image `width` pixels wide: the standard ones below it, then its own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  const widths: number[] = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** Decodes the image once per width and encodes WebP copies, oriented upright and without metadata (no GPS position leaks). */
export async function resizeImage(bytes: Uint8Array): Promise<ResizedImage> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) throw new Error("no dimensions");
    // EXIF orientations 5-8 turn the picture a quarter: its displayed width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (err) {
    throw new UnreadableImageError(`the image cannot be read (${(err as Error).message})`);
  }
  const variants: ResizedImage["variants"] = [];
  for (const target of variantWidths(width)) {
    try {
      const { data, info } = await sharp(input, options)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, bytes: data });
    } catch (err) {
      throw new UnreadableImageError(`the image cannot be read (${(err as Error).message})`);
    }
  }
  return { width, height, variants };
}

/** Where a variant of the original at `key` is stored. */
export function variantKey(key: string, width: number): string {
  return path.join(path.dirname(key), "variants", `${width}w.webp`);
}

/**
 * Makes, stores and publishes the variants of the image stored at `key`. Returns the original's
 * size and the published variants, narrowest first.
 */
export async function makeImageVariants(store: BlobStore, key: string): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const resized = await resizeImage(await store.read(key));
  const variants: ImageVariant[] = [];
  for (const variant of resized.variants) {
    const variantPath = variantKey(key, variant.width);
    await store.write(variantPath, variant.bytes, "image/webp");
    variants.push({ url: await store.publish(variantPath), width: variant.width, height: variant.height, contentType: "image/webp" });
  }
  return { width: resized.width, height: resized.height, variants };
}
