/**
 * Pure maths for showing one object well: where to put it (centred, standing on the ground) and
 * how far back a perspective camera must stand to see all of it. Plain tuples, not three's
 * classes, so it is trivially testable and usable outside a scene.
 */
export type Vec3 = readonly [number, number, number];

export interface Box {
  min: Vec3;
  max: Vec3;
}

/** An empty box (e.g. a scene without meshes) is treated as this small cube, never as NaN. */
const EMPTY_SIZE = 0.1;

function isEmpty(box: Box): boolean {
  return box.min.some((value, axis) => !Number.isFinite(value) || !Number.isFinite(box.max[axis]) || value > box.max[axis]);
}

/** Width (x), height (y) and depth (z). */
export function boxSize(box: Box): Vec3 {
  if (isEmpty(box)) return [0, 0, 0];
  return [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]];
}

export function boxCentre(box: Box): Vec3 {
  if (isEmpty(box)) return [0, 0, 0];
  return [(box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, (box.min[2] + box.max[2]) / 2];
}

/** Radius of the sphere around the box (half its diagonal); at least half of EMPTY_SIZE. */
export function boundingRadius(box: Box): number {
  const [x, y, z] = boxSize(box);
  return Math.max(Math.hypot(x, y, z) / 2, EMPTY_SIZE / 2);
}

/**
 * The translation that centres the box over the origin and stands it on the ground (y = 0):
 * uploads come with any origin, and a model floating under the grid reads as broken.
 */
export function groundOffset(box: Box): Vec3 {
  if (isEmpty(box)) return [0, 0, 0];
  const [cx, , cz] = boxCentre(box);
  return [-cx, -box.min[1], -cz];
}

/**
 * Distance from a sphere's centre at which a perspective camera (vertical field of view in
 * degrees, width / height aspect) sees the whole sphere, times `margin` for some air around it
 * (little is needed: a box never fills the sphere around it).
 * The narrower of the two fields of view decides, so portrait viewports do not crop the sides.
 */
export function framingDistance(radius: number, fovDegrees: number, aspect: number, margin = 1.1): number {
  const vertical = (fovDegrees * Math.PI) / 180;
  const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * (aspect > 0 ? aspect : 1));
  const half = Math.min(vertical, horizontal) / 2;
  return (radius * margin) / Math.sin(half);
}

/** A three-quarter view from the front right, slightly above: how furniture is photographed. */
export const THREE_QUARTER_VIEW: Vec3 = normalise([0.9, 0.55, 1.4]);

export function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

export interface CameraFraming {
  position: Vec3;
  target: Vec3;
  near: number;
  far: number;
  /** Orbit limits: close enough to inspect a joint, never so far the model is a dot. */
  minDistance: number;
  maxDistance: number;
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/**
 * Distance along `direction` (from the box centre towards the camera) at which every corner of
 * the box is inside the view, with `margin` of air. Tighter than the bounding sphere for long,
 * flat objects such as tables, which would otherwise look small in a wide viewport.
 */
export function fitBoxDistance(box: Box, direction: Vec3, fovDegrees: number, aspect: number, margin = 1.3): number {
  const [sx, sy, sz] = boxSize(box);
  const back = normalise(direction);
  // Camera axes: right and up as seen looking from the camera towards the box (world up is +y).
  const right = normalise(cross([0, 1, 0], back));
  const up = cross(back, right);
  const tanV = Math.tan((fovDegrees * Math.PI) / 360) / margin;
  const tanH = tanV * (aspect > 0 ? aspect : 1);
  let distance = 0;
  for (const x of [-sx / 2, sx / 2]) {
    for (const y of [-sy / 2, sy / 2]) {
      for (const z of [-sz / 2, sz / 2]) {
        const corner: Vec3 = [x, y, z];
        // A corner nearer the camera must be further inside the frame.
        const depth = dot(corner, back);
        distance = Math.max(distance, depth + Math.abs(dot(corner, right)) / tanH, depth + Math.abs(dot(corner, up)) / tanV);
      }
    }
  }
  return Math.max(distance, boundingRadius(box) * 1.05);
}

/** Where the camera and its orbit target go to frame `box` (already placed where it is drawn). */
export function frameBox(box: Box, fovDegrees: number, aspect: number, direction: Vec3 = THREE_QUARTER_VIEW): CameraFraming {
  const target = boxCentre(box);
  const radius = boundingRadius(box);
  const distance = fitBoxDistance(box, direction, fovDegrees, aspect);
  return {
    target,
    position: [target[0] + direction[0] * distance, target[1] + direction[1] * distance, target[2] + direction[2] * distance],
    near: Math.max(distance / 100, 0.001),
    far: distance * 100,
    minDistance: radius * 1.05,
    maxDistance: Math.max(distance, framingDistance(radius, fovDegrees, aspect)) * 4,
  };
}

/** `box` moved by `offset`. */
export function translateBox(box: Box, offset: Vec3): Box {
  return {
    min: [box.min[0] + offset[0], box.min[1] + offset[1], box.min[2] + offset[2]],
    max: [box.max[0] + offset[0], box.max[1] + offset[1], box.max[2] + offset[2]],
  };
}

/**
 * Grid spacing that suits the object: sections of a power of ten metres near its radius, cells a
 * tenth of that. A dining table gets 1 m sections with 10 cm cells, a ring 1 cm with 1 mm.
 */
export function gridScale(radius: number): { cell: number; section: number } {
  const section = 10 ** Math.round(Math.log10(Math.max(radius, 1e-4)));
  return { cell: section / 10, section };
}
