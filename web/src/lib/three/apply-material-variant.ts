import type { Material, Mesh, Object3D } from "three";
import type { GLTF } from "@/lib/three/gltf-cache";

/** Each switched mesh's own material, to put back for a variant that does not map it. */
const ownMaterials = new WeakMap<Mesh, Mesh["material"]>();

type VariantMappings = { material: number; variants: number[] }[];

function variantIndex(gltf: GLTF, variant: string): number {
  const extension = (gltf.userData?.gltfExtensions as Record<string, { variants?: { name: string }[] }> | undefined)?.KHR_materials_variants;
  return extension?.variants?.findIndex((v) => v.name === variant) ?? -1;
}

const mappingsOf = (mesh: Mesh) =>
  (mesh.userData.gltfExtensions as Record<string, { mappings?: VariantMappings }> | undefined)?.KHR_materials_variants?.mappings;

/**
 * Makes the variant's materials (and loads their textures) without putting them on anything, so
 * a model shown in a variant from the start can wait for them and be drawn in it from its first
 * frame; `applyMaterialVariant` then finds them ready.
 */
export async function preloadMaterialVariant(gltf: GLTF, variant: string): Promise<void> {
  const index = variantIndex(gltf, variant);
  if (index < 0) return;
  const materials = new Set<number>();
  gltf.scene.traverse((object) => {
    const mapping = (object as Mesh).isMesh ? mappingsOf(object as Mesh)?.find((m) => m.variants.includes(index)) : undefined;
    if (mapping) materials.add(mapping.material);
  });
  await Promise.all([...materials].map((material) => gltf.parser.getDependency("material", material)));
}

/**
 * Switches a placed copy of a model to one of its material variants (glTF's
 * KHR_materials_variants), in place: three's GLTFLoader keeps the extension's data in `userData`
 * (the variants' names on the file, each primitive's mappings on its mesh) and loads a variant's
 * material on request, once per file. A mesh the variant does not map wears its own material.
 * Returns false when the file has no such variant.
 */
export async function applyMaterialVariant(root: Object3D, gltf: GLTF, variant: string): Promise<boolean> {
  const index = variantIndex(gltf, variant);
  if (index < 0) return false;
  const meshes: Mesh[] = [];
  root.traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh);
  });
  await Promise.all(
    meshes.map(async (mesh) => {
      const mappings = mappingsOf(mesh);
      if (!mappings) return;
      if (!ownMaterials.has(mesh)) ownMaterials.set(mesh, mesh.material);
      const mapping = mappings.find((m) => m.variants.includes(index));
      if (!mapping) {
        mesh.material = ownMaterials.get(mesh)!;
        return;
      }
      const material = (await gltf.parser.getDependency("material", mapping.material)) as Material;
      mesh.material = material;
      // Skinned meshes, vertex colours and flat shading need the loader's own adjustments.
      gltf.parser.assignFinalMaterial(mesh);
    }),
  );
  return true;
}
