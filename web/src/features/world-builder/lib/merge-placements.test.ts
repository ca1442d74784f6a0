import { BoxGeometry, Matrix4, PlaneGeometry, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { mergePlacements, placementAtTriangle } from "./merge-placements";

describe("mergePlacements", () => {
  it("puts a moved and turned copy of the geometry at each placement", () => {
    const plane = new PlaneGeometry(1, 1);
    const turned = new Matrix4().makeRotationX(-Math.PI / 2).setPosition(5, 0, 0);
    const merged = mergePlacements(plane, [new Matrix4(), turned])!;
    const position = merged.geometry.getAttribute("position");
    const normal = merged.geometry.getAttribute("normal");
    expect(position.count).toBe(8);
    expect(merged.geometry.getIndex()!.count).toBe(12);
    // The second copy: moved 5 m along x, lying flat, facing up.
    expect(new Vector3().fromBufferAttribute(position, 4).x).toBeCloseTo(4.5);
    expect(new Vector3().fromBufferAttribute(position, 4).y).toBeCloseTo(0);
    expect(new Vector3().fromBufferAttribute(normal, 4).y).toBeCloseTo(1);
    expect(merged.geometry.getAttribute("uv").count).toBe(8);
    expect(merged.triangleStarts).toEqual([0, 2]);
  });

  it("indexes the second copy's vertices after the first's", () => {
    const merged = mergePlacements(new BoxGeometry(), [new Matrix4(), new Matrix4(), new Matrix4()])!;
    const index = merged.geometry.getIndex()!;
    expect(index.getX(36)).toBe(24);
    expect(merged.triangleStarts).toEqual([0, 12, 24]);
  });

  it("refuses geometry with morph targets", () => {
    const plane = new PlaneGeometry();
    plane.morphAttributes.position = [plane.getAttribute("position").clone()];
    expect(mergePlacements(plane, [new Matrix4()])).toBeNull();
  });
});

describe("placementAtTriangle", () => {
  it("finds the placement whose triangles include the hit one", () => {
    expect(placementAtTriangle([0, 12, 24], 0)).toBe(0);
    expect(placementAtTriangle([0, 12, 24], 11)).toBe(0);
    expect(placementAtTriangle([0, 12, 24], 12)).toBe(1);
    expect(placementAtTriangle([0, 12, 24], 40)).toBe(2);
  });
});
