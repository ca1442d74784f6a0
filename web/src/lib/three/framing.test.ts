import { describe, expect, it } from "vitest";
import {
  THREE_QUARTER_VIEW,
  boundingRadius,
  boxCentre,
  boxSize,
  fitBoxDistance,
  frameBox,
  framingDistance,
  gridScale,
  groundOffset,
  translateBox,
  type Box,
} from "./framing";

const diningTable: Box = { min: [-0.9, 0, -0.45], max: [0.9, 0.75, 0.45] };
const empty: Box = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };

describe("box maths", () => {
  it("measures size, centre and bounding radius", () => {
    expect(boxSize(diningTable)).toEqual([1.8, 0.75, 0.9]);
    expect(boxCentre(diningTable)).toEqual([0, 0.375, 0]);
    expect(boundingRadius(diningTable)).toBeCloseTo(Math.hypot(1.8, 0.75, 0.9) / 2, 10);
  });

  it("treats an empty box as a small one instead of producing NaN", () => {
    expect(boxSize(empty)).toEqual([0, 0, 0]);
    expect(groundOffset(empty)).toEqual([0, 0, 0]);
    expect(boundingRadius(empty)).toBe(0.05);
  });

  it("centres a model over the origin and stands it on the ground", () => {
    const floating: Box = { min: [1, 2, -3], max: [3, 4, -1] };
    const offset = groundOffset(floating);
    expect(offset).toEqual([-2, -2, 2]);
    expect(translateBox(floating, offset)).toEqual({ min: [-1, 0, -1], max: [1, 2, 1] });
  });
});

describe("framingDistance", () => {
  it("fits a sphere exactly in a square view without margin", () => {
    // With a 90° field of view the half-angle is 45°: distance = r / sin(45°).
    expect(framingDistance(1, 90, 1, 1)).toBeCloseTo(Math.SQRT2, 10);
  });

  it("moves back for a portrait viewport, where the horizontal field of view is narrower", () => {
    expect(framingDistance(1, 35, 0.5)).toBeGreaterThan(framingDistance(1, 35, 1));
    expect(framingDistance(1, 35, 2)).toBeCloseTo(framingDistance(1, 35, 1), 10);
  });

  it("scales with the radius and the margin", () => {
    expect(framingDistance(2, 35, 1.6, 1.2)).toBeCloseTo(2 * framingDistance(1, 35, 1.6, 1.2), 10);
    expect(framingDistance(1, 35, 1.6, 1.5)).toBeGreaterThan(framingDistance(1, 35, 1.6, 1.2));
  });
});

describe("frameBox", () => {
  it("looks at the centre from the framing distance, with orbit limits around it", () => {
    const framing = frameBox(diningTable, 35, 1.6);
    const distance = Math.hypot(...framing.position.map((value, axis) => value - framing.target[axis]));
    expect(framing.target).toEqual([0, 0.375, 0]);
    expect(distance).toBeCloseTo(fitBoxDistance(diningTable, THREE_QUARTER_VIEW, 35, 1.6), 6);
    // From the front right and above, so the table top is visible.
    expect(framing.position[0]).toBeGreaterThan(0);
    expect(framing.position[1]).toBeGreaterThan(framing.target[1]);
    expect(framing.position[2]).toBeGreaterThan(0);
    expect(framing.minDistance).toBeGreaterThan(boundingRadius(diningTable));
    expect(framing.maxDistance).toBeGreaterThan(distance);
    expect(framing.near).toBeLessThan(distance - boundingRadius(diningTable));
    expect(framing.far).toBeGreaterThan(distance + boundingRadius(diningTable));
  });
});

describe("fitBoxDistance", () => {
  it("fits a cube seen face-on exactly, without margin", () => {
    // Looking along +z at a unit cube: the near face (half-size 0.5, 0.5 nearer) must fit a 90° view.
    const cube: Box = { min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] };
    expect(fitBoxDistance(cube, [0, 0, 1], 90, 1, 1)).toBeCloseTo(1, 10);
  });

  it("frames a long, low table closer than its bounding sphere would", () => {
    const fitted = fitBoxDistance(diningTable, THREE_QUARTER_VIEW, 35, 1.8);
    expect(fitted).toBeLessThan(framingDistance(boundingRadius(diningTable), 35, 1.8));
  });

  it("keeps every corner inside the view", () => {
    const distance = fitBoxDistance(diningTable, THREE_QUARTER_VIEW, 35, 1.8, 1);
    const tanV = Math.tan((35 * Math.PI) / 360);
    const back = THREE_QUARTER_VIEW;
    const right = [back[2], 0, -back[0]].map((v) => v / Math.hypot(back[2], back[0]));
    const up = [back[1] * right[2] - back[2] * right[1], back[2] * right[0] - back[0] * right[2], back[0] * right[1] - back[1] * right[0]];
    for (const x of [-0.9, 0.9])
      for (const y of [-0.375, 0.375])
        for (const z of [-0.45, 0.45]) {
          const depth = distance - (x * back[0] + y * back[1] + z * back[2]);
          expect(Math.abs(x * right[0]! + y * right[1]! + z * right[2]!) / depth).toBeLessThanOrEqual(tanV * 1.8 + 1e-9);
          expect(Math.abs(x * up[0]! + y * up[1]! + z * up[2]!) / depth).toBeLessThanOrEqual(tanV + 1e-9);
        }
  });

  it("never puts the camera inside the object", () => {
    const cube: Box = { min: [-1, -1, -1], max: [1, 1, 1] };
    expect(fitBoxDistance(cube, [0, 0, 1], 170, 1)).toBeGreaterThan(boundingRadius(cube));
  });
});

describe("gridScale", () => {
  it("picks power-of-ten sections near the object's size", () => {
    expect(gridScale(1.06)).toEqual({ cell: 0.1, section: 1 });
    expect(gridScale(0.45)).toEqual({ cell: 0.1, section: 1 });
    expect(gridScale(0.04)).toEqual({ cell: 0.01, section: 0.1 });
    expect(gridScale(12)).toEqual({ cell: 1, section: 10 });
  });
});
