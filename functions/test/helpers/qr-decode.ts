/**
 * Reads QR codes back the way a phone would: pictures are decoded by ZXing (its TypeScript port),
 * an independent reader, never by the library that drew them. SVG is rasterised by sharp (librsvg)
 * and PDF pages by Mozilla's pdf.js, so what is checked is what a viewer or a printer draws.
 */
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from "@zxing/library";

/** The text of the one QR code in a grey-scale picture, seen exactly as given; throws when none is found. */
export function decodeLuminance(grey: Uint8ClampedArray, width: number, height: number): string {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height)));
  return new QRCodeReader().decode(bitmap, hints).getText();
}

/**
 * Tilts of the picture a reading also tries. ZXing's detector misses about one in ten perfectly
 * square, pixel-exact codes (its grid sampler lands outside the picture), which the same reader
 * decodes once the picture is turned a few degrees; a phone never holds a code exactly square.
 * A code still has to decode whole, error correction included, in one of these views.
 */
const TILTS = [0, 4, -4, 9];

/** The text of the one QR code in a grey-scale picture, as a camera held square or slightly tilted reads it. */
export async function decodeGrey(grey: Uint8ClampedArray, width: number, height: number): Promise<string> {
  let failure: unknown;
  for (const tilt of TILTS) {
    try {
      if (tilt === 0) return decodeLuminance(grey, width, height);
      const turned = await sharp(Buffer.from(grey.buffer, grey.byteOffset, grey.byteLength), { raw: { width, height, channels: 1 } })
        .rotate(tilt, { background: "#ffffff" })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return decodeLuminance(new Uint8ClampedArray(turned.data), turned.info.width, turned.info.height);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * The text of the QR code in an image file (PNG, SVG, anything sharp reads), drawn at `pixels`
 * wide over white, as a camera sees a code on paper.
 */
export async function decodeImage(file: Uint8Array, pixels = 600): Promise<string> {
  const { data, info } = await sharp(Buffer.from(file), { density: 300 })
    .resize(pixels, pixels, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return decodeGrey(new Uint8ClampedArray(data), info.width, info.height);
}

export interface RenderedPage {
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
  /** Page size in points. */
  points: { width: number; height: number };
  /** RGBA pixels. */
  rgba: Uint8ClampedArray;
}

/** Every page of a PDF rasterised by pdf.js at `scale` pixels per point. */
export async function renderPdf(pdf: Uint8Array, scale = 3): Promise<RenderedPage[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const require = createRequire(__filename);
  const fonts = path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: fonts, verbosity: 0 }).promise;
  const pages: RenderedPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const { canvas, context } = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory.create(width, height);
    await page.render({ canvasContext: context, viewport, canvas } as never).promise;
    const points = page.getViewport({ scale: 1 });
    pages.push({ scale, width, height, points: { width: points.width, height: points.height }, rgba: context.getImageData(0, 0, width, height).data });
  }
  await doc.destroy();
  return pages;
}

interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: unknown; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
}

/** The grey-scale pixels of a rectangle of a rendered page, given in points from the top-left. */
export function cropGrey(page: RenderedPage, box: { x: number; y: number; width: number; height: number }) {
  const left = Math.max(0, Math.floor(box.x * page.scale));
  const top = Math.max(0, Math.floor(box.y * page.scale));
  const width = Math.min(page.width - left, Math.ceil(box.width * page.scale));
  const height = Math.min(page.height - top, Math.ceil(box.height * page.scale));
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((top + y) * page.width + left + x) * 4;
      const alpha = page.rgba[i + 3]! / 255;
      // Transparent canvas pixels are the paper: white.
      const lum = (page.rgba[i]! * 299 + page.rgba[i + 1]! * 587 + page.rgba[i + 2]! * 114) / 1000;
      grey[y * width + x] = lum * alpha + 255 * (1 - alpha);
    }
  }
  return { grey, width, height };
}
