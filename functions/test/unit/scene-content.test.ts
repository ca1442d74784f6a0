import { expect } from "chai";
import { readFileSync } from "node:fs";
import { sceneSchema, type SceneObject, type Segment } from "@vitrine/contract";
import { demoScenes } from "../../src/seed/demo-seed.js";
import { libraryObjectIdsOf, sceneContentIssues } from "../../src/scenes/scenes.js";

const zero = { x: 0, y: 0, z: 0 };
const transform = { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } };
const model = (id: string, libraryObjectId: string): SceneObject => ({ id, kind: "model", libraryObjectId, transform });
const segment = (id: string, objectIds: string[]): Segment => ({ id, title: id, camera: null, objectIds });

describe("Scene content rules", () => {
  it("accepts unique ids and segments that highlight the scene's own objects", () => {
    expect(sceneContentIssues([model("a", "x"), { id: "w", kind: "videoWall", transform }], [segment("s", ["a", "w"]), segment("t", [])])).to.deep.equal([]);
  });

  it("names every repeated id and unknown highlighted object by its field", () => {
    expect(sceneContentIssues([model("a", "x"), model("a", "y")], [segment("s", ["a"]), segment("s", ["b"])])).to.deep.equal([
      { path: "objects.1.id", message: 'Object id "a" is used twice' },
      { path: "segments.1.id", message: 'Segment id "s" is used twice' },
      { path: "segments.1.objectIds.0", message: 'No object "b" in this scene' },
    ]);
  });

  it("lists each library model once, video walls never", () => {
    expect(libraryObjectIdsOf([model("a", "x"), model("b", "y"), model("c", "x"), { id: "w", kind: "videoWall", transform }])).to.deep.equal(["x", "y"]);
  });
});

describe("Demo scenes", () => {
  const samples = (JSON.parse(readFileSync(new URL("../../../web/public/models/samples/samples.json", import.meta.url), "utf8")) as { slug: string }[]).map(
    (s) => `sample-${s.slug}`,
  );
  const scenes = demoScenes();

  it("are valid scenes of the contract, in order, that show every sample table", () => {
    expect(scenes.map((s) => [s.name, s.order])).to.deep.equal([
      ["Intro", 0],
      ["Details", 1],
    ]);
    for (const scene of scenes) {
      const parsed = sceneSchema.parse({ ...scene, id: "scene", experienceId: "experience", createdAt: "", updatedAt: "" });
      expect(sceneContentIssues(parsed.objects, parsed.segments), scene.name).to.deep.equal([]);
      expect(scene.libraryObjectIds).to.deep.equal(libraryObjectIdsOf(parsed.objects));
      for (const id of scene.libraryObjectIds) expect(samples).to.include(id);
    }
    expect([...scenes[0]!.libraryObjectIds].sort()).to.deep.equal([...samples].sort());
    expect(scenes[0]!.segments.map((s) => s.title)).to.deep.equal(["Welcome", "The collection"]);
    expect(scenes[0]!.segments.every((s) => s.camera !== null)).to.equal(true);
  });
});
