/**
 * The video wall's geometry in three.js terms. The layout itself is the contract's
 * (`videoWallLayout`), shared with the world builder so a wall stands where the editor put it.
 */
import type { Manifest } from "@vitrine/contract";
import { videoWallLayout } from "@vitrine/contract/video-wall-layout";
import type { Vec3 } from "@/lib/three/framing";

export type VideoWallSettings = NonNullable<Manifest["videoWall"]>;

export interface TileLayout {
  /** The screen's size and its centre in the wall object's local space. */
  size: { width: number; height: number; center: Vec3 };
  /** Reading order: left to right, top to bottom (the order of the wall's videos). */
  tiles: { row: number; column: number; position: Vec3; width: number; height: number }[];
}

export function tileLayout(rows: number, columns: number): TileLayout {
  const layout = videoWallLayout(rows, columns);
  const top = Math.max(...layout.tiles.map((t) => t.center.y + t.height / 2));
  return {
    size: { width: layout.width, height: layout.height, center: [0, top - layout.height / 2, 0] },
    tiles: layout.tiles.map((t) => ({ row: t.row, column: t.column, position: [t.center.x, t.center.y, t.center.z], width: t.width, height: t.height })),
  };
}
