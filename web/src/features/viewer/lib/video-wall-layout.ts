/**
 * The video wall's geometry: `rows` x `columns` 16:9 screens with a thin gap, centred on the
 * wall object's origin and facing +z (the object's transform places, turns and scales it).
 */
import type { Manifest } from "@contract";
import type { Vec3 } from "@/lib/three/framing";

export type VideoWallSettings = NonNullable<Manifest["videoWall"]>;

/** One screen, in metres at scale 1. */
export const TILE_WIDTH = 0.96;
export const TILE_HEIGHT = 0.54;
export const TILE_GAP = 0.04;

export interface TileLayout {
  size: { width: number; height: number };
  /** Reading order: left to right, top to bottom (the order of the wall's videos). */
  tiles: { row: number; column: number; position: Vec3; width: number; height: number }[];
}

export function tileLayout(rows: number, columns: number): TileLayout {
  const r = Math.max(1, Math.floor(rows));
  const c = Math.max(1, Math.floor(columns));
  const width = c * TILE_WIDTH + (c - 1) * TILE_GAP;
  const height = r * TILE_HEIGHT + (r - 1) * TILE_GAP;
  const tiles: TileLayout["tiles"] = [];
  for (let row = 0; row < r; row += 1) {
    for (let column = 0; column < c; column += 1) {
      const x = -width / 2 + TILE_WIDTH / 2 + column * (TILE_WIDTH + TILE_GAP);
      const y = height / 2 - TILE_HEIGHT / 2 - row * (TILE_HEIGHT + TILE_GAP);
      tiles.push({ row, column, position: [x, y, 0], width: TILE_WIDTH, height: TILE_HEIGHT });
    }
  }
  return { size: { width, height }, tiles };
}
