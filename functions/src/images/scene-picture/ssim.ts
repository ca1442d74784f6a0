import type { Rgba } from "./rasterize.js";

/** Luma (Rec. 601) of an sRGB picture, one byte per pixel. */
export function luma({ width, height, data }: Rgba): { width: number; height: number; data: Float32Array } {
  const out = new Float32Array(width * height);
  for (let i = 0; i < width * height; i++) out[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return { width, height, data: out };
}

const WINDOW = 8;
const STRIDE = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/**
 * Structural similarity (Wang et al., 2004) of two pictures of the same size, on luma, averaged over
 * 8×8 windows every 4 pixels: 1 for identical pictures, lower as structure, contrast or brightness
 * differ. The usual measure of how much a compressed picture still looks like its original.
 */
export function ssim(a: Rgba, b: Rgba): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error("ssim: pictures of different sizes");
  const x = luma(a).data;
  const y = luma(b).data;
  const { width, height } = a;
  let total = 0;
  let windows = 0;
  for (let top = 0; top + WINDOW <= height; top += STRIDE) {
    for (let left = 0; left + WINDOW <= width; left += STRIDE) {
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let syy = 0;
      let sxy = 0;
      for (let row = top; row < top + WINDOW; row++) {
        for (let col = left; col < left + WINDOW; col++) {
          const p = x[row * width + col]!;
          const q = y[row * width + col]!;
          sx += p;
          sy += q;
          sxx += p * p;
          syy += q * q;
          sxy += p * q;
        }
      }
      const n = WINDOW * WINDOW;
      const mx = sx / n;
      const my = sy / n;
      const vx = sxx / n - mx * mx;
      const vy = syy / n - my * my;
      const cov = sxy / n - mx * my;
      total += ((2 * mx * my + C1) * (2 * cov + C2)) / ((mx * mx + my * my + C1) * (vx + vy + C2));
      windows++;
    }
  }
  return windows ? total / windows : 1;
}
