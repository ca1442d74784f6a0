/**
 * The world builder's state: the seed's scene state (`scenes`, `setObjects`, `allObjects`) plus
 * what the editor needs around it (selection, undo history). A pure reducer, so every edit is
 * testable without a canvas, and undo is "put the previous document back".
 */
import type { CameraPoints, Scene, SceneObject, Segment, Transform, Vec3 } from "@vitrine/contract";

/** What one save writes: the parts of the scene the world builder edits. */
export interface SceneDoc {
  setId: string | null;
  allObjects: SceneObject[];
  segments: Segment[];
  camera: CameraPoints;
}

/** Something the set's backdrop contributes to the scene: shown, never edited or saved. */
export interface SetObject {
  id: string;
  libraryObjectId: string;
  name: string;
}

export type Selection = { kind: "object"; id: string } | { kind: "product"; id: string } | null;

/** Where a captured view goes: the scene's own camera points, or one segment's. */
export type CameraDestination = { kind: "scene" } | { kind: "segment"; segmentId: string };
/** `view` sets position and target (and, when asked, before/after derived from them). */
export type CameraPointChoice = "view" | "before" | "after";

export interface EditorState {
  /** The experience's scenes, as the server last reported them (the picker lists these). */
  scenes: Scene[];
  /** The scene being edited; its document is the fields below. */
  sceneId: string | null;
  /** The server version of the open scene that the document on screen builds on. */
  version: number | null;
  /** The set backdrop's objects once it has loaded; empty at start. */
  setObjects: SetObject[];
  /** Everything placed in the scene: library models and the video wall. */
  allObjects: SceneObject[];
  segments: Segment[];
  camera: CameraPoints;
  setId: string | null;
  selection: Selection;
  past: SceneDoc[];
  future: SceneDoc[];
  /** Grows with every local edit and never goes back; the saver saves when it moves past `loadedRevision`. */
  revision: number;
  /** `revision` when the document was (re)loaded from the server. */
  loadedRevision: number;
  /** Counts loads of a document from the server (a new scene, or "Reload" after a conflict). */
  loads: number;
  /** Edits sharing this key (e.g. one field stepped with the arrow keys) make one undo step. */
  lastCoalesce: string | null;
}

export type EditorAction =
  | { type: "scenesLoaded"; scenes: Scene[] }
  | { type: "sceneLoaded"; scene: Scene }
  | { type: "sceneSaved"; scene: Scene }
  | { type: "setObjectsLoaded"; objects: SetObject[] }
  | { type: "select"; selection: Selection }
  | { type: "add"; object: SceneObject }
  | { type: "transform"; id: string; transform: Transform; coalesce?: string }
  /** Which material variant a placed model wears; null: its own look (or its product's default option). */
  | { type: "setVariant"; id: string; variant: string | null }
  | { type: "duplicate"; id: string; newId: string; offset: Vec3 }
  | { type: "delete"; id: string }
  | { type: "setSet"; setId: string | null }
  | {
      type: "captureCamera";
      into: CameraDestination;
      point: CameraPointChoice;
      position: Vec3;
      target: Vec3;
      /** With `view`: also place `before` and `after` around the new view. */
      deriveEnds?: boolean;
    }
  | { type: "clearSegmentCamera"; segmentId: string }
  | { type: "undo" }
  | { type: "redo" };

/** Enough to undo a long session; older steps are dropped. */
export const HISTORY_LIMIT = 100;

const ZERO: Vec3 = { x: 0, y: 0, z: 0 };

export function emptyCamera(): CameraPoints {
  return { before: ZERO, position: ZERO, target: ZERO, after: ZERO };
}

export function initialEditorState(): EditorState {
  return {
    scenes: [],
    sceneId: null,
    version: null,
    setObjects: [],
    allObjects: [],
    segments: [],
    camera: emptyCamera(),
    setId: null,
    selection: null,
    past: [],
    future: [],
    revision: 0,
    loadedRevision: 0,
    loads: 0,
    lastCoalesce: null,
  };
}

export function docOf(state: EditorState): SceneDoc {
  return { setId: state.setId, allObjects: state.allObjects, segments: state.segments, camera: state.camera };
}

/** The body of a save (`updateScene` without its version). */
export function docToUpdate(doc: SceneDoc) {
  return { setId: doc.setId, objects: doc.allObjects, segments: doc.segments, camera: doc.camera };
}

export function hasUnsavedEdits(state: EditorState): boolean {
  return state.revision > state.loadedRevision;
}

// ---------- Numbers as the contract accepts them ----------

const COORDINATE_LIMIT = 10000;

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function clampCoordinate(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(COORDINATE_LIMIT, Math.max(-COORDINATE_LIMIT, value));
}

/** Millimetres are plenty for a scene, and keep saved documents (and diffs) short. */
export function cleanVec(v: Vec3): Vec3 {
  return { x: round(clampCoordinate(v.x), 4), y: round(clampCoordinate(v.y), 4), z: round(clampCoordinate(v.z), 4) };
}

function cleanScale(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return round(Math.min(1000, Math.max(0.001, value)), 4);
}

/** A transform within the contract's bounds (coordinates ±10 km, scale 0.001 to 1000). */
export function cleanTransform(transform: Transform): Transform {
  const rotation = transform.rotation;
  return {
    position: cleanVec(transform.position),
    rotation: { x: round(rotation.x, 5) || 0, y: round(rotation.y, 5) || 0, z: round(rotation.z, 5) || 0 },
    scale: { x: cleanScale(transform.scale.x), y: cleanScale(transform.scale.y), z: cleanScale(transform.scale.z) },
  };
}

function sameVec(a: Vec3, b: Vec3): boolean {
  return a.x === b.x && a.y === b.y && a.z === b.z;
}

export function sameTransform(a: Transform, b: Transform): boolean {
  return sameVec(a.position, b.position) && sameVec(a.rotation, b.rotation) && sameVec(a.scale, b.scale);
}

// ---------- Camera points ----------

function add(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x + b.x, y: a.y + b.y, z: a.z + b.z };
}
function subtract(a: Vec3, b: Vec3): Vec3 {
  return { x: a.x - b.x, y: a.y - b.y, z: a.z - b.z };
}
function scale(v: Vec3, factor: number): Vec3 {
  return { x: v.x * factor, y: v.y * factor, z: v.z * factor };
}
function rotateY(v: Vec3, radians: number): Vec3 {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: v.x * cos + v.z * sin, y: v.y, z: -v.x * sin + v.z * cos };
}

/**
 * Where the camera comes from and leaves to around a view: it arrives from further back along
 * the same line (a dolly in), and leaves with a slight orbit to the side, so a viewer's
 * transitions move without the author placing every point.
 */
export function deriveCameraEnds(position: Vec3, target: Vec3): Pick<CameraPoints, "before" | "after"> {
  const offset = subtract(position, target);
  return {
    before: cleanVec(add(target, scale(offset, 1.6))),
    after: cleanVec(add(target, scale(rotateY(offset, (35 * Math.PI) / 180), 1.15))),
  };
}

function capture(camera: CameraPoints, action: Extract<EditorAction, { type: "captureCamera" }>): CameraPoints {
  const position = cleanVec(action.position);
  const target = cleanVec(action.target);
  if (action.point === "before") return { ...camera, before: position };
  if (action.point === "after") return { ...camera, after: position };
  const ends = action.deriveEnds ? deriveCameraEnds(position, target) : { before: camera.before, after: camera.after };
  return { ...camera, ...ends, position, target };
}

// ---------- The reducer ----------

/** Records `next` as one undoable step (or folds it into the last one when `coalesce` matches). */
function commit(state: EditorState, next: Partial<SceneDoc>, coalesce: string | null = null): EditorState {
  const folds = coalesce !== null && coalesce === state.lastCoalesce && state.past.length > 0;
  const past = folds ? state.past : [...state.past, docOf(state)].slice(-HISTORY_LIMIT);
  return { ...state, ...next, past, future: [], revision: state.revision + 1, lastCoalesce: coalesce };
}

/** A selection that still points at something in `objects` (undo may have removed it). */
type ModelObject = Extract<SceneObject, { kind: "model" }>;

/** The object wearing `variant`; its own look leaves no key, as objects placed before variants have none. */
function withVariant(object: ModelObject, variant: string | null): ModelObject {
  const { variant: _previous, ...rest } = object;
  return variant === null ? rest : { ...rest, variant };
}

function keepSelection(selection: Selection, objects: SceneObject[]): Selection {
  if (selection?.kind !== "object") return selection;
  return objects.some((object) => object.id === selection.id) ? selection : null;
}

function restore(state: EditorState, doc: SceneDoc, past: SceneDoc[], future: SceneDoc[]): EditorState {
  return {
    ...state,
    ...doc,
    past,
    future,
    selection: keepSelection(state.selection, doc.allObjects),
    revision: state.revision + 1,
    lastCoalesce: null,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "scenesLoaded":
      return { ...state, scenes: action.scenes };

    case "sceneLoaded": {
      const { scene } = action;
      const scenes = state.scenes.some((s) => s.id === scene.id) ? state.scenes.map((s) => (s.id === scene.id ? scene : s)) : [...state.scenes, scene];
      // A different scene (or their version of this one) starts a fresh history: undoing into a
      // document that was never on the server would silently bring discarded edits back.
      return {
        ...state,
        scenes,
        sceneId: scene.id,
        version: scene.version,
        setId: scene.setId,
        allObjects: scene.objects,
        segments: scene.segments,
        camera: scene.camera,
        setObjects: scene.setId === state.setId && scene.id === state.sceneId ? state.setObjects : [],
        selection: scene.id === state.sceneId ? keepSelection(state.selection, scene.objects) : null,
        past: [],
        future: [],
        loadedRevision: state.revision,
        loads: state.loads + 1,
        lastCoalesce: null,
      };
    }

    case "sceneSaved":
      // The saved scene's version and timestamps; the document on screen may already be newer.
      return {
        ...state,
        scenes: state.scenes.map((s) => (s.id === action.scene.id ? action.scene : s)),
        version: action.scene.id === state.sceneId ? action.scene.version : state.version,
      };

    case "setObjectsLoaded": {
      const same =
        action.objects.length === state.setObjects.length &&
        action.objects.every(
          (object, index) => object.id === state.setObjects[index]?.id && object.libraryObjectId === state.setObjects[index]?.libraryObjectId,
        );
      return same ? state : { ...state, setObjects: action.objects };
    }

    case "select":
      return { ...state, selection: action.selection, lastCoalesce: null };

    case "add":
      return {
        ...commit(state, { allObjects: [...state.allObjects, { ...action.object, transform: cleanTransform(action.object.transform) }] }),
        selection: { kind: "object", id: action.object.id },
      };

    case "transform": {
      const current = state.allObjects.find((object) => object.id === action.id);
      if (!current) return state;
      const transform = cleanTransform(action.transform);
      if (sameTransform(current.transform, transform)) return state;
      const allObjects = state.allObjects.map((object) => (object.id === action.id ? { ...object, transform } : object));
      return commit(state, { allObjects }, action.coalesce ?? null);
    }

    case "setVariant": {
      const current = state.allObjects.find((object) => object.id === action.id);
      if (current?.kind !== "model" || (current.variant ?? null) === action.variant) return state;
      const allObjects = state.allObjects.map((object) => (object === current ? withVariant(current, action.variant) : object));
      return commit(state, { allObjects });
    }

    case "duplicate": {
      const source = state.allObjects.find((object) => object.id === action.id);
      if (!source || state.allObjects.some((object) => object.id === action.newId)) return state;
      const { position } = source.transform;
      const copy: SceneObject = {
        ...source,
        id: action.newId,
        transform: cleanTransform({ ...source.transform, position: add(position, action.offset) }),
      };
      const index = state.allObjects.indexOf(source);
      const allObjects = [...state.allObjects.slice(0, index + 1), copy, ...state.allObjects.slice(index + 1)];
      return { ...commit(state, { allObjects }), selection: { kind: "object", id: copy.id } };
    }

    case "delete": {
      if (!state.allObjects.some((object) => object.id === action.id)) return state;
      const allObjects = state.allObjects.filter((object) => object.id !== action.id);
      // Segments may highlight the object: drop the dangling reference with it.
      const segments = state.segments.some((segment) => segment.objectIds.includes(action.id))
        ? state.segments.map((segment) =>
            segment.objectIds.includes(action.id) ? { ...segment, objectIds: segment.objectIds.filter((id) => id !== action.id) } : segment,
          )
        : state.segments;
      return { ...commit(state, { allObjects, segments }), selection: keepSelection(state.selection, allObjects) };
    }

    case "setSet":
      if (action.setId === state.setId) return state;
      return { ...commit(state, { setId: action.setId }), setObjects: [] };

    case "captureCamera": {
      if (action.into.kind === "scene") return commit(state, { camera: capture(state.camera, action) });
      const { segmentId } = action.into;
      const segment = state.segments.find((s) => s.id === segmentId);
      if (!segment) return state;
      // A segment without its own points starts from the scene's, so capturing only `before`
      // does not leave its other points at the origin.
      const camera = capture(segment.camera ?? state.camera, action);
      return commit(state, { segments: state.segments.map((s) => (s.id === segmentId ? { ...s, camera } : s)) });
    }

    case "clearSegmentCamera": {
      const segment = state.segments.find((s) => s.id === action.segmentId);
      if (!segment || segment.camera === null) return state;
      return commit(state, { segments: state.segments.map((s) => (s.id === action.segmentId ? { ...s, camera: null } : s)) });
    }

    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return restore(state, previous, state.past.slice(0, -1), [docOf(state), ...state.future]);
    }

    case "redo": {
      const [next, ...future] = state.future;
      if (!next) return state;
      return restore(state, next, [...state.past, docOf(state)], future);
    }
  }
}

// ---------- Ids and new objects ----------

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A local id for a new object (the contract's `[A-Za-z0-9_-]{1,40}`), random enough never to collide in a scene. */
export function newObjectId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

export function placedTransform(position: Vec3, rotationY = 0): Transform {
  return { position, rotation: { x: 0, y: rotationY, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
}

export function findObject(state: Pick<EditorState, "allObjects">, id: string | undefined | null): SceneObject | undefined {
  return id ? state.allObjects.find((object) => object.id === id) : undefined;
}
