import QRCode from "qrcode";
import sharp from "sharp";
import { CODE_LOGO_MAX_SHARE, CODE_QUIET_ZONE } from "@vitrine/contract";

/** A QR code's modules, without the quiet zone, at error correction H. */
export interface QrSymbol {
  /** Modules per side. */
  size: number;
  dark(x: number, y: number): boolean;
  /** The centre square left to the logo (in modules), or null without a logo. */
  plate: { start: number; size: number } | null;
}

/** How a code is drawn: colours as `#rrggbb`, and the logo as PNG bytes (already checked to decode). */
export interface CodeStyle {
  foreground: string;
  background: string;
  logo: Buffer | null;
}

export const PLAIN_STYLE: CodeStyle = { foreground: "#000000", background: "#ffffff", logo: null };

/**
 * The largest odd number of modules within CODE_LOGO_MAX_SHARE of the width: odd, so the plate
 * sits exactly on the centre module of an odd-sized symbol.
 */
export function plateModules(size: number): number {
  const most = Math.floor(size * CODE_LOGO_MAX_SHARE);
  return most % 2 === 1 ? most : most - 1;
}

/**
 * The code of `text`, always at error correction H: printed codes get scuffed, and a logo hides
 * some of the modules. With a logo, the modules under the plate are left light, so the logo never
 * sits on a half-visible pattern that would mislead a scanner.
 */
export function qrSymbol(text: string, withLogo: boolean): QrSymbol {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "H" });
  const size = modules.size;
  const plateSize = withLogo ? plateModules(size) : 0;
  const plate = plateSize > 0 ? { start: (size - plateSize) / 2, size: plateSize } : null;
  const underPlate = (x: number, y: number) =>
    plate !== null && x >= plate.start && x < plate.start + plate.size && y >= plate.start && y < plate.start + plate.size;
  return { size, plate, dark: (x, y) => !underPlate(x, y) && Boolean(modules.get(y, x)) };
}

/** Runs of dark modules per row, as [x, y, length]: one rectangle per run, so no seams show between modules. */
export function darkRuns(symbol: QrSymbol): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let y = 0; y < symbol.size; y++) {
    let x = 0;
    while (x < symbol.size) {
      if (!symbol.dark(x, y)) {
        x++;
        continue;
      }
      const start = x;
      while (x < symbol.size && symbol.dark(x, y)) x++;
      runs.push([start, y, x - start]);
    }
  }
  return runs;
}

/** Where the logo goes inside the plate: half a module of the plate's colour around it. */
export function logoBox(symbol: QrSymbol): { x: number; y: number; size: number } | null {
  if (!symbol.plate) return null;
  const inset = 0.5;
  return { x: symbol.plate.start + inset, y: symbol.plate.start + inset, size: symbol.plate.size - 2 * inset };
}

/**
 * The code as SVG, in module units (the quiet zone included) scaled to `pixels` wide: crisp at any
 * print size. A logo is embedded as a PNG data URL, so the file stands alone.
 */
export function codeSvg(symbol: QrSymbol, style: CodeStyle, pixels: number): string {
  const q = CODE_QUIET_ZONE;
  const side = symbol.size + 2 * q;
  const path = darkRuns(symbol)
    .map(([x, y, length]) => `M${x + q} ${y + q}h${length}v1h-${length}z`)
    .join("");
  const box = logoBox(symbol);
  const logo =
    box && style.logo
      ? `<image x="${box.x + q}" y="${box.y + q}" width="${box.size}" height="${box.size}" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${style.logo.toString("base64")}"/>`
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${pixels}" height="${pixels}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="${style.background}"/>` +
    `<path fill="${style.foreground}" d="${path}"/>` +
    logo +
    `</svg>\n`
  );
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * The code as a PNG of whole pixels per module (no blur at the module edges), about `pixels` wide,
 * the logo fitted into the plate. Drawn at one pixel per module and enlarged by sharp (nearest
 * neighbour), which is what keeps two hundred codes within a request.
 */
export async function codePng(symbol: QrSymbol, style: CodeStyle, pixels: number): Promise<Buffer> {
  const q = CODE_QUIET_ZONE;
  const side = symbol.size + 2 * q;
  const scale = Math.max(1, Math.round(pixels / side));
  const width = side * scale;
  const raw = Buffer.alloc(side * side * 3);
  const dark = channels(style.foreground);
  const light = channels(style.background);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const on = x >= q && y >= q && x < q + symbol.size && y < q + symbol.size && symbol.dark(x - q, y - q);
      raw.set(on ? dark : light, (y * side + x) * 3);
    }
  }
  const enlarged = sharp(raw, { raw: { width: side, height: side, channels: 3 } }).resize(width, width, { kernel: "nearest" });
  const box = logoBox(symbol);
  if (!box || !style.logo) return enlarged.png({ compressionLevel: 6 }).toBuffer();
  const boxPixels = Math.floor(box.size * scale);
  const logo = await sharp(style.logo)
    .resize(boxPixels, boxPixels, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const at = Math.round((box.x + q) * scale);
  const code = await enlarged.raw().toBuffer();
  return sharp(code, { raw: { width, height: width, channels: 3 } })
    .composite([{ input: logo, left: at, top: at }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
