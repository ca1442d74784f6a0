import { describe, expect, it } from "vitest";
import { normalise, type Box, type Vec3 } from "@/lib/three/framing";
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
  fitAuthoredPose,
  fitPoseToContent,
  framedByAuthor,
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
    expect(round(quarter.position)).toEqual(round([4 + -7 * t, 2 + -0.5 * t, 4 + -2 * t]));
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
    // Points far enough back to see everything stay as the author set them.
    expect(resolvePose({ kind: "points", position: [1.5, 4, 14], target: [1.5, 0.5, 0], before: null, after: null }, boxes, 40, 2)).toEqual({
      position: [1.5, 4, 14],
      target: [1.5, 0.5, 0],
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

  describe("authored points on any screen", () => {
    /** Where a world point lands in normalised device coordinates (-1..1) for a camera at `pose`. */
    function project(pose: { position: Vec3; target: Vec3 }, point: Vec3, fov: number, aspect: number): [number, number] {
      const forward = normalise([pose.target[0] - pose.position[0], pose.target[1] - pose.position[1], pose.target[2] - pose.position[2]]);
      const right = normalise([-forward[2], 0, forward[0]]);
      const up: Vec3 = [
        right[1] * forward[2] - right[2] * forward[1],
        right[2] * forward[0] - right[0] * forward[2],
        right[0] * forward[1] - right[1] * forward[0],
      ];
      const v: Vec3 = [point[0] - pose.position[0], point[1] - pose.position[1], point[2] - pose.position[2]];
      const depth = v[0] * forward[0] + v[1] * forward[1] + v[2] * forward[2];
      const t = Math.tan((fov * Math.PI) / 360);
      return [(v[0] * right[0] + v[1] * right[1] + v[2] * right[2]) / (depth * t * aspect), (v[0] * up[0] + v[1] * up[1] + v[2] * up[2]) / (depth * t)];
    }
    const cornersOf = (box: Box): Vec3[] =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i & 1 ? box.max[0] : box.min[0], i & 2 ? box.max[1] : box.min[1], i & 4 ? box.max[2] : box.min[2]] as Vec3);
    /** The largest |x| and |y| of the box's corners on screen. */
    function extent(pose: { position: Vec3; target: Vec3 }, box: Box, fov: number, aspect: number) {
      const points = cornersOf(box).map((corner) => project(pose, corner, fov, aspect));
      return { x: Math.max(...points.map(([x]) => Math.abs(x))), y: Math.max(...points.map(([, y]) => Math.abs(y))) };
    }
    // A row of three tables composed on a desktop: the seeded scene's shape.
    const row: Box = { min: [-2.6, 0, -0.5], max: [2.6, 0.9, 0.5] };
    const spec = { kind: "points", position: [0.6, 1.6, 4.2], target: [0, 0.45, 0], before: null, after: null } as const;
    const boxes = new Map<string, Box>([["row", row]]);
    const screens = { phone: 390 / 844, phoneLandscape: 844 / 390, desktop: 1440 / 900 };

    it("is cut on a phone held upright when only the landscape width is kept (the old behaviour)", () => {
      const old = fitAuthoredPose({ position: spec.position, target: spec.target }, screens.phone);
      expect(extent(old, row, 40, screens.phone).x).toBeGreaterThan(1);
    });

    for (const [name, aspect] of Object.entries(screens)) {
      it(`keeps every corner of the content inside the frame, with air, on ${name}`, () => {
        const pose = resolvePose(spec, boxes, 40, aspect);
        const { x, y } = extent(pose, row, 40, aspect);
        expect(Math.max(x, y)).toBeLessThanOrEqual(1 / 1.08 + 1e-9);
        // Just far enough: the limiting side touches the margin.
        expect(Math.max(x, y)).toBeGreaterThan(0.85);
        // The author's target and direction are kept.
        expect(pose.target).toEqual(spec.target);
        const authored = normalise([spec.position[0] - spec.target[0], spec.position[1] - spec.target[1], spec.position[2] - spec.target[2]]);
        const now = normalise([pose.position[0] - pose.target[0], pose.position[1] - pose.target[1], pose.position[2] - pose.target[2]]);
        authored.forEach((value, axis) => expect(now[axis]).toBeCloseTo(value, 9));
      });
    }

    it("keeps a close-up on its subject: only what the author framed must fit, not the whole room", () => {
      const subject: Box = { min: [-0.4, 0, -0.4], max: [0.4, 0.8, 0.4] };
      const farAway: Box = { min: [6, 0, -0.4], max: [7, 0.8, 0.4] };
      const closeUp = { position: [0, 1, 1.6] as Vec3, target: [0, 0.5, 0] as Vec3 };
      expect(framedByAuthor(closeUp, [subject, farAway], 40)).toEqual([subject]);
      const pose = resolvePose(
        { kind: "points", ...closeUp, before: null, after: null },
        new Map([
          ["s", subject],
          ["f", farAway],
        ]),
        40,
        screens.phone,
      );
      expect(extent(pose, subject, 40, screens.phone).x).toBeLessThanOrEqual(1 / 1.08 + 1e-9);
      expect(distanceBetween(pose.position, pose.target)).toBeLessThan(4);
    });

    it("never moves closer than the author put the camera", () => {
      const far = { position: [0, 3, 30] as Vec3, target: [0, 0.45, 0] as Vec3 };
      expect(fitPoseToContent(far, row, 40, screens.desktop)).toEqual(far);
    });

    it("fits content behind the target and looking straight down", () => {
      const down = fitPoseToContent({ position: [0, 2, 0], target: [0, 0, 0] }, row, 40, screens.phone);
      expect(down.position[1]).toBeGreaterThan(2);
      expect(down.position[0]).toBeCloseTo(0);
    });
  });

  it("sets orbit limits around the resting distance and measures the polar angle", () => {
    const pose = { position: [0, 0, 4] as Vec3, target: [0, 0, 0] as Vec3 };
    expect(orbitLimits(pose)).toEqual({ minDistance: 1.4, maxDistance: 10 });
    expect(polarAngle(pose)).toBeCloseTo(Math.PI / 2);
    expect(polarAngle({ position: [0, 5, 0], target: [0, 0, 0] })).toBeCloseTo(0);
  });
});
