import { describe, expect, it } from "vitest";
import { TILE_GAP, TILE_HEIGHT, TILE_WIDTH, tileLayout } from "./video-wall-layout";

describe("tileLayout", () => {
  it("lays the screens out in reading order, centred on the wall's origin", () => {
    const layout = tileLayout(2, 3);
    expect(layout.size.width).toBeCloseTo(3 * TILE_WIDTH + 2 * TILE_GAP);
    expect(layout.size.height).toBeCloseTo(2 * TILE_HEIGHT + TILE_GAP);
    expect(layout.tiles.map((t) => [t.row, t.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(layout.tiles[1].position[0]).toBeCloseTo(0);
    expect(layout.tiles[0].position[1]).toBeGreaterThan(0);
    expect(layout.tiles[3].position[1]).toBeLessThan(0);
  });

  it("has at least one screen", () => {
    expect(tileLayout(0, 0).tiles).toHaveLength(1);
  });
});
