/**
 * Camera moves between tour steps, as pure maths: the camera leaves towards the current step's
 * `after` point, comes in from the next step's `before` point and settles at its `position`
 * looking at its `target`. The path is a cubic Bézier through those points (so it swoops rather
 * than cutting a straight line), eased in and out; a move can start from wherever the camera is,
 * so it is interruptible at any moment.
 */
import { SCENE_FRAMING } from "@vitrine/contract/scene-framing";
import { frameBox, normalise, type Box, type Vec3 } from "@/lib/three/framing";
import type { CameraSpec } from "./render-plan";

export interface CameraPose {
  position: Vec3;
  target: Vec3;
}

export interface CameraMove {
  from: CameraPose;
  /** The Bézier's two inner control points for the position. */
  controls: [Vec3, Vec3];
  to: CameraPose;
  /** Seconds. */
  duration: number;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const lerpVec = (a: Vec3, b: Vec3, t: number): Vec3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
export const distanceBetween = (a: Vec3, b: Vec3) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** Slow start, slow end: how a camera operator moves. */
export function easeInOutCubic(t: number): number {
  const x = Math.min(Math.max(t, 0), 1);
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

export function cubicBezier(p0: Vec3, p1: Vec3, p2: Vec3, p3: Vec3, t: number): Vec3 {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [0, 1, 2].map((i) => a * p0[i] + b * p1[i] + c * p2[i] + d * p3[i]) as unknown as Vec3;
}

/** Long enough to read as a move, short enough not to bore: grows with the distance travelled. */
export function moveDuration(from: CameraPose, to: CameraPose): number {
  const travel = distanceBetween(from.position, to.position) + distanceBetween(from.target, to.target) * 0.5;
  return Math.min(2.4, Math.max(0.9, 0.8 + travel * 0.22));
}

/**
 * The move from `from` to `to`. `leaving` is the current step's `after` point and `arriving`
 * the next step's `before`; either may be null (unset), and then the path bends gently on its own.
 */
export function planMove(from: CameraPose, to: CameraPose, leaving: Vec3 | null = null, arriving: Vec3 | null = null): CameraMove {
  const first = leaving ?? lerpVec(from.position, to.position, 1 / 3);
  const second = arriving ?? lerpVec(from.position, to.position, 2 / 3);
  return { from, controls: [first, second], to, duration: moveDuration(from, to) };
}

/** Where the camera is `elapsed` seconds into `move`, and whether the move has finished. */
export function poseAt(move: CameraMove, elapsed: number): CameraPose & { done: boolean } {
  const raw = move.duration > 0 ? elapsed / move.duration : 1;
  if (raw >= 1) return { ...move.to, done: true };
  const t = easeInOutCubic(raw);
  return {
    position: cubicBezier(move.from.position, move.controls[0], move.controls[1], move.to.position, t),
    target: lerpVec(move.from.target, move.to.target, t),
    done: false,
  };
}

/**
 * Where the very first move starts: the step's `before` point when it has one, else a little
 * further back and higher than the final position, so the scene opens with a gentle push-in.
 */
export function introStart(to: CameraPose, before: Vec3 | null): CameraPose {
  if (before) return { position: before, target: to.target };
  const away: Vec3 = [to.position[0] - to.target[0], to.position[1] - to.target[1], to.position[2] - to.target[2]];
  return {
    position: [to.target[0] + away[0] * 1.6, to.target[1] + away[1] * 1.6 + distanceBetween(to.position, to.target) * 0.25, to.target[2] + away[2] * 1.6],
    target: to.target,
  };
}

/** `box` scaled about its centre. */
function grow(box: Box, factor: number): Box {
  const centre = box.min.map((min, axis) => (min + box.max[axis]) / 2);
  const half = box.min.map((min, axis) => ((box.max[axis] - min) / 2) * factor);
  return {
    min: [centre[0] - half[0], centre[1] - half[1], centre[2] - half[2]],
    max: [centre[0] + half[0], centre[1] + half[1], centre[2] + half[2]],
  };
}

/** Union of boxes; null when there are none. */
export function unionBox(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const box of boxes) {
    for (let axis = 0; axis < 3; axis += 1) {
      min[axis] = Math.min(min[axis], box.min[axis]);
      max[axis] = Math.max(max[axis], box.max[axis]);
    }
  }
  return { min, max };
}

/**
 * Framings look from the front right and a little higher than a product photo: on a phone the
 * tops of tables and shelves are what people look at.
 */
export const FRAMING_DIRECTION: Vec3 = normalise([0.9, 0.8, 1.45]);

/** Air around a framed box, beyond the tight fit of `frameBox`. */
const FRAMING_AIR = 1.2;

/** A box around the origin to frame when a scene has nothing measurable (every model failed). */
const FALLBACK_BOX: Box = { min: [-1, 0, -1], max: [1, 1, 1] };

/**
 * The pose that shows `box` whole from a three-quarter view. A tall portrait phone is narrow,
 * so the distance comes from the narrower field of view (frameBox does that).
 */
export function framePose(box: Box | null, fovDegrees: number, aspect: number, direction: Vec3 = FRAMING_DIRECTION): CameraPose {
  const framing = frameBox(grow(box ?? FALLBACK_BOX, FRAMING_AIR), fovDegrees, aspect, normalise(direction));
  return { position: framing.position, target: framing.target };
}

/** Orbit limits around a resting pose: close enough to inspect, never so far the scene is lost. */
export function orbitLimits(pose: CameraPose): { minDistance: number; maxDistance: number } {
  const distance = Math.max(distanceBetween(pose.position, pose.target), 0.05);
  return { minDistance: distance * 0.35, maxDistance: distance * 2.5 };
}

/**
 * The resting pose of a step: its explicit points, stepped back until the scene's content fits the
 * screen, or a framing of the objects it names (all the scene's measured objects when it names
 * none or none of them could be measured).
 */
export function resolvePose(spec: CameraSpec, boxes: ReadonlyMap<string, Box>, fovDegrees: number, aspect: number): CameraPose {
  const everything = unionBox([...boxes.values()]);
  if (spec.kind === "points") {
    const authored = { position: spec.position, target: spec.target };
    const framed = unionBox(framedByAuthor(authored, [...boxes.values()], fovDegrees));
    return framed ? fitPoseToContent(authored, framed, fovDegrees, aspect) : fitAuthoredPose(authored, aspect);
  }
  const named = spec.objectIds.map((id) => boxes.get(id)).filter((box): box is Box => box !== undefined);
  return framePose(named.length > 0 ? unionBox(named) : everything, fovDegrees, aspect, spec.direction ?? FRAMING_DIRECTION);
}

/** Editors compose camera points on a landscape screen (the world builder, a desktop). */
const AUTHORED_ASPECT = 16 / 9;
/** Without measured content, never step back further than this: past it the scene turns into a thumbnail. */
const MAX_STEP_BACK = 2.4;

/**
 * An authored pose on a narrower screen, when nothing in the scene could be measured: step back
 * along the same line of sight until the width the editor framed fits again.
 */
export function fitAuthoredPose(pose: CameraPose, aspect: number): CameraPose {
  if (!(aspect > 0) || aspect >= AUTHORED_ASPECT) return pose;
  const factor = Math.min(AUTHORED_ASPECT / aspect, MAX_STEP_BACK);
  const position: Vec3 = [0, 1, 2].map((axis) => pose.target[axis] + (pose.position[axis] - pose.target[axis]) * factor) as unknown as Vec3;
  return { position, target: pose.target };
}

/**
 * The objects the author meant this pose to show: those whose centre is in the frame they
 * composed it in (a landscape screen). A close-up keeps its subject, not the whole room.
 */
export function framedByAuthor(pose: CameraPose, boxes: Box[], fovDegrees: number): Box[] {
  const basis = cameraBasis(pose);
  if (!basis) return boxes;
  const tanVertical = Math.tan((fovDegrees * Math.PI) / 360);
  const inFrame = boxes.filter((box) => {
    const centre: Vec3 = [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2];
    const v: Vec3 = [centre[0] - pose.position[0], centre[1] - pose.position[1], centre[2] - pose.position[2]];
    const depth = -dot(v, basis.back);
    if (depth <= 0) return false;
    return Math.abs(dot(v, basis.right)) <= depth * tanVertical * AUTHORED_ASPECT && Math.abs(dot(v, basis.up)) <= depth * tanVertical;
  });
  return inFrame.length > 0 ? inFrame : boxes;
}

/** The camera's own axes at `pose`, as three's lookAt builds them; null when position = target. */
function cameraBasis(pose: CameraPose): { back: Vec3; right: Vec3; up: Vec3; distance: number } | null {
  const offset: Vec3 = [pose.position[0] - pose.target[0], pose.position[1] - pose.target[1], pose.position[2] - pose.target[2]];
  const distance = Math.hypot(...offset);
  if (!(distance > 1e-9)) return null;
  const back = normalise(offset); // from the target towards the camera
  const forward: Vec3 = [-back[0], -back[1], -back[2]];
  // World up is +y; looking straight down, three falls back to another up, and so does this.
  const worldUp: Vec3 = Math.abs(forward[1]) > 0.999 ? [0, 0, -1] : [0, 1, 0];
  const right = normalise(cross(forward, worldUp));
  return { back, right, up: cross(right, forward), distance };
}

/** Air kept between the content and the frame's edges, as the server's pictures keep it. */
const CONTENT_MARGIN = SCENE_FRAMING.contentMargin;

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

function corners(box: Box): Vec3[] {
  const out: Vec3[] = [];
  for (const x of [box.min[0], box.max[0]]) for (const y of [box.min[1], box.max[1]]) for (const z of [box.min[2], box.max[2]]) out.push([x, y, z]);
  return out;
}

/**
 * The author's pose, kept as it is when the content fits the screen, otherwise moved back along
 * the author's line of sight (same target, same direction) just far enough that every corner of
 * `content` is inside the frame with a margin. This is what keeps a scene composed on a desktop
 * whole on a phone held upright, and on a phone turned sideways.
 */
export function fitPoseToContent(pose: CameraPose, content: Box, fovDegrees: number, aspect: number, margin = CONTENT_MARGIN): CameraPose {
  const basis = cameraBasis(pose);
  if (!basis || !(aspect > 0) || !(fovDegrees > 0)) return pose;
  const { back, right, up, distance } = basis;
  const tanVertical = Math.tan((fovDegrees * Math.PI) / 360);
  const tanHorizontal = tanVertical * aspect;
  let needed = distance;
  for (const corner of corners(content)) {
    const v: Vec3 = [corner[0] - pose.target[0], corner[1] - pose.target[1], corner[2] - pose.target[2]];
    // A corner at depth `d - along` in front of the camera is inside when its sideways and upwards
    // offsets stay within that depth times the half-angles' tangents.
    const along = dot(v, back);
    const sideways = Math.abs(dot(v, right)) * margin;
    const upwards = Math.abs(dot(v, up)) * margin;
    needed = Math.max(needed, along + sideways / tanHorizontal, along + upwards / tanVertical);
  }
  if (needed <= distance * (1 + 1e-9)) return pose;
  const position: Vec3 = [pose.target[0] + back[0] * needed, pose.target[1] + back[1] * needed, pose.target[2] + back[2] * needed];
  return { position, target: pose.target };
}

/** Angle from straight up (0) to the camera, around the target: what the orbit's polar limits compare. */
export function polarAngle(pose: CameraPose): number {
  const dx = pose.position[0] - pose.target[0];
  const dy = pose.position[1] - pose.target[1];
  const dz = pose.position[2] - pose.target[2];
  const length = Math.hypot(dx, dy, dz) || 1;
  return Math.acos(Math.min(Math.max(dy / length, -1), 1));
}
