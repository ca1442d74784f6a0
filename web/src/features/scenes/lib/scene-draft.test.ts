import { describe, expect, it } from "vitest";
import type { Scene } from "@vitrine/contract";
import { draftToUpdate, isDirty, moveItem, newSegmentId, objectLabels, sameJson, sceneToDraft } from "./scene-draft";

const v = (x: number, y: number, z: number) => ({ x, y, z });
const transform = { position: v(0, 0, 0), rotation: v(0, 0, 0), scale: v(1, 1, 1) };
const scene: Scene = {
  id: "s1",
  experienceId: "e1",
  name: "Intro",
  order: 0,
  setId: null,
  objects: [
    { id: "a", kind: "model", libraryObjectId: "oak", transform },
    { id: "b", kind: "model", libraryObjectId: "oak", transform },
    { id: "c", kind: "model", libraryObjectId: "cafe", transform },
    { id: "w", kind: "videoWall", transform },
  ],
  segments: [{ id: "seg", title: "Welcome", camera: null, objectIds: ["a"] }],
  tags: ["spring"],
  // Keys in another order than the editor builds them: still no change.
  camera: { target: v(0, 0.6, 0), before: v(0, 2, 8), position: v(0, 1.6, 4.5), after: v(0, 1, 2) },
  version: 4,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

describe("scene draft", () => {
  it("is clean when nothing changed, however numbers were typed", () => {
    const draft = sceneToDraft(scene);
    expect(isDirty(scene, draft)).toBe(false);
    draft.camera.position.y = "1.60";
    expect(isDirty(scene, draft)).toBe(false);
    expect(draftToUpdate(scene, draft, 4)).toEqual({ body: { version: 4 }, errors: null });
  });

  it("sends only what changed, with the version the edit was made on", () => {
    const draft = { ...sceneToDraft(scene), name: "  Welcome hall ", tags: ["spring", "sale"] };
    draft.camera.target.x = "-1.5";
    draft.segments = [...draft.segments, { id: "two", title: "Close up", camera: sceneToDraft(scene).camera, objectIds: ["c"] }];
    const result = draftToUpdate(scene, draft, 4);
    expect(result.errors).toBeNull();
    expect(result.body).toEqual({
      version: 4,
      name: "Welcome hall",
      tags: ["spring", "sale"],
      camera: { before: v(0, 2, 8), position: v(0, 1.6, 4.5), target: v(-1.5, 0.6, 0), after: v(0, 1, 2) },
      segments: [
        { id: "seg", title: "Welcome", camera: null, objectIds: ["a"] },
        { id: "two", title: "Close up", camera: { before: v(0, 2, 8), position: v(0, 1.6, 4.5), target: v(0, 0.6, 0), after: v(0, 1, 2) }, objectIds: ["c"] },
      ],
    });
  });

  it("reports each bad field by its path", () => {
    const draft = sceneToDraft(scene);
    draft.name = " ";
    draft.camera.after.z = "abc";
    draft.camera.before.x = "20000";
    draft.segments[0]!.title = "";
    draft.segments[0]!.camera = sceneToDraft(scene).camera;
    draft.segments[0]!.camera.position.y = "";
    expect(draftToUpdate(scene, draft, 4).errors).toEqual({
      name: "Scene name is required",
      "camera.after.z": "Enter a number",
      "camera.before.x": "At most 10 km from the origin",
      "segments.0.title": "Segment title is required",
      "segments.0.camera.position.y": "Enter a number",
    });
    expect(isDirty(scene, draft)).toBe(true);
  });

  it("names objects by model, numbering repeated ones", () => {
    const labels = objectLabels(scene.objects, new Map([["oak", "Oak table"]]));
    expect([...labels.values()]).toEqual(["Oak table 1", "Oak table 2", "Model", "Video wall"]);
  });

  it("moves items, compares JSON deeply and makes fresh segment ids", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    const id = newSegmentId(["segment-aaaaaa"]);
    expect(id).toMatch(/^segment-[a-z0-9]{1,6}$/);
  });
});
