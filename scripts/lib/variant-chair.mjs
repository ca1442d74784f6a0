// A lounge chair whose upholstery comes in several fabrics, written with glTF's
// KHR_materials_variants: the reference model for products with options. Generated (never
// committed), deterministic: the same options give the same geometry and pixels.
import { Document, NodeIO } from "@gltf-transform/core";
import { KHRMaterialsVariants } from "@gltf-transform/extensions";
import sharp from "sharp";
import { box } from "../sample-models/geometry.mjs";
import { seededRandom } from "./seeded-random.mjs";

/**
 * The fabrics, in the order the extension lists them. The first is also the upholstery's own
 * material, as exporters write it: a viewer without the extension shows that one.
 */
export const CHAIR_FABRICS = [
  { name: "Linen", color: [0.86, 0.8, 0.7], roughness: 0.9, weave: 6 },
  { name: "Velvet green", color: [0.16, 0.42, 0.28], roughness: 0.6, weave: 2 },
  { name: "Leather tan", color: [0.62, 0.36, 0.18], roughness: 0.45, weave: 0 },
];

/** The reference sizes: `chair` is over the strict phone budget (75 000 triangles) so its phone file is simplified. */
export const VARIANT_CHAIRS = {
  chair: { columns: 220, rows: 110, textureSize: 1024 },
  small: { columns: 48, rows: 24, textureSize: 256 },
};

/** A fabric's texture: a weave (or a leather's grain when `weave` is 0) in white, tinted by the material's colour. */
async function fabricPng(size, seed, weave) {
  const next = seededRandom(seed);
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const thread = weave > 0 ? 0.5 + 0.5 * Math.sin((x * Math.PI * 2 * weave) / 64) * Math.sin((y * Math.PI * 2 * weave) / 64) : 0.5;
      const value = Math.round(200 + 30 * thread + (next() - 0.5) * 24);
      pixels.fill(Math.max(0, Math.min(255, value)), (y * size + x) * 3, (y * size + x) * 3 + 3);
    }
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/**
 * A cushion: a superquadric (a box with rounded edges) of `columns` × `rows` quads, with a UV
 * seam where its columns meet, so it looks like a scan's smooth, dense surface.
 */
function cushion([w, h, d], [cx, cy, cz], columns, rows) {
  const positions = [];
  const uvs = [];
  const power = 2 / 8;
  const signedPow = (v, p) => Math.sign(v) * Math.abs(v) ** p;
  for (let r = 0; r <= rows; r++) {
    const v = -Math.PI / 2 + (Math.PI * r) / rows;
    for (let c = 0; c <= columns; c++) {
      const u = -Math.PI + (2 * Math.PI * c) / columns;
      const x = signedPow(Math.cos(v), power) * signedPow(Math.cos(u), power);
      const y = signedPow(Math.sin(v), power);
      const z = signedPow(Math.cos(v), power) * signedPow(Math.sin(u), power);
      positions.push(cx + (x * w) / 2, cy + (y * h) / 2, cz + (z * d) / 2);
      uvs.push(c / columns, r / rows);
    }
  }
  const indices = [];
  const stride = columns + 1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const a = r * stride + c;
      indices.push(a, a + 1, a + stride, a + 1, a + stride + 1, a + stride);
    }
  }
  return { positions, uvs, indices, normals: vertexNormals(positions, indices) };
}

function vertexNormals(positions, indices) {
  const normals = new Float32Array(positions.length);
  for (let i = 0; i < indices.length; i += 3) {
    const [a, b, c] = [indices[i] * 3, indices[i + 1] * 3, indices[i + 2] * 3];
    const e1 = [positions[b] - positions[a], positions[b + 1] - positions[a + 1], positions[b + 2] - positions[a + 2]];
    const e2 = [positions[c] - positions[a], positions[c + 1] - positions[a + 1], positions[c + 2] - positions[a + 2]];
    const n = [e1[1] * e2[2] - e1[2] * e2[1], e1[2] * e2[0] - e1[0] * e2[2], e1[0] * e2[1] - e1[1] * e2[0]];
    for (const v of [a, b, c]) for (let k = 0; k < 3; k++) normals[v + k] += n[k];
  }
  for (let i = 0; i < normals.length; i += 3) {
    const length = Math.hypot(normals[i], normals[i + 1], normals[i + 2]) || 1;
    // The poles' degenerate fans have no area: point them up or down rather than nowhere.
    if (length === 1 && normals[i] === 0 && normals[i + 1] === 0 && normals[i + 2] === 0) normals[i + 1] = 1;
    else for (let k = 0; k < 3; k++) normals[i + k] /= length;
  }
  return normals;
}

/**
 * The chair as a GLB: seat and back cushions sharing the upholstery, whose material each fabric
 * variant replaces, and four wooden legs the variants leave alone. Returns the bytes, the
 * triangle count and the variants' names.
 */
export async function makeVariantChair({ columns, rows, textureSize } = VARIANT_CHAIRS.chair) {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const variantsExtension = doc.createExtension(KHRMaterialsVariants);
  const fabrics = [];
  for (const [i, fabric] of CHAIR_FABRICS.entries()) {
    const texture = doc
      .createTexture(`${fabric.name} weave`)
      .setImage(await fabricPng(textureSize, 7 + i, fabric.weave))
      .setMimeType("image/png");
    const material = doc
      .createMaterial(fabric.name)
      .setBaseColorFactor([...fabric.color, 1])
      .setBaseColorTexture(texture)
      .setRoughnessFactor(fabric.roughness)
      .setMetallicFactor(0);
    fabrics.push({ material, variant: variantsExtension.createVariant(fabric.name) });
  }
  const wood = doc.createMaterial("Oak").setBaseColorFactor([0.45, 0.3, 0.17, 1]).setRoughnessFactor(0.7).setMetallicFactor(0);

  const scene = doc.createScene("Lounge chair");
  const root = doc.createNode("Lounge chair");
  scene.addChild(root);
  let triangles = 0;
  const accessor = (type, array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const addPart = (name, geometry, material, mapped) => {
    const primitive = doc
      .createPrimitive()
      .setMaterial(material)
      .setAttribute("POSITION", accessor("VEC3", new Float32Array(geometry.positions)))
      .setAttribute("NORMAL", accessor("VEC3", new Float32Array(geometry.normals)))
      .setIndices(accessor("SCALAR", new Uint32Array(geometry.indices)));
    if (geometry.uvs) primitive.setAttribute("TEXCOORD_0", accessor("VEC2", new Float32Array(geometry.uvs)));
    if (mapped) {
      const mappings = variantsExtension.createMappingList();
      for (const { material: fabric, variant } of fabrics) mappings.addMapping(variantsExtension.createMapping().setMaterial(fabric).addVariant(variant));
      primitive.setExtension("KHR_materials_variants", mappings);
    }
    triangles += geometry.indices.length / 3;
    root.addChild(doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive)));
  };
  const upholstery = fabrics[0].material;
  addPart("Seat", cushion([0.72, 0.16, 0.7], [0, 0.44, 0.02], columns, rows), upholstery, true);
  addPart("Back", cushion([0.72, 0.5, 0.14], [0, 0.74, -0.3], columns, rows), upholstery, true);
  for (const [x, z] of [
    [-0.31, -0.29],
    [0.31, -0.29],
    [-0.31, 0.31],
    [0.31, 0.31],
  ]) {
    addPart(`Leg ${x < 0 ? "left" : "right"} ${z < 0 ? "back" : "front"}`, box(0.05, 0.36, 0.05, [x, 0.18, z]), wood, false);
  }
  const bytes = await new NodeIO().registerExtensions([KHRMaterialsVariants]).writeBinary(doc);
  return { bytes, triangles, variants: CHAIR_FABRICS.map((f) => f.name) };
}
