/**
 * The video wall as the editor draws it: a screen of rows x columns 16:9 cells standing on the
 * floor, its local origin at the bottom centre (so position y = 0 stands it on the floor).
 * The picture is a preview drawn on a canvas: each cell numbered in reading order, with the
 * title of the video it plays when the wall has one.
 */
import { VIDEO_WALL_GEOMETRY, videoWallLayout } from "@vitrine/contract";
import { CanvasTexture, SRGBColorSpace } from "three";

/** The wall's physical layout is the contract's, shared with the viewer. */
export const CELL_WIDTH = VIDEO_WALL_GEOMETRY.cellWidth;
export const CELL_HEIGHT = VIDEO_WALL_GEOMETRY.cellHeight;
export const CELL_GAP = VIDEO_WALL_GEOMETRY.gap;
/** The screen's bottom edge stands this high above the object's origin (the floor). */
export const WALL_LIFT = VIDEO_WALL_GEOMETRY.lift;

export interface WallGrid {
  rows: number;
  columns: number;
  titles: string[];
  /** What an empty cell reads, in the console's language. */
  emptyTitle?: string;
}

export function wallSize({ rows, columns }: Pick<WallGrid, "rows" | "columns">) {
  const { width, height } = videoWallLayout(rows, columns);
  return { width, height };
}

export function drawWallTexture(grid: WallGrid): CanvasTexture | null {
  if (typeof document === "undefined") return null;
  const { width, height } = wallSize(grid);
  const pixelsPerMetre = Math.min(400, 2048 / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * pixelsPerMetre);
  canvas.height = Math.round(height * pixelsPerMetre);
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.fillStyle = "#0b0d12";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const cellW = CELL_WIDTH * pixelsPerMetre;
  const cellH = CELL_HEIGHT * pixelsPerMetre;
  const gap = CELL_GAP * pixelsPerMetre;
  for (let row = 0; row < grid.rows; row += 1) {
    for (let column = 0; column < grid.columns; column += 1) {
      const index = row * grid.columns + column;
      const x = column * (cellW + gap);
      const y = row * (cellH + gap);
      const gradient = context.createLinearGradient(x, y, x + cellW, y + cellH);
      gradient.addColorStop(0, "#312e81");
      gradient.addColorStop(1, "#1e1b4b");
      context.fillStyle = gradient;
      context.fillRect(x, y, cellW, cellH);
      // A play mark in the middle of the cell.
      const r = cellH * 0.14;
      const cx = x + cellW / 2;
      const cy = y + cellH / 2 - cellH * 0.05;
      context.fillStyle = "rgba(255,255,255,0.16)";
      context.beginPath();
      context.arc(cx, cy, r * 1.6, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = "rgba(255,255,255,0.9)";
      context.beginPath();
      context.moveTo(cx - r * 0.55, cy - r * 0.8);
      context.lineTo(cx + r * 0.85, cy);
      context.lineTo(cx - r * 0.55, cy + r * 0.8);
      context.closePath();
      context.fill();
      context.font = `600 ${Math.round(cellH * 0.09)}px system-ui, sans-serif`;
      context.textAlign = "left";
      context.textBaseline = "top";
      context.fillStyle = "rgba(255,255,255,0.7)";
      context.fillText(String(index + 1), x + cellH * 0.06, y + cellH * 0.05);
      const title = grid.titles[index];
      context.textAlign = "center";
      context.textBaseline = "bottom";
      context.fillStyle = title ? "rgba(255,255,255,0.85)" : "rgba(255,255,255,0.4)";
      context.fillText(fitText(context, title ?? grid.emptyTitle ?? "Empty cell", cellW * 0.85), cx, y + cellH - cellH * 0.07);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

function fitText(context: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (context.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}
