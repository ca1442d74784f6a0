import { VIDEO_WALL_GEOMETRY } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { tileLayout } from "./video-wall-layout";

const { cellWidth, cellHeight, gap, lift } = VIDEO_WALL_GEOMETRY;

describe("tileLayout", () => {
  it("lays the screens out in reading order, standing on the wall's origin", () => {
    const layout = tileLayout(2, 3);
    expect(layout.size.width).toBeCloseTo(3 * cellWidth + 2 * gap);
    expect(layout.size.height).toBeCloseTo(2 * cellHeight + gap);
    expect(layout.tiles.map((t) => [t.row, t.column])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
    ]);
    expect(layout.tiles[1].position[0]).toBeCloseTo(0);
    // The top row is above the bottom row, and the bottom edge is `lift` above the floor.
    expect(layout.tiles[0].position[1]).toBeGreaterThan(layout.tiles[3].position[1]);
    expect(layout.tiles[3].position[1] - cellHeight / 2).toBeCloseTo(lift);
    expect(layout.size.center[1]).toBeCloseTo(lift + layout.size.height / 2);
  });

  it("has at least one screen", () => {
    expect(tileLayout(0, 0).tiles).toHaveLength(1);
  });
});
