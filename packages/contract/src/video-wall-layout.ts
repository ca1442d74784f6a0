/**
 * The wall's physical layout, shared by the world builder and the viewer so a wall stands where
 * the editor put it: 16:9 screens (a 43-inch panel each) with a thin gap, facing +z, the screen's
 * bottom edge `lift` metres above the object's origin (so position y = 0 stands it on the floor).
 * Free of zod, so the viewer can import it without the schemas.
 */
export const VIDEO_WALL_GEOMETRY = { cellWidth: 0.96, cellHeight: 0.54, gap: 0.02, lift: 0.35 } as const;

export interface VideoWallTile {
  row: number;
  column: number;
  /** Centre of the screen in the wall object's local space. */
  center: { x: number; y: number; z: number };
  width: number;
  height: number;
}

/** Screen size and each tile in reading order (left to right, top to bottom). */
export function videoWallLayout(rows: number, columns: number): { width: number; height: number; tiles: VideoWallTile[] } {
  const { cellWidth, cellHeight, gap, lift } = VIDEO_WALL_GEOMETRY;
  const r = Math.max(1, Math.floor(rows));
  const c = Math.max(1, Math.floor(columns));
  const width = c * cellWidth + (c - 1) * gap;
  const height = r * cellHeight + (r - 1) * gap;
  const tiles: VideoWallTile[] = [];
  for (let row = 0; row < r; row += 1) {
    for (let column = 0; column < c; column += 1) {
      tiles.push({
        row,
        column,
        center: {
          x: -width / 2 + cellWidth / 2 + column * (cellWidth + gap),
          y: lift + height - cellHeight / 2 - row * (cellHeight + gap),
          z: 0,
        },
        width: cellWidth,
        height: cellHeight,
      });
    }
  }
  return { width, height, tiles };
}
