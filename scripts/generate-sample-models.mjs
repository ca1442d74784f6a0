// Writes the four sample tables as real GLB files (glTF 2.0 binary, PBR materials) with their
// stats into web/public/models/samples/, where Hosting serves them. Run by `npm run build`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Document, NodeIO } from "@gltf-transform/core";
import { SAMPLE_TABLES } from "./sample-models/tables.mjs";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web/public/models/samples");

function buildTable(table) {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene(table.name);
  const root = doc.createNode(table.name);
  scene.addChild(root);
  let triangles = 0;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const part of table.parts) {
    const { positions, normals, indices } = part.mesh;
    for (let i = 0; i < positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k], positions[i + k]);
        max[k] = Math.max(max[k], positions[i + k]);
      }
    }
    triangles += indices.length / 3;
    const material = doc
      .createMaterial(part.material)
      .setBaseColorFactor(part.color)
      .setRoughnessFactor(part.roughness)
      .setMetallicFactor(part.metallic ?? 0)
      .setAlphaMode(part.blend ? "BLEND" : "OPAQUE");
    const primitive = doc
      .createPrimitive()
      .setMaterial(material)
      .setAttribute("POSITION", doc.createAccessor().setType("VEC3").setArray(new Float32Array(positions)))
      .setAttribute("NORMAL", doc.createAccessor().setType("VEC3").setArray(new Float32Array(normals)))
      .setIndices(doc.createAccessor().setType("SCALAR").setArray(new Uint16Array(indices)));
    root.addChild(doc.createNode(part.material).setMesh(doc.createMesh(part.material).addPrimitive(primitive)));
  }
  const round = (v) => Math.round(v * 1000) / 1000;
  return { doc, stats: { triangles, materials: table.parts.length, textures: 0, bbox: { min: min.map(round), max: max.map(round) } } };
}

export async function generateSampleModels(outDir = OUT_DIR) {
  mkdirSync(outDir, { recursive: true });
  const io = new NodeIO();
  const samples = [];
  for (const table of SAMPLE_TABLES) {
    const { doc, stats } = buildTable(table);
    const bytes = await io.writeBinary(doc);
    const file = `${table.slug}.glb`;
    writeFileSync(path.join(outDir, file), bytes);
    samples.push({ slug: table.slug, name: table.name, tags: table.tags, glb: `/models/samples/${file}`, size: bytes.byteLength, ...stats });
  }
  writeFileSync(path.join(outDir, "samples.json"), JSON.stringify(samples, null, 2) + "\n");
  return samples;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const samples = await generateSampleModels();
  console.log(`Sample models: ${samples.map((s) => `${s.name} (${s.triangles} triangles, ${s.size} bytes)`).join(", ")}`);
}
