import type { CameraPoints, Scene, Segment, UpdateScene } from "@vitrine/contract";
import { useT } from "../messages";

export const cameraPointNames = ["before", "position", "target", "after"] as const;
export type CameraPointName = (typeof cameraPointNames)[number];
export const axes = ["x", "y", "z"] as const;
export type Axis = (typeof axes)[number];

/** Camera coordinates as typed: a half-typed "-" or "1." stays on screen until it parses. */
export type CameraDraft = Record<CameraPointName, Record<Axis, string>>;

export interface SegmentDraft {
  id: string;
  title: string;
  /** Null: the segment uses the scene's camera. */
  camera: CameraDraft | null;
  objectIds: string[];
}

export interface SceneDraft {
  name: string;
  tags: string[];
  setId: string | null;
  camera: CameraDraft;
  segments: SegmentDraft[];
}

const formatNumber = (n: number) => String(Math.round(n * 1000) / 1000);

export function cameraToDraft(camera: CameraPoints): CameraDraft {
  return Object.fromEntries(
    cameraPointNames.map((point) => [point, Object.fromEntries(axes.map((axis) => [axis, formatNumber(camera[point][axis])]))]),
  ) as CameraDraft;
}

export function sceneToDraft(scene: Scene): SceneDraft {
  return {
    name: scene.name,
    tags: scene.tags,
    setId: scene.setId,
    camera: cameraToDraft(scene.camera),
    segments: scene.segments.map((segment) => ({
      id: segment.id,
      title: segment.title,
      camera: segment.camera ? cameraToDraft(segment.camera) : null,
      objectIds: segment.objectIds,
    })),
  };
}

export type FieldErrors = Record<string, string>;

const LIMIT = 10000;

/** Parses typed coordinates; every unparseable one is reported under its field path. */
function draftToCamera(draft: CameraDraft, path: string, errors: FieldErrors): CameraPoints {
  const camera = {} as CameraPoints;
  for (const point of cameraPointNames) {
    camera[point] = { x: 0, y: 0, z: 0 };
    for (const axis of axes) {
      const text = draft[point][axis].trim();
      const value = Number(text);
      if (text === "" || !Number.isFinite(value)) errors[`${path}.${point}.${axis}`] = useT.now("errors.number");
      else if (Math.abs(value) > LIMIT) errors[`${path}.${point}.${axis}`] = useT.now("errors.tooFar");
      else camera[point][axis] = value;
    }
  }
  return camera;
}

/**
 * The update body for what changed between the scene and the draft (plus the version the draft
 * was made on), or the per-field errors. Unchanged parts are left out, so an edit here never
 * overwrites what the world builder placed.
 */
export function draftToUpdate(scene: Scene, draft: SceneDraft, baseVersion: number): { body: UpdateScene; errors: null } | { body: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = useT.now("errors.nameRequired");
  else if (name.length > 100) errors.name = useT.now("errors.nameTooLong");
  const camera = draftToCamera(draft.camera, "camera", errors);
  const seen = new Set<string>();
  const segments: Segment[] = draft.segments.map((segment, index) => {
    const title = segment.title.trim();
    if (!title) errors[`segments.${index}.title`] = useT.now("errors.segmentTitleRequired");
    else if (title.length > 100) errors[`segments.${index}.title`] = useT.now("errors.segmentTitleTooLong");
    if (seen.has(segment.id)) errors[`segments.${index}.id`] = useT.now("errors.segmentIdTwice");
    seen.add(segment.id);
    return {
      id: segment.id,
      title,
      camera: segment.camera ? draftToCamera(segment.camera, `segments.${index}.camera`, errors) : null,
      objectIds: segment.objectIds,
    };
  });
  if (Object.keys(errors).length > 0) return { body: null, errors };

  const body: UpdateScene = { version: baseVersion };
  if (name !== scene.name) body.name = name;
  if (!sameJson(draft.tags, scene.tags)) body.tags = draft.tags;
  if (draft.setId !== scene.setId) body.setId = draft.setId;
  if (!sameJson(camera, scene.camera)) body.camera = camera;
  if (!sameJson(segments, scene.segments)) body.segments = segments;
  return { body, errors: null };
}

/** Whether the draft differs from the scene (typing "1.0" over 1 is no change). */
export function isDirty(scene: Scene, draft: SceneDraft): boolean {
  const result = draftToUpdate(scene, draft, 0);
  return result.errors !== null || Object.keys(result.body).length > 1;
}

/** Deep equality of plain JSON values, whatever order an object's keys came in. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A segment id the scene does not use yet (ids are local to the scene, as the contract's localIdSchema). */
export function newSegmentId(existing: string[]): string {
  for (;;) {
    const id = `segment-${Math.random().toString(36).slice(2, 8)}`;
    if (!existing.includes(id)) return id;
  }
}

/** Moves one item of a list, as the reorder buttons and drag and drop do. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Names for a scene's objects: the model's name, numbered when the scene holds several of it. */
export function objectLabels(
  objects: Scene["objects"],
  modelNames: Map<string, string>,
  words: { model: string; videoWall: string } = { model: useT.now("objects.model"), videoWall: useT.now("objects.videoWall") },
): Map<string, string> {
  const totals = new Map<string, number>();
  const keyOf = (object: Scene["objects"][number]) => (object.kind === "model" ? object.libraryObjectId : "videoWall");
  for (const object of objects) totals.set(keyOf(object), (totals.get(keyOf(object)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const object of objects) {
    const key = keyOf(object);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const name = object.kind === "model" ? (modelNames.get(object.libraryObjectId) ?? words.model) : words.videoWall;
    labels.set(object.id, (totals.get(key) ?? 0) > 1 ? `${name} ${n}` : name);
  }
  return labels;
}
