/**
 * The manifest turned into what the viewer draws and walks through: per scene its look (set),
 * the models with their final transforms, video walls, product hotspots and camera, and the tour
 * as one flat list of steps (every segment of every scene, in order). Pure data, no three.js.
 */
import type { Manifest } from "@vitrine/contract";
import type { Vec3 } from "@/lib/three/framing";
import { modelFileFor, type DeviceClass, type ModelFile } from "./device-class";

type ManifestVec3 = { x: number; y: number; z: number };
type ManifestScene = Manifest["scenes"][number];
type CameraPoints = ManifestScene["camera"];

export type LightingPreset = "studio" | "daylight" | "warm" | "evening";
export type FloorKind = "none" | "color" | "grid" | "wood" | "concrete";

export interface SetPlan {
  lighting: LightingPreset;
  background: string;
  floor: { kind: FloorKind; color: string; size: number };
  backdrop: (ModelFile & { modelId: string; name: string }) | null;
}

export interface ModelPlacement extends ModelFile {
  /** The scene object's id (segments name these). */
  objectId: string;
  modelId: string;
  name: string;
  interactive: boolean;
  productId: string | null;
  /**
   * The material variant it shows first: the one the world builder chose for it, else its
   * product's default option (when the product's options dress this model), else null (its own look).
   */
  variant: string | null;
  position: Vec3;
  rotation: Vec3;
  /** The placement's scale times the model's experience-wide scale. */
  scale: Vec3;
}

export interface VideoWallPlacement {
  objectId: string;
  position: Vec3;
  rotation: Vec3;
  scale: Vec3;
}

export interface HotspotPlan {
  productId: string;
  name: string;
  position: Vec3;
}

/**
 * Where the camera goes for a step: explicit points, or "frame these objects" (all of the
 * scene's models when `objectIds` is empty), which needs their measured boxes at run time.
 * `before` and `after` are null when unset (at the origin, the editor's default).
 */
export type CameraSpec =
  | { kind: "points"; position: Vec3; target: Vec3; before: Vec3 | null; after: Vec3 | null }
  | { kind: "frame"; objectIds: string[]; before: Vec3 | null; after: Vec3 | null; direction?: Vec3 };

export interface ScenePlan {
  id: string;
  name: string;
  index: number;
  set: SetPlan;
  models: ModelPlacement[];
  videoWalls: VideoWallPlacement[];
  hotspots: HotspotPlan[];
  camera: CameraSpec;
  /** Model ids the scene uses that the manifest does not describe (shown as failures). */
  missingModelIds: string[];
}

export interface TourStep {
  /** Position in the whole tour. */
  index: number;
  sceneIndex: number;
  sceneId: string;
  /** Null for a scene without segments: the scene itself is the step. */
  segmentId: string | null;
  title: string;
  camera: CameraSpec;
  /** Objects this step is about (a segment's `objectIds`). */
  objectIds: string[];
}

export interface RenderPlan {
  scenes: ScenePlan[];
  steps: TourStep[];
}

/**
 * Used when a scene has no set (or names one the manifest lacks): a soft neutral studio whose
 * floor is darker than the background (lit, it reads a shade darker), so things stand on something.
 */
export function defaultSet(background = "#f3f1ee"): SetPlan {
  return { lighting: "studio", background, floor: { kind: "color", color: darker(background, 0.14), size: 16 }, backdrop: null };
}

function darker(hex: string, amount: number): string {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) return hex;
  const channel = (i: number) =>
    Math.round(parseInt(value.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(2)}${channel(4)}`;
}

const toTuple = (v: ManifestVec3): Vec3 => [v.x, v.y, v.z];
const same = (a: ManifestVec3, b: ManifestVec3) => a.x === b.x && a.y === b.y && a.z === b.z;
const isOrigin = (v: ManifestVec3) => v.x === 0 && v.y === 0 && v.z === 0;

/** `before`/`after` at the origin or on top of the camera position mean "not set". */
function optionalPoint(point: ManifestVec3, position: ManifestVec3): Vec3 | null {
  return isOrigin(point) || same(point, position) ? null : toTuple(point);
}

/** A camera is "set" once its position differs from its target (DESIGN: all points start at the origin). */
export function cameraSpecOf(points: CameraPoints | null, frameObjectIds: string[] = []): CameraSpec | null {
  if (!points) return null;
  const before = optionalPoint(points.before, points.position);
  const after = optionalPoint(points.after, points.position);
  if (same(points.position, points.target)) return { kind: "frame", objectIds: frameObjectIds, before, after };
  return { kind: "points", position: toTuple(points.position), target: toTuple(points.target), before, after };
}

/**
 * A segment's camera: its own points when set; else a framing of the objects it highlights;
 * else the scene's camera.
 */
function segmentCamera(
  segment: ManifestScene["segments"][number],
  sceneCamera: CameraSpec,
  objectIds: Set<string>,
  walls: ReadonlyMap<string, VideoWallPlacement>,
): CameraSpec {
  const own = cameraSpecOf(segment.camera);
  if (own?.kind === "points") return own;
  const highlighted = segment.objectIds.filter((id) => objectIds.has(id));
  if (highlighted.length > 0) {
    const spec: CameraSpec = { kind: "frame", objectIds: highlighted, before: own?.before ?? null, after: own?.after ?? null };
    // Screens are watched face on: a segment about video walls looks at the first one's front.
    const wall = highlighted.every((id) => walls.has(id)) ? walls.get(highlighted[0]) : undefined;
    if (wall) spec.direction = rotateXYZ([0, 0.18, 1], wall.rotation);
    return spec;
  }
  return sceneCamera;
}

/** `v` turned by an XYZ Euler rotation (three.js order: Z first, then Y, then X). */
export function rotateXYZ(v: Vec3, [rx, ry, rz]: Vec3): Vec3 {
  const [x0, y0, z0] = v;
  const x1 = x0 * Math.cos(rz) - y0 * Math.sin(rz);
  const y1 = x0 * Math.sin(rz) + y0 * Math.cos(rz);
  const x2 = x1 * Math.cos(ry) + z0 * Math.sin(ry);
  const z2 = -x1 * Math.sin(ry) + z0 * Math.cos(ry);
  const y3 = y1 * Math.cos(rx) - z2 * Math.sin(rx);
  const z3 = y1 * Math.sin(rx) + z2 * Math.cos(rx);
  return [x2, y3, z3];
}

function setOf(manifest: Manifest, setId: string | null, device: DeviceClass): SetPlan {
  const set = setId ? manifest.sets[setId] : undefined;
  if (!set) return defaultSet(softBackground(manifest.theme.colors.background));
  const backdropModel = set.backdropModelId ? manifest.models[set.backdropModelId] : undefined;
  return {
    lighting: set.lighting,
    background: set.background,
    floor: { kind: set.floor.kind, color: set.floor.color, size: set.floor.size },
    backdrop: backdropModel && set.backdropModelId ? { modelId: set.backdropModelId, ...modelFileFor(backdropModel, device), name: backdropModel.name } : null,
  };
}

/** A pure white stage reads as "unlit"; a theme's white background becomes a warm off-white. */
function softBackground(hex: string): string {
  return hex.toLowerCase() === "#ffffff" ? "#f3f1ee" : hex;
}

/** What a placement shows first: the world builder's choice, else its product's default option on this model, else its own look. */
export function firstVariant(
  object: { modelId: string; variant?: string },
  product: Pick<Manifest["products"][number], "modelId" | "options" | "defaultOption"> | undefined,
): string | null {
  if (object.variant) return object.variant;
  if (!product?.options?.length || product.modelId !== object.modelId) return null;
  return product.options.find((option) => option.variant === product.defaultOption)?.variant ?? product.options[0]!.variant;
}

/** The plan of `manifest` for `device`, whose models are each the variant made for it (see `device-class.ts`). */
export function buildRenderPlan(manifest: Manifest, device: DeviceClass = "desktop"): RenderPlan {
  const productsById = new Map(manifest.products.map((product) => [product.id, product]));
  const scenes: ScenePlan[] = manifest.scenes.map((scene, index) => {
    const models: ModelPlacement[] = [];
    const videoWalls: VideoWallPlacement[] = [];
    const missing = new Set<string>();
    for (const object of scene.objects) {
      const { position, rotation, scale } = object.transform;
      if (object.kind === "videoWall") {
        if (manifest.videoWall) videoWalls.push({ objectId: object.id, position: toTuple(position), rotation: toTuple(rotation), scale: toTuple(scale) });
        continue;
      }
      const model = manifest.models[object.modelId];
      if (!model) {
        missing.add(object.modelId);
        continue;
      }
      const factor = Number.isFinite(model.scale) && model.scale > 0 ? model.scale : 1;
      const product = model.productId ? productsById.get(model.productId) : undefined;
      models.push({
        objectId: object.id,
        modelId: object.modelId,
        name: model.name,
        ...modelFileFor(model, device),
        interactive: model.interactive || model.productId !== null,
        productId: product ? product.id : null,
        variant: firstVariant(object, product),
        position: toTuple(position),
        rotation: toTuple(rotation),
        scale: [scale.x * factor, scale.y * factor, scale.z * factor],
      });
    }
    const hotspots: HotspotPlan[] = manifest.products
      .filter((product) => product.hotspot?.sceneId === scene.id)
      .map((product) => ({ productId: product.id, name: product.name, position: toTuple(product.hotspot!.position) }));
    const camera = cameraSpecOf(scene.camera) ?? { kind: "frame", objectIds: [], before: null, after: null };
    return {
      id: scene.id,
      name: scene.name,
      index,
      set: setOf(manifest, scene.setId, device),
      models,
      videoWalls,
      hotspots,
      camera,
      missingModelIds: [...missing],
    };
  });

  const steps: TourStep[] = [];
  manifest.scenes.forEach((scene, sceneIndex) => {
    const plan = scenes[sceneIndex];
    const objectIds = new Set([...plan.models.map((m) => m.objectId), ...plan.videoWalls.map((w) => w.objectId)]);
    const walls = new Map(plan.videoWalls.map((wall) => [wall.objectId, wall]));
    if (scene.segments.length === 0) {
      steps.push({ index: steps.length, sceneIndex, sceneId: scene.id, segmentId: null, title: scene.name, camera: plan.camera, objectIds: [] });
      return;
    }
    for (const segment of scene.segments) {
      steps.push({
        index: steps.length,
        sceneIndex,
        sceneId: scene.id,
        segmentId: segment.id,
        title: segment.title,
        camera: segmentCamera(segment, plan.camera, objectIds, walls),
        objectIds: segment.objectIds.filter((id) => objectIds.has(id)),
      });
    }
  });
  return { scenes, steps };
}

export type SceneModelFile = ModelFile & { name: string; modelId: string };

/** Every distinct model file a scene needs (its backdrop first: it is the biggest thing on screen). */
export function sceneModelFiles(scene: ScenePlan): SceneModelFile[] {
  const files = new Map<string, SceneModelFile>();
  const add = ({ url, bytes, meshopt, name, modelId }: SceneModelFile) => {
    if (!files.has(url)) files.set(url, { url, bytes, meshopt, name, modelId });
  };
  if (scene.set.backdrop) add(scene.set.backdrop);
  for (const model of scene.models) add(model);
  return [...files.values()];
}
