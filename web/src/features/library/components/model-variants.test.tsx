import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LibraryObject } from "@vitrine/contract";
import { ModelVariants } from "./model-variants";

const variant = (name: "desktop" | "phone", materialVariantFidelity: Record<string, number> | null): LibraryObject["variants"][number] => ({
  name,
  glb: `/models/chair.${name}.glb`,
  size: 1000,
  triangles: 1000,
  textures: 3,
  maxTextureSize: 512,
  sameAsOptimized: materialVariantFidelity === null,
  simplificationError: null,
  error: null,
  notes: [],
  fidelity: 0.99,
  views: null,
  materialVariantFidelity,
});

function chair(materialVariants: string[], variants: LibraryObject["variants"]): LibraryObject {
  return {
    _id: "chair",
    name: "Lounge chair",
    glb: "/models/chair.glb",
    tags: [],
    _updatedAt: "2025-01-01T00:00:00.000Z",
    tenantId: "t1",
    brandId: "b1",
    sample: false,
    status: "ready",
    error: null,
    size: 1000,
    originalSize: 2000,
    triangles: 2000,
    materials: 4,
    textures: 3,
    bbox: { min: [0, 0, 0], max: [1, 1, 1] },
    realWorldSize: { width: 1, height: 1, depth: 1 },
    unit: "m",
    budget: "strict",
    ar: { placement: "floor", usdz: null, usdzSize: null, usdzStatus: "none", usdzError: null, usdzVariants: [] },
    materialVariants,
    materialVariantSwatches: materialVariants.map((name, index) => ({ name, picture: `/files/swatch-${index}.webp` })),
    thumbnail: null,
    views: null,
    variants,
  };
}

describe("a library model's material variants", () => {
  it("are named on its card, with the least alike of them across its delivery files", () => {
    const fidelity = { Linen: 0.991, "Velvet green": 0.972, "Leather tan": 0.985 };
    render(<ModelVariants object={chair(["Linen", "Velvet green", "Leather tan"], [variant("desktop", null), variant("phone", fidelity)])} />);
    expect(screen.getByText(/3 material variants: Linen, Velvet green, Leather tan · least alike: Velvet green 0\.972/)).toBeTruthy();
    // A swatch each, drawn by the server, named for screen readers.
    const swatches = screen.getByRole("list", { name: "Lounge chair in each material variant" });
    expect([...swatches.querySelectorAll("img")].map((img) => [img.getAttribute("alt"), img.getAttribute("src")])).toEqual([
      ["Linen", "/files/swatch-0.webp"],
      ["Velvet green", "/files/swatch-1.webp"],
      ["Leather tan", "/files/swatch-2.webp"],
    ]);
  });

  it("are not mentioned for a model without", () => {
    const { container } = render(<ModelVariants object={chair([], [variant("desktop", null), variant("phone", null)])} />);
    expect(container.querySelector("[data-material-variants]")).toBe(null);
  });
});
