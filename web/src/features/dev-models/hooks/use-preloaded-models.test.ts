import type { LibraryObject } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { withLoadState } from "./use-preloaded-models";

function object(id: string, glb: string): LibraryObject {
  return {
    _id: id,
    name: id,
    glb,
    tags: [],
    _updatedAt: "2025-01-01T00:00:00.000Z",
    tenantId: null,
    brandId: null,
    sample: true,
    status: "ready",
    error: null,
    size: 1,
    originalSize: null,
    triangles: 1,
    materials: 1,
    textures: 0,
    bbox: { min: [0, 0, 0], max: [1, 1, 1] },
    realWorldSize: { width: 1, height: 1, depth: 1 },
    unit: "m",
    ar: { placement: "floor", usdz: null, usdzSize: null, usdzStatus: "none", usdzError: null, usdzVariants: [] },
    thumbnail: null,
    materialVariants: [],
    materialVariantSwatches: [],
    variants: [],
    views: null,
    budget: "standard",
  };
}

describe("withLoadState", () => {
  const items = [object("a", "/a.glb"), object("b", "/b.glb"), object("c", "/c.glb"), object("a2", "/a.glb")];

  it("starts every object with loaded false", () => {
    expect(withLoadState(items, {}).map((item) => item.loaded)).toEqual([false, false, false, false]);
  });

  it("turns loaded true per file, for every object sharing it, and carries load errors", () => {
    const result = withLoadState(items, {
      "/a.glb": { state: "loaded" },
      "/b.glb": { state: "error", message: "The model file could not be downloaded (HTTP 404)." },
      "/c.glb": { state: "loading" },
    });
    expect(result.map((item) => [item._id, item.loaded, item.loadError])).toEqual([
      ["a", true, null],
      ["b", false, "The model file could not be downloaded (HTTP 404)."],
      ["c", false, null],
      ["a2", true, null],
    ]);
  });

  it("keeps the API's fields as they are", () => {
    expect(withLoadState(items, {})[0]).toMatchObject(items[0]!);
  });
});
