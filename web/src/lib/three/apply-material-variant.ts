import type { Material, Mesh, Object3D } from "three";
import type { GLTF } from "@/lib/three/gltf-cache";

/**
 * Switches a placed copy of a model to one of its material variants (glTF's
 * KHR_materials_variants), in place: three's GLTFLoader keeps the extension's data in `userData`
 * (the variants' names on the file, each primitive's mappings on its mesh) and loads a variant's
 * material on request, once per file. A mesh the variant does not map wears its own material.
 * Returns false when the file has no such variant.
 */
/** Each switched mesh's own material, to put back for a variant that does not map it. */
const ownMaterials = new WeakMap<Mesh, Mesh["material"]>();

export async function applyMaterialVariant(root: Object3D, gltf: GLTF, variant: string): Promise<boolean> {
  const extension = (gltf.userData?.gltfExtensions as Record<string, { variants?: { name: string }[] }> | undefined)?.KHR_materials_variants;
  const index = extension?.variants?.findIndex((v) => v.name === variant) ?? -1;
  if (index < 0) return false;
  const meshes: Mesh[] = [];
  root.traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh);
  });
  await Promise.all(
    meshes.map(async (mesh) => {
      const mappings = (mesh.userData.gltfExtensions as Record<string, { mappings?: { material: number; variants: number[] }[] }> | undefined)
        ?.KHR_materials_variants?.mappings;
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
