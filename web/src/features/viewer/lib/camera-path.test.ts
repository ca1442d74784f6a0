import { describe, expect, it } from "vitest";
import type { Box, Vec3 } from "@/lib/three/framing";
import {
  cubicBezier,
  distanceBetween,
  easeInOutCubic,
  framePose,
  introStart,
  moveDuration,
  orbitLimits,
  planMove,
  polarAngle,
  poseAt,
  resolvePose,
  unionBox,
} from "./camera-path";

const round = (v: Vec3) => v.map((x) => Number(x.toFixed(4)) + 0);

describe("easeInOutCubic", () => {
  it("starts and ends at rest and passes the middle at half time", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    // Slow at both ends: little progress in the first and last tenth.
    expect(easeInOutCubic(0.1)).toBeLessThan(0.01);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.99);
  });

  it("clamps outside 0..1 and never goes backwards", () => {
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
    let previous = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      const value = easeInOutCubic(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe("camera moves", () => {
  const from = { position: [4, 2, 4] as Vec3, target: [0, 0, 0] as Vec3 };
  const to = { position: [-3, 1.5, 2] as Vec3, target: [-1, 0.5, 0] as Vec3 };

  it("goes from the current pose to the destination, through the after and before points' pull", () => {
    const after: Vec3 = [6, 4, 0];
    const before: Vec3 = [-6, 3, 4];
    const move = planMove(from, to, after, before);
    expect(move.controls).toEqual([after, before]);
    expect(poseAt(move, 0)).toEqual({ ...from, done: false });
    const middle = poseAt(move, move.duration / 2);
    expect(round(middle.position)).toEqual(round(cubicBezier(from.position, after, before, to.position, 0.5)));
    expect(middle.done).toBe(false);
    expect(poseAt(move, move.duration)).toEqual({ ...to, done: true });
    expect(poseAt(move, move.duration * 3)).toEqual({ ...to, done: true });
  });

  it("bends gently on its own when the steps have no after/before points", () => {
    const move = planMove(from, to);
    // Control points on the straight line: the path is the straight line, eased.
    const quarter = poseAt(move, move.duration / 4);
    const t = easeInOutCubic(0.25);
    expect(round(quarter.position)).toEqual(round([4 + (-7) * t, 2 + -0.5 * t, 4 + -2 * t]));
  });

  it("moves the look-at target smoothly too", () => {
    const move = planMove(from, to);
    const middle = poseAt(move, move.duration / 2);
    expect(round(middle.target)).toEqual([-0.5, 0.25, 0]);
  });

  it("is interruptible: a new move starts from wherever the camera is mid-flight", () => {
    const first = planMove(from, to);
    const midway = poseAt(first, first.duration * 0.3);
    const back = planMove({ position: midway.position, target: midway.target }, from);
    expect(poseAt(back, 0).position).toEqual(midway.position);
    expect(poseAt(back, back.duration).position).toEqual(from.position);
  });

  it("takes longer for longer moves, within bounds", () => {
    const near = moveDuration(from, { position: [4, 2, 4.2], target: [0, 0, 0] });
    const far = moveDuration(from, { position: [-40, 2, 4], target: [0, 0, 0] });
    expect(near).toBeGreaterThanOrEqual(0.9);
    expect(far).toBeLessThanOrEqual(2.4);
    expect(far).toBeGreaterThan(near);
  });

  it("opens a scene from its before point, or from further back and higher", () => {
    expect(introStart(to, [9, 9, 9])).toEqual({ position: [9, 9, 9], target: to.target });
    const pushIn = introStart(to, null);
    expect(distanceBetween(pushIn.position, to.target)).toBeGreaterThan(distanceBetween(to.position, to.target));
    expect(pushIn.position[1]).toBeGreaterThan(to.position[1]);
  });
});

describe("framing", () => {
  const table: Box = { min: [-0.9, 0, -0.45], max: [0.9, 0.75, 0.45] };

  it("unites boxes", () => {
    expect(unionBox([])).toBeNull();
    expect(unionBox([table, { min: [1, 0, 0], max: [2, 2, 2] }])).toEqual({ min: [-0.9, 0, -0.45], max: [2, 2, 2] });
  });

  it("looks at the box's centre from the front right, further back on a narrow portrait screen", () => {
    const wide = framePose(table, 40, 16 / 9);
    const portrait = framePose(table, 40, 390 / 844);
    expect(round(wide.target)).toEqual([0, 0.375, 0]);
    expect(wide.position[0]).toBeGreaterThan(0);
    expect(wide.position[2]).toBeGreaterThan(0);
    expect(wide.position[1]).toBeGreaterThan(wide.target[1]);
    expect(distanceBetween(portrait.position, portrait.target)).toBeGreaterThan(distanceBetween(wide.position, wide.target));
  });

  it("steps back along the line of sight on a screen narrower than the landscape one points are composed on", () => {
    const boxes = new Map<string, Box>();
    const spec = { kind: "points", position: [0, 1, 4], target: [0, 1, 0], before: null, after: null } as const;
    expect(resolvePose(spec, boxes, 40, 16 / 9)).toEqual({ position: [0, 1, 4], target: [0, 1, 0] });
    const tablet = resolvePose(spec, boxes, 40, 16 / 18);
    expect(round(tablet.position)).toEqual([0, 1, 8]);
    expect(tablet.target).toEqual([0, 1, 0]);
    // A tall phone is capped: past that the scene would turn into a thumbnail.
    expect(round(resolvePose(spec, boxes, 40, 0.4).position)).toEqual([0, 1, 9.6]);
  });

  it("resolves a step: explicit points as they are, a framing of the named objects or of everything", () => {
    const boxes = new Map<string, Box>([
      ["a", table],
      ["b", { min: [3, 0, 0], max: [4, 1, 1] }],
    ]);
    expect(resolvePose({ kind: "points", position: [1, 2, 3], target: [0, 0, 0], before: null, after: null }, boxes, 40, 2)).toEqual({
      position: [1, 2, 3],
      target: [0, 0, 0],
    });
    const onlyB = resolvePose({ kind: "frame", objectIds: ["b"], before: null, after: null }, boxes, 40, 1);
    expect(round(onlyB.target)).toEqual([3.5, 0.5, 0.5]);
    const all = resolvePose({ kind: "frame", objectIds: [], before: null, after: null }, boxes, 40, 1);
    expect(round(all.target)).toEqual([1.55, 0.5, 0.275]);
    // A named object that failed to load: frame what is there instead.
    const missing = resolvePose({ kind: "frame", objectIds: ["gone"], before: null, after: null }, boxes, 40, 1);
    expect(missing).toEqual(all);
    // Face on when asked (a video wall).
    const front = resolvePose({ kind: "frame", objectIds: ["a"], before: null, after: null, direction: [0, 0, 1] }, boxes, 40, 1);
    expect(round([front.position[0], front.position[1], 0])).toEqual([0, 0.375, 0]);
  });

  it("sets orbit limits around the resting distance and measures the polar angle", () => {
    const pose = { position: [0, 0, 4] as Vec3, target: [0, 0, 0] as Vec3 };
    expect(orbitLimits(pose)).toEqual({ minDistance: 1.4, maxDistance: 10 });
    expect(polarAngle(pose)).toBeCloseTo(Math.PI / 2);
    expect(polarAngle({ position: [0, 5, 0], target: [0, 0, 0] })).toBeCloseTo(0);
  });
});
