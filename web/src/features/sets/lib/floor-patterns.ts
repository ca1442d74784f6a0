/**
 * Floor surfaces drawn on a 2D canvas on the device (no image downloads). They are light grey
 * patterns: the floor material's colour multiplies them, so the set's floor colour still decides
 * the tone, the pattern only adds lines, planks or grain, and the preset's light falls on all of it. Seeded, so a floor looks the same each time.
 */

import { seededRandom } from "@/lib/seeded-random";

/** Metres of floor one drawing of the pattern covers before it repeats. */
export const PATTERN_METRES = { grid: 1, wood: 1.6, concrete: 2 } as const;
export type PatternKind = keyof typeof PATTERN_METRES;

const grey = (value: number, alpha = 1) => {
  const v = Math.round(Math.min(1, Math.max(0, value)) * 255);
  return `rgba(${v}, ${v}, ${v}, ${alpha})`;
};

/** Eight planks across, each in staggered boards, with a little grain along their length. */
function drawWood(context: CanvasRenderingContext2D, size: number) {
  const next = seededRandom(7);
  const planks = 8;
  const plankWidth = size / planks;
  for (let i = 0; i < planks; i += 1) {
    const x = i * plankWidth;
    // Boards of a plank end at staggered places; the pattern repeats, so lengths divide the tile.
    const boards = 2;
    const offset = next() * size;
    for (let b = 0; b < boards; b += 1) {
      const tone = 0.86 + next() * 0.12;
      const y = (offset + (b * size) / boards) % size;
      const length = size / boards;
      for (const start of [y - size, y]) {
        context.fillStyle = grey(tone);
        context.fillRect(x, start, plankWidth, length);
        // Grain: thin, slightly darker lines that wander along the board.
        for (let g = 0; g < 9; g += 1) {
          const gx = x + 3 + next() * (plankWidth - 6);
          context.strokeStyle = grey(tone - 0.08 - next() * 0.08, 0.55);
          context.lineWidth = 0.6 + next() * 1.2;
          context.beginPath();
          context.moveTo(gx, start);
          const sway = (next() - 0.5) * 6;
          context.bezierCurveTo(gx + sway, start + length / 3, gx - sway, start + (2 * length) / 3, gx + sway / 2, start + length);
          context.stroke();
        }
        // The joint at the end of the board.
        context.fillStyle = grey(tone - 0.28, 0.9);
        context.fillRect(x, start, plankWidth, 1.5);
      }
    }
    // The seam between planks.
    context.fillStyle = grey(0.55, 0.9);
    context.fillRect(x, 0, 1.5, size);
  }
}

/** Fine speckle over soft blotches, like poured and polished concrete. */
function drawConcrete(context: CanvasRenderingContext2D, size: number) {
  const next = seededRandom(11);
  context.fillStyle = grey(0.9);
  context.fillRect(0, 0, size, size);
  for (let i = 0; i < 60; i += 1) {
    const x = next() * size;
    const y = next() * size;
    const r = size * (0.05 + next() * 0.15);
    const tone = 0.78 + next() * 0.2;
    // Drawn at the wrapped copies too, so the tile repeats without a visible edge.
    for (const [dx, dy] of [
      [0, 0],
      [-size, 0],
      [0, -size],
      [-size, -size],
      [size, 0],
      [0, size],
    ]) {
      const gradient = context.createRadialGradient(x + dx!, y + dy!, 0, x + dx!, y + dy!, r);
      gradient.addColorStop(0, grey(tone, 0.35));
      gradient.addColorStop(1, grey(tone, 0));
      context.fillStyle = gradient;
      context.fillRect(x + dx! - r, y + dy! - r, r * 2, r * 2);
    }
  }
  for (let i = 0; i < size * size * 0.08; i += 1) {
    context.fillStyle = grey(0.55 + next() * 0.45, 0.35);
    context.fillRect(Math.floor(next() * size), Math.floor(next() * size), 1, 1);
  }
}

/** A metre square: a strong line on its edge (the metre) and lighter ones every 25 cm. */
function drawGrid(context: CanvasRenderingContext2D, size: number) {
  context.fillStyle = grey(1);
  context.fillRect(0, 0, size, size);
  context.fillStyle = grey(0.8);
  for (let i = 1; i < 4; i += 1) {
    const at = Math.round((i * size) / 4);
    context.fillRect(at - 1, 0, 2, size);
    context.fillRect(0, at - 1, size, 2);
  }
  // Split over both edges so the line is whole where tiles meet.
  context.fillStyle = grey(0.6);
  for (const at of [0, size - 2]) {
    context.fillRect(at, 0, 2, size);
    context.fillRect(0, at, size, 2);
  }
}

/** A square canvas holding one tile of the pattern. */
export function drawFloorPattern(kind: PatternKind, size = 512): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return canvas;
  if (kind === "grid") drawGrid(context, size);
  else if (kind === "wood") drawWood(context, size);
  else drawConcrete(context, size);
  return canvas;
}
