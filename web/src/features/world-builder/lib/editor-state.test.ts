import type { Scene, SceneObject } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import {
  HISTORY_LIMIT,
  deriveCameraEnds,
  docOf,
  docToUpdate,
  editorReducer,
  hasUnsavedEdits,
  initialEditorState,
  newObjectId,
  placedTransform,
  type EditorAction,
  type EditorState,
} from "./editor-state";

const NOW = "2026-01-01T00:00:00.000Z";

function scene(overrides: Partial<Scene> = {}): Scene {
  return {
    id: "scene1",
    experienceId: "exp1",
    name: "Intro",
    order: 0,
    setId: null,
    objects: [],
    segments: [],
    tags: [],
    camera: { before: { x: 0, y: 0, z: 0 }, position: { x: 0, y: 0, z: 0 }, target: { x: 0, y: 0, z: 0 }, after: { x: 0, y: 0, z: 0 } },
    version: 3,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function table(id: string, x = 0): SceneObject {
  return { id, kind: "model", libraryObjectId: "sample-oak-dining-table", transform: placedTransform({ x, y: 0, z: 0 }) };
}

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

function loaded(overrides: Partial<Scene> = {}): EditorState {
  return run(initialEditorState(), { type: "sceneLoaded", scene: scene(overrides) });
}

describe("editor state: the seed's scene state", () => {
  it("starts empty: no scenes, no set objects, nothing placed", () => {
    const state = initialEditorState();
    expect(state.scenes).toEqual([]);
    expect(state.setObjects).toEqual([]);
    expect(state.allObjects).toEqual([]);
  });

  it("loads a scene's document without counting it as an edit", () => {
    const state = loaded({ objects: [table("a")], setId: "set1" });
    expect(state.sceneId).toBe("scene1");
    expect(state.version).toBe(3);
    expect(state.allObjects.map((o) => o.id)).toEqual(["a"]);
    expect(state.setId).toBe("set1");
    expect(state.scenes.map((s) => s.id)).toEqual(["scene1"]);
    expect(hasUnsavedEdits(state)).toBe(false);
  });

  it("takes the version of a save of the open scene, keeping the document on screen", () => {
    const edited = run(loaded(), { type: "add", object: table("a") });
    const saved = run(edited, { type: "sceneSaved", scene: scene({ version: 4 }) });
    expect(saved.version).toBe(4);
    expect(saved.allObjects).toBe(edited.allObjects);
    expect(saved.scenes[0]!.version).toBe(4);
  });

  it("keeps the backdrop's objects apart from the placed ones", () => {
    const state = run(loaded(), { type: "setObjectsLoaded", objects: [{ id: "backdrop", libraryObjectId: "room", name: "Room" }] });
    expect(state.setObjects).toHaveLength(1);
    expect(state.allObjects).toHaveLength(0);
    expect(docToUpdate(state).objects).toEqual([]);
  });
});

describe("editing", () => {
  it("adds an object, selects it and records an undo step", () => {
    const state = run(loaded(), { type: "add", object: table("a", 1.23456) });
    expect(state.allObjects).toHaveLength(1);
    expect(state.allObjects[0]!.transform.position.x).toBe(1.2346);
    expect(state.selection).toEqual({ kind: "object", id: "a" });
    expect(state.past).toHaveLength(1);
    expect(hasUnsavedEdits(state)).toBe(true);
  });

  it("moves an object, and ignores a move to where it already is", () => {
    const start = loaded({ objects: [table("a")] });
    const moved = run(start, { type: "transform", id: "a", transform: placedTransform({ x: 2, y: 0, z: -1 }) });
    expect(moved.allObjects[0]!.transform.position).toEqual({ x: 2, y: 0, z: -1 });
    expect(moved.past).toHaveLength(1);
    const same = run(moved, { type: "transform", id: "a", transform: placedTransform({ x: 2, y: 0, z: -1 }) });
    expect(same).toBe(moved);
  });

  it("keeps transforms inside the contract's bounds", () => {
    const state = run(loaded({ objects: [table("a")] }), {
      type: "transform",
      id: "a",
      transform: { position: { x: 1e9, y: Number.NaN, z: -0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 0, y: 5000, z: 1 } },
    });
    expect(state.allObjects[0]!.transform.position).toEqual({ x: 10000, y: 0, z: 0 });
    expect(state.allObjects[0]!.transform.scale).toEqual({ x: 0.001, y: 1000, z: 1 });
  });

  it("folds edits with the same coalesce key into one undo step", () => {
    let state = loaded({ objects: [table("a")] });
    for (const x of [0.1, 0.2, 0.3])
      state = run(state, { type: "transform", id: "a", transform: placedTransform({ x, y: 0, z: 0 }), coalesce: "a.position.x" });
    expect(state.past).toHaveLength(1);
    state = run(state, { type: "undo" });
    expect(state.allObjects[0]!.transform.position.x).toBe(0);
  });

  it("duplicates next to the original and selects the copy", () => {
    const state = run(loaded({ objects: [table("a"), table("b", 5)] }), { type: "duplicate", id: "a", newId: "c", offset: { x: 2, y: 0, z: 0 } });
    expect(state.allObjects.map((o) => o.id)).toEqual(["a", "c", "b"]);
    expect(state.allObjects[1]!.transform.position.x).toBe(2);
    expect(state.selection).toEqual({ kind: "object", id: "c" });
  });

  it("deletes an object, its selection and the segments' references to it", () => {
    const start = loaded({
      objects: [table("a"), table("b")],
      segments: [{ id: "s1", title: "Look", camera: null, objectIds: ["a", "b"] }],
    });
    const state = run(start, { type: "select", selection: { kind: "object", id: "a" } }, { type: "delete", id: "a" });
    expect(state.allObjects.map((o) => o.id)).toEqual(["b"]);
    expect(state.selection).toBeNull();
    expect(state.segments[0]!.objectIds).toEqual(["b"]);
  });

  it("dresses one placed model in a material variant, undoes it, and saves its own look without a variant key", () => {
    const start = loaded({ objects: [table("a"), table("b", 5)] });
    const dressed = run(start, { type: "setVariant", id: "a", variant: "Velvet green" });
    expect(dressed.allObjects[0]).toMatchObject({ id: "a", variant: "Velvet green" });
    expect(dressed.allObjects[1]).not.toHaveProperty("variant");
    expect(docToUpdate(docOf(dressed)).objects[0]).toMatchObject({ variant: "Velvet green" });
    expect(hasUnsavedEdits(dressed)).toBe(true);
    // Choosing what it already wears is no edit.
    expect(run(dressed, { type: "setVariant", id: "a", variant: "Velvet green" })).toBe(dressed);
    const ownLook = run(dressed, { type: "setVariant", id: "a", variant: null });
    expect(ownLook.allObjects[0]).not.toHaveProperty("variant");
    expect(run(ownLook, { type: "undo" }).allObjects[0]).toMatchObject({ variant: "Velvet green" });
    // A duplicate wears what its original wears.
    expect(run(dressed, { type: "duplicate", id: "a", newId: "c", offset: { x: 1, y: 0, z: 0 } }).allObjects[1]).toMatchObject({
      id: "c",
      variant: "Velvet green",
    });
    // A video wall has no materials to choose from.
    const wall = loaded({ objects: [{ id: "w", kind: "videoWall", transform: placedTransform({ x: 0, y: 0, z: 0 }) }] });
    expect(run(wall, { type: "setVariant", id: "w", variant: "Linen" })).toBe(wall);
  });

  it("changes the set and forgets the old backdrop's objects", () => {
    const state = run(
      loaded({ setId: "set1" }),
      { type: "setObjectsLoaded", objects: [{ id: "backdrop", libraryObjectId: "room", name: "Room" }] },
      { type: "setSet", setId: "set2" },
    );
    expect(state.setId).toBe("set2");
    expect(state.setObjects).toEqual([]);
  });
});

describe("undo and redo", () => {
  it("walks back and forth through add, move and delete", () => {
    const base = loaded();
    const added = run(base, { type: "add", object: table("a") });
    const moved = run(added, { type: "transform", id: "a", transform: placedTransform({ x: 1, y: 0, z: 1 }) });
    const deleted = run(moved, { type: "delete", id: "a" });

    const undone1 = run(deleted, { type: "undo" });
    expect(undone1.allObjects[0]!.transform.position).toEqual({ x: 1, y: 0, z: 1 });
    const undone2 = run(undone1, { type: "undo" });
    expect(undone2.allObjects[0]!.transform.position).toEqual({ x: 0, y: 0, z: 0 });
    const undone3 = run(undone2, { type: "undo" });
    expect(undone3.allObjects).toEqual([]);
    expect(run(undone3, { type: "undo" })).toBe(undone3);

    const redone = run(undone3, { type: "redo" }, { type: "redo" });
    expect(redone.allObjects[0]!.transform.position).toEqual({ x: 1, y: 0, z: 1 });
    expect(redone.future).toHaveLength(1);
  });

  it("counts undo as an edit to save, and drops the redo steps on a new edit", () => {
    const edited = run(loaded(), { type: "add", object: table("a") }, { type: "undo" });
    expect(edited.revision).toBe(2);
    expect(edited.future).toHaveLength(1);
    const branched = run(edited, { type: "add", object: table("b") });
    expect(branched.future).toEqual([]);
  });

  it("clears the selection when undo removes the selected object", () => {
    const state = run(loaded(), { type: "add", object: table("a") }, { type: "undo" });
    expect(state.selection).toBeNull();
  });

  it("keeps at most HISTORY_LIMIT steps", () => {
    let state = loaded({ objects: [table("a")] });
    for (let i = 1; i <= HISTORY_LIMIT + 20; i += 1) state = run(state, { type: "transform", id: "a", transform: placedTransform({ x: i, y: 0, z: 0 }) });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it("starts a fresh history when the scene is reloaded from the server", () => {
    const edited = run(loaded(), { type: "add", object: table("a") });
    const reloaded = run(edited, { type: "sceneLoaded", scene: scene({ version: 9 }) });
    expect(reloaded.past).toEqual([]);
    expect(reloaded.allObjects).toEqual([]);
    expect(hasUnsavedEdits(reloaded)).toBe(false);
  });
});

describe("capture camera", () => {
  const view = { position: { x: 3, y: 2, z: 4 }, target: { x: 0, y: 0.5, z: 0 } };

  it("stores the view as the scene's position and target, deriving before and after", () => {
    const state = run(loaded(), { type: "captureCamera", into: { kind: "scene" }, point: "view", deriveEnds: true, ...view });
    expect(state.camera.position).toEqual(view.position);
    expect(state.camera.target).toEqual(view.target);
    const ends = deriveCameraEnds(view.position, view.target);
    expect(state.camera.before).toEqual(ends.before);
    expect(state.camera.after).toEqual(ends.after);
    // Before arrives from further back on the same line; after leaves a little to the side.
    expect(ends.before.x).toBeCloseTo(4.8, 6);
    expect(ends.before.y).toBeCloseTo(0.5 + 1.5 * 1.6, 6);
    expect(Math.hypot(ends.after.x, ends.after.z)).toBeCloseTo(5 * 1.15, 3);
  });

  it("captures before or after alone, leaving the other points", () => {
    const state = run(
      loaded(),
      { type: "captureCamera", into: { kind: "scene" }, point: "view", deriveEnds: false, ...view },
      { type: "captureCamera", into: { kind: "scene" }, point: "before", position: { x: 9, y: 9, z: 9 }, target: { x: 0, y: 0, z: 0 } },
    );
    expect(state.camera.before).toEqual({ x: 9, y: 9, z: 9 });
    expect(state.camera.after).toEqual({ x: 0, y: 0, z: 0 });
    expect(state.camera.position).toEqual(view.position);
  });

  it("captures into a segment, starting from the scene's points, and can clear it again", () => {
    const start = loaded({
      camera: { before: { x: 1, y: 1, z: 1 }, position: { x: 2, y: 2, z: 2 }, target: { x: 0, y: 0, z: 0 }, after: { x: 3, y: 3, z: 3 } },
      segments: [{ id: "s1", title: "Close-up", camera: null, objectIds: [] }],
    });
    const captured = run(start, { type: "captureCamera", into: { kind: "segment", segmentId: "s1" }, point: "after", ...view });
    expect(captured.segments[0]!.camera).toEqual({ ...start.camera, after: view.position });
    expect(captured.camera).toEqual(start.camera);
    const cleared = run(captured, { type: "clearSegmentCamera", segmentId: "s1" });
    expect(cleared.segments[0]!.camera).toBeNull();
    expect(run(cleared, { type: "undo" }).segments[0]!.camera).toEqual(captured.segments[0]!.camera);
  });
});

describe("newObjectId", () => {
  it("makes ids the contract accepts", () => {
    const id = newObjectId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(newObjectId()).not.toBe(id);
  });
});
