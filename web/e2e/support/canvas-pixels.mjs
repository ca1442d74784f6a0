// Reading a WebGL canvas from a test: a Playwright screenshot of it (8-bit RGB/RGBA PNG) decoded
// here, then summarised, so a test can tell a drawn model from a blank or background-only canvas.
import { inflateSync } from "node:zlib";

/** Decodes a non-interlaced 8-bit RGB/RGBA PNG into `{ width, height, channels, pixels }`. */
export function decodePng(buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString("latin1", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) throw new Error(`unexpected PNG format`);
      channels = colourType === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = value & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Euclidean distance between two RGB triples. */
export const colourDistance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * Visits the pixels of `picture` (a decoded PNG) inside `region` (fractions of the size: the part
 * a test looks at, e.g. below a floating toolbar), every `step` pixels, calling `visit(index)`.
 */
function forEachPixel({ width, height, channels }, { region = { left: 0, top: 0, right: 1, bottom: 1 }, step = 1 }, visit) {
  for (let y = Math.floor(height * region.top); y < height * region.bottom; y += step) {
    for (let x = Math.floor(width * region.left); x < width * region.right; x += step) visit((y * width + x) * channels);
  }
}

/**
 * What a canvas screenshot holds: the share of pixels clearly unlike `background` (the canvas is
 * not blank), the number of distinct 5-bit colours (it is shaded, not flat), and, given `marker`,
 * the share of pixels near that colour.
 */
export function canvasPicture(png, { background, marker, region, step }) {
  const picture = decodePng(png);
  const { pixels } = picture;
  const colours = new Set();
  let total = 0;
  let foreground = 0;
  let near = 0;
  forEachPixel(picture, { region, step }, (i) => {
    const rgb = [pixels[i], pixels[i + 1], pixels[i + 2]];
    total += 1;
    if (colourDistance(rgb, background) > 40) foreground += 1;
    if (marker && colourDistance(rgb, marker) < 60) near += 1;
    colours.add((rgb[0] >> 3) * 1024 + (rgb[1] >> 3) * 32 + (rgb[2] >> 3));
  });
  return { foreground: foreground / total, colours: colours.size, ...(marker && { marker: near / total }) };
}

/** Share of the pixels (in `region`, every `step`) whose colour clearly changed between two screenshots. */
export function changedShare(a, b, { region, step, threshold = 40 } = {}) {
  const [first, second] = [decodePng(a), decodePng(b)];
  if (first.width !== second.width || first.height !== second.height) return 1;
  let changed = 0;
  let total = 0;
  forEachPixel(first, { region, step }, (i) => {
    total += 1;
    const one = [first.pixels[i], first.pixels[i + 1], first.pixels[i + 2]];
    const two = [second.pixels[i], second.pixels[i + 1], second.pixels[i + 2]];
    if (colourDistance(one, two) > threshold) changed += 1;
  });
  return changed / total;
}
