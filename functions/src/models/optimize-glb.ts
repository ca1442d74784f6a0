import { getBounds, Logger, NodeIO, type Document } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { dedup, meshopt, prune, textureCompress, weld } from "@gltf-transform/functions";
import { MeshoptDecoder, MeshoptEncoder } from "meshoptimizer";
import sharp from "sharp";

export interface GlbStats {
  triangles: number;
  materials: number;
  textures: number;
  bbox: { min: [number, number, number]; max: [number, number, number] };
}

export const MAX_TEXTURE_SIZE = 2048;

async function io() {
  await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready]);
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    "meshopt.decoder": MeshoptDecoder,
    "meshopt.encoder": MeshoptEncoder,
  });
}

function statsOf(doc: Document): GlbStats {
  const root = doc.getRoot();
  let triangles = 0;
  for (const mesh of root.listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      if (prim.getMode() !== 4 /* TRIANGLES */) continue;
      const count = prim.getIndices()?.getCount() ?? prim.getAttribute("POSITION")?.getCount() ?? 0;
      triangles += Math.floor(count / 3);
    }
  }
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const round = (v: number) => Math.round(v * 10000) / 10000;
  const bounds = scene ? getBounds(scene) : { min: [0, 0, 0], max: [0, 0, 0] };
  return {
    triangles,
    materials: root.listMaterials().length,
    textures: root.listTextures().length,
    bbox: { min: bounds.min.map(round) as GlbStats["bbox"]["min"], max: bounds.max.map(round) as GlbStats["bbox"]["max"] },
  };
}

/**
 * The optimised GLB viewers download: duplicates merged, vertices welded, unused data pruned,
 * textures over 2048 px scaled down, geometry meshopt-compressed (three's GLTFLoader decodes it).
 * Stats are read before compression, when the geometry is still plain.
 */
export async function optimizeGlb(bytes: Uint8Array): Promise<{ bytes: Uint8Array; stats: GlbStats }> {
  const gltf = await io();
  const doc = await gltf.readBinary(bytes);
  doc.setLogger(new Logger(Logger.Verbosity.WARN));
  await doc.transform(dedup(), weld(), prune());
  if (doc.getRoot().listTextures().length > 0) {
    await doc.transform(textureCompress({ encoder: sharp, resize: [MAX_TEXTURE_SIZE, MAX_TEXTURE_SIZE] }));
  }
  const stats = statsOf(doc);
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: "medium" }));
  return { bytes: await gltf.writeBinary(doc), stats };
}
