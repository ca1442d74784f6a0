import { describe, expect, it } from "vitest";
import { describeScene } from "./describe-scene";

const transform = { position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
const model = (name: string, productId: string | null = null) => ({ name, url: "", bytes: 1, interactive: true, productId, scale: 1 });
const product = (id: string, name: string, price: number, sceneId: string | null = null) => ({
  id,
  sku: id,
  name,
  description: "",
  price,
  currency: "EUR",
  imageUrl: null,
  url: null,
  hotspot: sceneId ? { sceneId, position: { x: 0, y: 0, z: 0 } } : null,
});

describe("describeScene", () => {
  const manifest = {
    models: { oak: model("Oak Dining Table", "p1"), cafe: model("Round Café Table") },
    products: [product("p1", "Oak table", 1299, null), product("p2", "Lamp", 49.5, "s1"), product("p3", "Sofa", 900, "s2")],
  };
  const scene = {
    id: "s1",
    objects: [
      { id: "a", kind: "model" as const, modelId: "oak", transform },
      { id: "b", kind: "model" as const, modelId: "cafe", transform },
      { id: "c", kind: "model" as const, modelId: "cafe", transform },
      { id: "d", kind: "videoWall" as const, transform },
      { id: "e", kind: "model" as const, modelId: "gone", transform },
    ],
  };

  it("names what stands in the scene with how many, and the video wall", () => {
    const contents = describeScene(manifest, scene, "en");
    expect(contents.things).toEqual([
      { name: "Oak Dining Table", count: 1 },
      { name: "Round Café Table", count: 2 },
    ]);
    expect(contents.hasVideoWall).toBe(true);
  });

  it("lists the products of this scene (sold by a model here or pinned here) with prices in the visitor's locale", () => {
    expect(describeScene(manifest, scene, "en").products).toEqual([
      { name: "Oak table", price: "€1,299.00" },
      { name: "Lamp", price: "€49.50" },
    ]);
    expect(describeScene(manifest, scene, "fr").products[1]!.price).toMatch(/^49,50\s€$/);
  });

  it("says nothing stands in an empty scene", () => {
    expect(describeScene(manifest, { id: "s3", objects: [] }, "en")).toEqual({ things: [], hasVideoWall: false, products: [] });
  });
});
