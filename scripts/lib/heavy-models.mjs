// Heavy reference models, made the way brands' scans and CAD exports look: hundreds of thousands
// of triangles on smooth curved parts with UV seams, and several large PNG textures. Generated
// (never committed) so the repository stays small and the tests and benchmarks can make as many
// as they need. Deterministic: the same options give the same geometry and pixels.
import { Document, NodeIO } from "@gltf-transform/core";
import sharp from "sharp";
import { seededRandom } from "./seeded-random.mjs";

/** The reference sizes the pipeline's tests and benchmark use. */
export const HEAVY_MODELS = {
  /** ≥ 500 000 triangles, five 2048² textures and one 4096²: over both delivery budgets. */
  heavy: { parts: 3, columns: 500, rows: 180, textureSizes: [4096, 2048, 2048, 2048, 2048, 2048] },
  /** Over the phone budget only (200 000 triangles, 2048² textures), quick enough for every test run. */
  medium: { parts: 2, columns: 250, rows: 200, textureSizes: [2048, 2048, 1024, 1024] },
};

/**
 * A texture like a scan's: soft colour regions with fine grain. The grain matters: flat colours
 * would compress to nothing and make the model unrealistically light.
 */
async function texturePng(size, seed, kind) {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(size * size * 3);
  const [fx, fy, phase] = [2 + next() * 6, 2 + next() * 6, next() * Math.PI * 2];
  const base = kind === "normal" ? [128, 128, 255] : [90 + next() * 120, 90 + next() * 120, 90 + next() * 120];
  const swing = kind === "normal" ? 24 : 60;
  for (let y = 0; y < size; y++) {
    const v = y / size;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const wave = Math.sin(u * fx * Math.PI * 2 + phase) * Math.cos(v * fy * Math.PI * 2);
      const o = (y * size + x) * 3;
      for (let c = 0; c < 3; c++) {
        const grain = (next() - 0.5) * 8;
        const value = kind === "normal" && c === 2 ? 255 - Math.abs(grain) : base[c] + wave * swing * (c === 2 ? -1 : 1) + grain;
        pixels[o + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
      .png({ compressionLevel: 6 })
      .toBuffer(),
  );
}

/**
 * One part: a bumpy sphere as a grid of `columns` x `rows` quads, its UVs wrapping once around, so
 * the column where u goes from 1 back to 0 is a real UV seam (duplicated vertices).
 */
function partGeometry(columns, rows, seed) {
  const next = seededRandom(seed);
  const bumps = [1 + Math.floor(next() * 6), 1 + Math.floor(next() * 6), 0.03 + next() * 0.05];
  const vertexCount = (columns + 1) * (rows + 1);
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const uvs = new Float32Array(vertexCount * 2);
  for (let r = 0; r <= rows; r++) {
    const theta = (r / rows) * Math.PI;
    for (let c = 0; c <= columns; c++) {
      const phi = (c / columns) * Math.PI * 2;
      const radius = 0.5 * (1 + bumps[2] * Math.sin(bumps[0] * phi) * Math.sin(bumps[1] * theta));
      const n = [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
      const i = r * (columns + 1) + c;
      positions.set([n[0] * radius, n[1] * radius, n[2] * radius], i * 3);
      normals.set(n, i * 3);
      uvs.set([c / columns, r / rows], i * 2);
    }
  }
  const indices = new Uint32Array(columns * rows * 6);
  let k = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const a = r * (columns + 1) + c;
      const b = a + columns + 1;
      indices.set([a, b, a + 1, a + 1, b, b + 1], k);
      k += 6;
    }
  }
  return { positions, normals, uvs, indices };
}

/**
 * A heavy GLB: `parts` textured parts of `columns` x `rows` quads each (2 triangles a quad), and
 * PNG textures of `textureSizes`, used in turn as base colour and normal maps of the parts.
 * Returns the bytes and what went in.
 */
export async function makeHeavyModel({ parts, columns, rows, textureSizes, seed = 19 }) {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene("Heavy reference model");
  const textures = [];
  for (const [i, size] of textureSizes.entries()) {
    const kind = i % 2 === 0 ? "color" : "normal";
    const image = await texturePng(size, seed * 1000 + i, kind);
    textures.push({ kind, texture: doc.createTexture(`${kind}-${i}`).setImage(image).setMimeType("image/png") });
  }
  for (let p = 0; p < parts; p++) {
    const { positions, normals, uvs, indices } = partGeometry(columns, rows, seed * 100 + p);
    const material = doc.createMaterial(`part-${p}`).setRoughnessFactor(0.6).setMetallicFactor(0);
    const color = textures.filter((t) => t.kind === "color")[p % Math.ceil(textures.length / 2)];
    const normal = textures.filter((t) => t.kind === "normal")[p % Math.floor(textures.length / 2)];
    if (color) material.setBaseColorTexture(color.texture);
    if (normal) material.setNormalTexture(normal.texture);
    const primitive = doc
      .createPrimitive()
      .setMaterial(material)
      .setAttribute("POSITION", doc.createAccessor().setType("VEC3").setArray(positions))
      .setAttribute("NORMAL", doc.createAccessor().setType("VEC3").setArray(normals))
      .setAttribute("TEXCOORD_0", doc.createAccessor().setType("VEC2").setArray(uvs))
      .setIndices(doc.createAccessor().setType("SCALAR").setArray(indices));
    scene.addChild(
      doc
        .createNode(`part-${p}`)
        .setTranslation([(p - (parts - 1) / 2) * 1.2, 0.5, 0])
        .setMesh(doc.createMesh(`part-${p}`).addPrimitive(primitive)),
    );
  }
  // Parts no texture was assigned to would be unused textures: a real export keeps none.
  for (const { texture } of textures) if (texture.listParents().length <= 1) texture.dispose();
  const bytes = await new NodeIO().writeBinary(doc);
  return {
    bytes,
    triangles: parts * columns * rows * 2,
    textureSizes: doc
      .getRoot()
      .listTextures()
      .map((t) => t.getSize()?.[0] ?? 0),
  };
}
