import { describe, expect, it } from "vitest";
import { formatBytes, formatTextureSize, formatTriangles, nameFromFileName, optimisationSaving } from "./model-format";

describe("model-format", () => {
  it("formats sizes the way file managers do", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatBytes(250 * 1024 * 1024)).toBe("250 MB");
  });

  it("reports a saving only when optimisation shrank a known original", () => {
    expect(optimisationSaving(250, 1000)).toBe(75);
    expect(optimisationSaving(1000, null)).toBeNull();
    expect(optimisationSaving(1200, 1000)).toBeNull();
  });

  it("sums up a variant's textures by their count and largest side", () => {
    expect(formatTextureSize(0, 0)).toBe("none");
    expect(formatTextureSize(6, 1024)).toBe("6 ≤1024px");
  });

  it("counts triangles with a thousands separator", () => {
    expect(formatTriangles(12345)).toBe("12,345 triangles");
    expect(formatTriangles(1)).toBe("1 triangle");
  });

  it("names a model from its file name", () => {
    expect(nameFromFileName("walnut-side_table.glb")).toBe("Walnut side table");
    expect(nameFromFileName(".glb")).toBe("");
  });
});
