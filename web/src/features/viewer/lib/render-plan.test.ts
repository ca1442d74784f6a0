import type { Manifest } from "@vitrine/contract";
import { manifestSchema } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { fixtureManifest } from "./fixtures/manifest";
import { buildRenderPlan, cameraSpecOf, defaultSet, rotateXYZ, sceneModelFiles } from "./render-plan";

const origin = { x: 0, y: 0, z: 0 };
const clone = (): Manifest => structuredClone(fixtureManifest);

describe("the fixture manifest", () => {
  it("is a valid manifest of the contract", () => {
    expect(manifestSchema.safeParse(fixtureManifest).success).toBe(true);
  });
});

describe("buildRenderPlan", () => {
  it("places every model object with its transform times the model's scale", () => {
    const plan = buildRenderPlan(fixtureManifest);
    const lounge = plan.scenes[1];
    const cafe = lounge.models.find((m) => m.objectId === "cafe")!;
    expect(cafe.url).toBe("/models/samples/round-cafe-table.glb");
    expect(cafe.position).toEqual([1.6, 0, -0.4]);
    expect(cafe.scale.map((v) => Number(v.toFixed(6)))).toEqual([1.1, 1.1, 1.1]);
    const walnut = plan.scenes[0].models.find((m) => m.objectId === "walnut-right")!;
    expect(walnut.rotation).toEqual([0, 0.4, 0]);
  });

  it("makes a model with a product interactive and keeps the product id", () => {
    const plan = buildRenderPlan(fixtureManifest);
    const oak = plan.scenes[0].models.find((m) => m.objectId === "oak")!;
    expect(oak.interactive).toBe(true);
    expect(oak.productId).toBe("prodOakTable000000001");
    const cafe = plan.scenes[1].models.find((m) => m.objectId === "cafe")!;
    expect(cafe.interactive).toBe(false);
  });

  it("drops a product id the manifest does not list, and reports models it does not describe", () => {
    const manifest = clone();
    manifest.models["sample-glass-coffee-table"].productId = "gone0000000000000000";
    manifest.scenes[1].objects.push({ id: "ghost", kind: "model", modelId: "missing-model", transform: fixtureManifest.scenes[1].objects[0].transform });
    const plan = buildRenderPlan(manifest);
    expect(plan.scenes[1].models.find((m) => m.objectId === "glass")!.productId).toBeNull();
    expect(plan.scenes[1].missingModelIds).toEqual(["missing-model"]);
    expect(plan.scenes[1].models.some((m) => m.objectId === "ghost")).toBe(false);
  });

  it("shows each placement in the variant the world builder chose, else its product's default option on that model, else its own look", () => {
    const manifest = clone();
    const oakProduct = manifest.products.find((p) => p.id === "prodOakTable000000001")!;
    Object.assign(oakProduct, {
      modelId: "sample-oak-dining-table",
      options: [
        { variant: "Natural", name: "Natural oak", sku: "OAK-N", price: 900, url: null },
        { variant: "Smoked", name: "Smoked oak", sku: "OAK-S", price: 950, url: null },
      ],
      defaultOption: "Smoked",
    });
    const oak = () => manifest.scenes[0].objects.find((o) => o.id === "oak")! as Extract<Manifest["scenes"][0]["objects"][0], { kind: "model" }>;
    const variantOf = (id: string) => buildRenderPlan(manifest).scenes[0].models.find((m) => m.objectId === id)!.variant;
    expect(variantOf("oak")).toBe("Smoked");
    oak().variant = "Natural";
    expect(variantOf("oak")).toBe("Natural");
    // Without options (or with options dressing another model) the product says nothing of the look.
    delete oak().variant;
    oakProduct.modelId = "sample-walnut-side-table";
    expect(variantOf("oak")).toBeNull();
    expect(variantOf("walnut-right")).toBeNull();
  });

  it("uses the scene's set, and a neutral studio when it has none", () => {
    const manifest = clone();
    manifest.scenes[1].setId = null;
    manifest.theme.colors.background = "#ffffff";
    const plan = buildRenderPlan(manifest);
    expect(plan.scenes[0].set).toMatchObject({ lighting: "warm", background: "#efe6da", floor: { kind: "wood", size: 14 } });
    expect(plan.scenes[1].set).toEqual(defaultSet("#f3f1ee"));
    expect(plan.scenes[1].set).toMatchObject({ lighting: "studio", background: "#f3f1ee", floor: { kind: "color", color: "#d1cfcd" } });
  });

  it("resolves a set's backdrop model to its file", () => {
    const manifest = clone();
    manifest.sets.setWarmOak0000000001.backdropModelId = "sample-oak-dining-table";
    const plan = buildRenderPlan(manifest);
    expect(plan.scenes[0].set.backdrop).toEqual({
      modelId: "sample-oak-dining-table",
      url: "/models/samples/oak-dining-table.glb",
      name: "Oak Dining Table",
      bytes: 4960,
      meshopt: false,
    });
    expect(sceneModelFiles(plan.scenes[0])[0].url).toBe("/models/samples/oak-dining-table.glb");
  });

  it("puts each product's hotspot in its scene", () => {
    const plan = buildRenderPlan(fixtureManifest);
    expect(plan.scenes[0].hotspots.map((h) => h.productId)).toEqual(["prodOakTable000000001", "prodWalnut0000000001"]);
    expect(plan.scenes[0].hotspots[0].position).toEqual([0.5, 0.78, 0.2]);
    expect(plan.scenes[1].hotspots.map((h) => h.productId)).toEqual(["prodGlass00000000001"]);
  });

  it("keeps video walls only when the experience has a video wall", () => {
    expect(buildRenderPlan(fixtureManifest).scenes[1].videoWalls).toHaveLength(1);
    const manifest = clone();
    manifest.videoWall = null;
    expect(buildRenderPlan(manifest).scenes[1].videoWalls).toHaveLength(0);
  });

  it("lists each model file of a scene once", () => {
    const files = sceneModelFiles(buildRenderPlan(fixtureManifest).scenes[0]);
    expect(files.map((f) => f.url)).toEqual(["/models/samples/oak-dining-table.glb", "/models/samples/walnut-side-table.glb"]);
    expect(files[1].bytes).toBe(6308);
  });
});

describe("the tour's steps", () => {
  it("has one step per segment, in scene order", () => {
    const { steps } = buildRenderPlan(fixtureManifest);
    expect(steps.map((s) => [s.index, s.sceneIndex, s.segmentId])).toEqual([
      [0, 0, "seg-table"],
      [1, 0, "seg-side"],
      [2, 1, "seg-coffee"],
      [3, 1, "seg-cafe"],
      [4, 1, "seg-films"],
    ]);
  });

  it("makes a scene without segments one step titled with the scene's name", () => {
    const manifest = clone();
    manifest.scenes[1].segments = [];
    const { steps } = buildRenderPlan(manifest);
    expect(steps).toHaveLength(3);
    expect(steps[2]).toMatchObject({ sceneIndex: 1, segmentId: null, title: "Lounge", objectIds: [] });
  });

  it("uses a segment's own camera, else frames what it highlights, else the scene's camera", () => {
    const manifest = clone();
    manifest.scenes[0].segments.push({ id: "seg-all", title: "Everything", camera: null, objectIds: [] });
    const { steps } = buildRenderPlan(manifest);
    expect(steps[0].camera).toEqual({ kind: "frame", objectIds: ["oak"], before: null, after: null });
    expect(steps[1].camera).toEqual({ kind: "points", position: [-0.1, 1.6, 2.7], target: [-1.4, 0.35, 0.2], before: null, after: null });
    expect(steps[2].camera).toEqual({ kind: "points", position: [2.6, 1.7, 3.4], target: [0, 0.45, 0], before: [5.5, 3.2, 7], after: [-2.5, 2, 3] });
  });

  it("frames the whole scene when its camera was never set", () => {
    const { scenes } = buildRenderPlan(fixtureManifest);
    expect(scenes[1].camera).toEqual({ kind: "frame", objectIds: [], before: null, after: null });
  });

  it("looks at a video wall face on", () => {
    const { steps } = buildRenderPlan(fixtureManifest);
    const films = steps[4].camera;
    expect(films.kind).toBe("frame");
    if (films.kind !== "frame") return;
    expect(films.objectIds).toEqual(["wall"]);
    expect(films.direction?.map((v) => Number(v.toFixed(3)))).toEqual([0, 0.18, 1]);
  });
});

describe("cameraSpecOf", () => {
  it("treats a camera whose position equals its target as 'frame the scene'", () => {
    expect(cameraSpecOf({ before: origin, position: origin, target: origin, after: origin })).toEqual({
      kind: "frame",
      objectIds: [],
      before: null,
      after: null,
    });
  });

  it("ignores before/after points left at the origin or on the position", () => {
    const p = { x: 1, y: 2, z: 3 };
    expect(cameraSpecOf({ before: p, position: p, target: origin, after: origin })).toEqual({
      kind: "points",
      position: [1, 2, 3],
      target: [0, 0, 0],
      before: null,
      after: null,
    });
  });
});

describe("rotateXYZ", () => {
  it("turns +z to +x by a quarter turn about y", () => {
    expect(rotateXYZ([0, 0, 1], [0, Math.PI / 2, 0]).map((v) => Number(v.toFixed(6)) + 0)).toEqual([1, 0, 0]);
  });
  it("turns +z to -y by a quarter turn about x", () => {
    expect(rotateXYZ([0, 0, 1], [Math.PI / 2, 0, 0]).map((v) => Number(v.toFixed(6)) + 0)).toEqual([0, -1, 0]);
  });
});
