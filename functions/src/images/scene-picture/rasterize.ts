/**
 * A small software renderer for a scene's picture (the share card, the viewer's poster): no GPU
 * runs where the picture is made, so triangles are drawn here with a depth buffer, perspective-
 * correct texture lookups and two lights. It draws what the scene holds from its camera; it makes
 * no claim to match the viewer's lighting pixel for pixel.
 */

export type Vec3 = [number, number, number];

/** An sRGB picture, 4 bytes per pixel. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Triangles already placed in the world (metres), with their surface. */
export interface WorldMesh {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** u, v per vertex, when the surface has a texture. */
  uvs: Float32Array | null;
  /** Three vertex indices per triangle. */
  indices: Uint32Array;
  /** sRGB 0-1, multiplied with the texture. */
  color: Vec3;
  texture: Rgba | null;
}

export interface PictureCamera {
  position: Vec3;
  target: Vec3;
  /** Vertical field of view. */
  fovDegrees: number;
}

export interface RasterOptions {
  width: number;
  height: number;
  /** sRGB 0-255. */
  background: Vec3;
}

const NEAR = 0.05;
const FAR = 500;
/** Light from above and in front of the camera, like the viewer's key light; the rest is ambient. */
const KEY_LIGHT = normalise([0.4, 1, 0.6]);
const AMBIENT = 0.45;
const KEY = 0.65;

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The camera's axes: right, up and forward (the direction it looks in). */
export function cameraBasis(camera: Pick<PictureCamera, "position" | "target">) {
  let forward = normalise(sub(camera.target, camera.position));
  if (!Number.isFinite(forward[0]) || Math.hypot(...forward) === 0) forward = [0, 0, -1];
  let right = cross(forward, [0, 1, 0]);
  if (Math.hypot(...right) < 1e-6) right = [1, 0, 0]; // looking straight up or down
  right = normalise(right);
  const up = cross(right, forward);
  return { right, up, forward };
}

/** A vertex in camera space (x right, y up, z the distance in front) with what it carries. */
interface ViewVertex {
  x: number;
  y: number;
  z: number;
  u: number;
  v: number;
}

/** Cuts a triangle at the near plane: nothing, the triangle, or a quad as two triangles. */
function clipNear(tri: ViewVertex[]): ViewVertex[][] {
  const inside = tri.filter((p) => p.z >= NEAR);
  if (inside.length === 3) return [tri];
  if (inside.length === 0) return [];
  const out: ViewVertex[] = [];
  for (let i = 0; i < 3; i++) {
    const a = tri[i]!;
    const b = tri[(i + 1) % 3]!;
    if (a.z >= NEAR) out.push(a);
    if (a.z >= NEAR !== b.z >= NEAR) {
      const t = (NEAR - a.z) / (b.z - a.z);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: NEAR, u: a.u + (b.u - a.u) * t, v: a.v + (b.v - a.v) * t });
    }
  }
  return out.length === 3
    ? [out]
    : [
        [out[0]!, out[1]!, out[2]!],
        [out[0]!, out[2]!, out[3]!],
      ];
}

function sampleTexture(texture: Rgba, u: number, v: number, into: number[]) {
  const wrap = (t: number) => t - Math.floor(t);
  const x = Math.min(texture.width - 1, Math.floor(wrap(u) * texture.width));
  const y = Math.min(texture.height - 1, Math.floor(wrap(v) * texture.height));
  const i = (y * texture.width + x) * 4;
  into[0] = texture.data[i]! / 255;
  into[1] = texture.data[i + 1]! / 255;
  into[2] = texture.data[i + 2]! / 255;
}

/** Draws the meshes from the camera onto the background. */
export function rasterize(meshes: WorldMesh[], camera: PictureCamera, { width, height, background }: RasterOptions): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = background[0];
    data[i * 4 + 1] = background[1];
    data[i * 4 + 2] = background[2];
    data[i * 4 + 3] = 255;
  }
  const depth = new Float32Array(width * height).fill(Infinity);
  const { right, up, forward } = cameraBasis(camera);
  const focal = height / 2 / Math.tan((camera.fovDegrees * Math.PI) / 360);
  const cx = width / 2;
  const cy = height / 2;
  const texel = [0, 0, 0];

  for (const mesh of meshes) {
    const { positions, uvs, indices, color, texture } = mesh;
    const count = positions.length / 3;
    const view = new Array<ViewVertex>(count);
    for (let i = 0; i < count; i++) {
      const rel: Vec3 = [positions[i * 3]! - camera.position[0], positions[i * 3 + 1]! - camera.position[1], positions[i * 3 + 2]! - camera.position[2]];
      view[i] = { x: dot(rel, right), y: dot(rel, up), z: dot(rel, forward), u: uvs ? uvs[i * 2]! : 0, v: uvs ? uvs[i * 2 + 1]! : 0 };
    }
    for (let t = 0; t + 2 < indices.length; t += 3) {
      const ia = indices[t]!;
      const ib = indices[t + 1]!;
      const ic = indices[t + 2]!;
      const a = view[ia]!;
      const b = view[ib]!;
      const c = view[ic]!;
      if (a.z > FAR && b.z > FAR && c.z > FAR) continue;
      // Lambert on the face's normal, lit on both sides (models are not always closed or well wound).
      const pa: Vec3 = [positions[ia * 3]!, positions[ia * 3 + 1]!, positions[ia * 3 + 2]!];
      const normal = normalise(
        cross(
          sub([positions[ib * 3]!, positions[ib * 3 + 1]!, positions[ib * 3 + 2]!], pa),
          sub([positions[ic * 3]!, positions[ic * 3 + 1]!, positions[ic * 3 + 2]!], pa),
        ),
      );
      const facing = dot(normal, sub(camera.position, pa)) >= 0 ? 1 : -1;
      const light = AMBIENT + KEY * Math.max(0, facing * dot(normal, KEY_LIGHT));

      for (const tri of clipNear([a, b, c])) {
        const screen = tri.map((p) => ({ sx: cx + (p.x / p.z) * focal, sy: cy - (p.y / p.z) * focal, w: 1 / p.z, uw: p.u / p.z, vw: p.v / p.z }));
        const [p0, p1, p2] = screen as [(typeof screen)[0], (typeof screen)[0], (typeof screen)[0]];
        const area = (p1.sx - p0.sx) * (p2.sy - p0.sy) - (p1.sy - p0.sy) * (p2.sx - p0.sx);
        if (Math.abs(area) < 1e-9) continue;
        const minX = Math.max(0, Math.floor(Math.min(p0.sx, p1.sx, p2.sx)));
        const maxX = Math.min(width - 1, Math.ceil(Math.max(p0.sx, p1.sx, p2.sx)));
        const minY = Math.max(0, Math.floor(Math.min(p0.sy, p1.sy, p2.sy)));
        const maxY = Math.min(height - 1, Math.ceil(Math.max(p0.sy, p1.sy, p2.sy)));
        for (let y = minY; y <= maxY; y++) {
          const py = y + 0.5;
          for (let x = minX; x <= maxX; x++) {
            const px = x + 0.5;
            const w0 = ((p1.sx - px) * (p2.sy - py) - (p1.sy - py) * (p2.sx - px)) / area;
            const w1 = ((p2.sx - px) * (p0.sy - py) - (p2.sy - py) * (p0.sx - px)) / area;
            const w2 = 1 - w0 - w1;
            if (w0 < 0 || w1 < 0 || w2 < 0) continue;
            const w = w0 * p0.w + w1 * p1.w + w2 * p2.w;
            const z = 1 / w;
            const pixel = y * width + x;
            if (z >= depth[pixel]!) continue;
            depth[pixel] = z;
            let r = color[0];
            let g = color[1];
            let bl = color[2];
            if (texture) {
              sampleTexture(texture, (w0 * p0.uw + w1 * p1.uw + w2 * p2.uw) * z, (w0 * p0.vw + w1 * p1.vw + w2 * p2.vw) * z, texel);
              r *= texel[0]!;
              g *= texel[1]!;
              bl *= texel[2]!;
            }
            data[pixel * 4] = Math.min(255, r * light * 255);
            data[pixel * 4 + 1] = Math.min(255, g * light * 255);
            data[pixel * 4 + 2] = Math.min(255, bl * light * 255);
          }
        }
      }
    }
  }
  return { width, height, data };
}
