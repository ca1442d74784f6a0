// @vitest-environment node
import { Document, NodeIO } from "@gltf-transform/core";
import { KHRMaterialsVariants } from "@gltf-transform/extensions";
import type { Mesh, MeshStandardMaterial } from "three";
import { GLTFLoader, type GLTF } from "three/examples/jsm/loaders/GLTFLoader.js";
import { describe, expect, it } from "vitest";
import { applyMaterialVariant, preloadMaterialVariant } from "./apply-material-variant";

/** A seat (mapped: linen by default, velvet and leather as variants) and a leg no variant maps. */
async function chairGlb(): Promise<ArrayBuffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const variants = doc.createExtension(KHRMaterialsVariants);
  const material = (name: string, color: [number, number, number]) => doc.createMaterial(name).setBaseColorFactor([...color, 1]);
  const linen = material("Linen", [0.9, 0.8, 0.7]);
  const velvet = material("Velvet", [0.1, 0.5, 0.2]);
  const leather = material("Leather", [0.6, 0.3, 0.1]);
  const oak = material("Oak", [0.4, 0.3, 0.2]);
  const triangle = () =>
    doc.createPrimitive().setAttribute(
      "POSITION",
      doc
        .createAccessor()
        .setType("VEC3")
        .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
        .setBuffer(buffer),
    );
  const seat = triangle().setMaterial(linen);
  const mappings = variants.createMappingList();
  for (const [name, fabric] of [
    ["Linen", linen],
    ["Velvet", velvet],
    ["Leather", leather],
  ] as const) {
    mappings.addMapping(variants.createMapping().setMaterial(fabric).addVariant(variants.createVariant(name)));
  }
  seat.setExtension("KHR_materials_variants", mappings);
  const scene = doc.createScene();
  scene.addChild(doc.createNode("Seat").setMesh(doc.createMesh("Seat").addPrimitive(seat)));
  scene.addChild(doc.createNode("Leg").setMesh(doc.createMesh("Leg").addPrimitive(triangle().setMaterial(oak))));
  const bytes = await new NodeIO().registerExtensions([KHRMaterialsVariants]).writeBinary(doc);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const colourOf = (root: GLTF["scene"], name: string) => {
  const mesh = root.getObjectByName(name) as Mesh;
  return `${(mesh.material as MeshStandardMaterial).name} ${(mesh.material as MeshStandardMaterial).color.getHexString()}`;
};

describe("switching a loaded model's material variant", () => {
  it("puts each variant's material on the meshes it maps, leaves the others, and comes back to the first", async () => {
    const gltf = await new GLTFLoader().parseAsync(await chairGlb(), "");
    const copy = gltf.scene.clone(true);
    const leg = colourOf(copy, "Leg");
    expect(colourOf(copy, "Seat")).toMatch(/^Linen /);

    expect(await applyMaterialVariant(copy, gltf, "Velvet")).toBe(true);
    expect(colourOf(copy, "Seat")).toMatch(/^Velvet /);
    expect(colourOf(copy, "Leg")).toBe(leg);
    // The cached original, shared by other placements, is left as it was.
    expect(colourOf(gltf.scene, "Seat")).toMatch(/^Linen /);

    await applyMaterialVariant(copy, gltf, "Leather");
    expect(colourOf(copy, "Seat")).toMatch(/^Leather /);
    await applyMaterialVariant(copy, gltf, "Linen");
    expect(colourOf(copy, "Seat")).toMatch(/^Linen /);
    expect(await applyMaterialVariant(copy, gltf, "Tweed")).toBe(false);
    expect(colourOf(copy, "Seat")).toMatch(/^Linen /);
  });

  it("makes a variant's materials ahead (once per file), and only the variant's", async () => {
    const gltf = await new GLTFLoader().parseAsync(await chairGlb(), "");
    // The loader's own cache of made dependencies, by "type:index" (materials in the file's order: linen, velvet, leather, oak).
    const made = (index: number) => (gltf.parser as unknown as { cache: { get(key: string): unknown } }).cache.get(`material:${index}`);
    expect(made(1)).toBeUndefined();
    await preloadMaterialVariant(gltf, "Velvet");
    await preloadMaterialVariant(gltf, "Tweed");
    expect(made(1)).toBeDefined();
    expect(made(2)).toBeUndefined();
    const copy = gltf.scene.clone(true);
    await applyMaterialVariant(copy, gltf, "Velvet");
    expect(colourOf(copy, "Seat")).toMatch(/^Velvet /);
  });
});
