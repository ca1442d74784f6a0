import sharp from "sharp";
import { framedAspect, SCENE_FRAMING, type Manifest } from "@vitrine/contract";
import type { Document } from "@gltf-transform/core";
import { cameraBasis, rasterize, type PictureCamera, type Vec3, type WorldMesh } from "./rasterize.js";
import { floorMesh, placementMatrix, worldMeshes } from "./world-meshes.js";

/** The viewer's camera: the picture shows what a visitor's first frame frames (contract `scene-framing.ts`). */
const FOV_DEGREES = SCENE_FRAMING.fovDegrees;
/** The viewer's framing direction when a scene has no camera of its own (camera-path.ts). */
const DEFAULT_DIRECTION: Vec3 = normalise([0.9, 0.8, 1.45]);
/** Share of the frame the content may fill, so nothing touches the edge: the viewer's margin. */
const MARGIN = 1 / SCENE_FRAMING.contentMargin;
/** Drawn at twice the size and scaled down: smooth edges without a multisampling rasteriser. */
const SUPERSAMPLE = 2;
const DEFAULT_BACKGROUND = "#f5f5f4";

function normalise(v: Vec3): Vec3 {
  const length = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
}

/** `#rgb` or `#rrggbb` as sRGB 0-255; grey for anything else. */
export function hexToRgb(hex: string | undefined): Vec3 {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex?.trim() ?? "");
  if (!m) return [200, 200, 200];
  const full = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join("") : m[1]!;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Vec3;
}

export interface PictureModel {
  doc: Document;
  /** The experience's scale override for this model. */
  scale: number;
}

export interface Bounds {
  min: Vec3;
  max: Vec3;
}

/** The box around every vertex of the meshes, null when there are none. */
export function boundsOf(meshes: WorldMesh[]): Bounds | null {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const { positions } of meshes) {
    for (let i = 0; i < positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, positions[i + k]!);
        max[k] = Math.max(max[k]!, positions[i + k]!);
      }
    }
  }
  return Number.isFinite(min[0]) ? { min, max } : null;
}

/**
 * The scene's own camera (its position and target), moved back along its line of sight just as far
 * as the content needs to fit this frame's aspect: the viewer frames a scene the same way on
 * screens of any shape. A scene without a camera is framed from the viewer's default direction.
 */
export function fitCamera(authored: { position: Vec3; target: Vec3 }, content: Bounds | null, aspect: number): PictureCamera {
  const centre: Vec3 | null = content
    ? [(content.min[0] + content.max[0]) / 2, (content.min[1] + content.max[1]) / 2, (content.min[2] + content.max[2]) / 2]
    : null;
  const offset: Vec3 = [authored.position[0] - authored.target[0], authored.position[1] - authored.target[1], authored.position[2] - authored.target[2]];
  const authoredDistance = Math.hypot(...offset);
  const hasCamera = authoredDistance > 1e-3;
  const target = hasCamera ? authored.target : (centre ?? [0, 0, 0]);
  const direction = hasCamera ? normalise(offset) : DEFAULT_DIRECTION;
  let distance = hasCamera ? authoredDistance : 0;
  if (content) {
    const { right, up, forward } = cameraBasis({ position: [target[0] + direction[0], target[1] + direction[1], target[2] + direction[2]], target });
    const tanV = Math.tan((FOV_DEGREES * Math.PI) / 360) * MARGIN;
    const tanH = tanV * aspect;
    for (const x of [content.min[0], content.max[0]]) {
      for (const y of [content.min[1], content.max[1]]) {
        for (const z of [content.min[2], content.max[2]]) {
          const rel: Vec3 = [x - target[0], y - target[1], z - target[2]];
          const along = rel[0] * forward[0] + rel[1] * forward[1] + rel[2] * forward[2];
          const side = Math.abs(rel[0] * right[0] + rel[1] * right[1] + rel[2] * right[2]);
          const height = Math.abs(rel[0] * up[0] + rel[1] * up[1] + rel[2] * up[2]);
          distance = Math.max(distance, side / tanH - along, height / tanV - along, 0.1 - along);
        }
      }
    }
  }
  if (distance <= 0) distance = 5;
  return {
    position: [target[0] + direction[0] * distance, target[1] + direction[1] * distance, target[2] + direction[2] * distance],
    target,
    fovDegrees: FOV_DEGREES,
  };
}

/**
 * The scene as a JPEG of `width` × `height`, from its camera, on its set's background and floor,
 * with the content whole even once the picture is cropped to `fitAspect` (a narrower screen it fills).
 */
export async function renderScenePicture(
  scene: Pick<Manifest["scenes"][number], "objects" | "camera">,
  set: Pick<Manifest["sets"][string], "background" | "floor"> | null,
  models: ReadonlyMap<string, PictureModel>,
  { width, height, fitAspect = width / height }: { width: number; height: number; fitAspect?: number },
): Promise<Uint8Array> {
  const content: WorldMesh[] = [];
  for (const object of scene.objects) {
    if (object.kind !== "model") continue;
    const model = models.get(object.modelId);
    if (!model) continue;
    content.push(...(await worldMeshes(model.doc, placementMatrix(object.transform, model.scale))));
  }
  const authored = { position: vec(scene.camera.position), target: vec(scene.camera.target) };
  const camera = fitCamera(authored, boundsOf(content), Math.min(framedAspect(width, height), fitAspect));
  const meshes = set && set.floor.kind !== "none" ? [floorMesh(set.floor.size, hexToRgb(set.floor.color).map((c) => c / 255) as Vec3), ...content] : content;
  const picture = rasterize(meshes, camera, {
    width: width * SUPERSAMPLE,
    height: height * SUPERSAMPLE,
    background: hexToRgb(set?.background ?? DEFAULT_BACKGROUND),
  });
  const jpeg = await sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: 4 } })
    .resize(width, height)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const vec = (p: { x: number; y: number; z: number }): Vec3 => [p.x, p.y, p.z];
