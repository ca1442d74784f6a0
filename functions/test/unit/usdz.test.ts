import { Document, NodeIO } from "@gltf-transform/core";
import { expect } from "chai";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processModel } from "../../src/models/process-model.js";
import { documentToUsdz } from "../../src/models/usdz/document-to-usdz.js";
import { readUsd, type UsdReading } from "../helpers/usd-reader.js";

const image = async (color: string, format: "png" | "webp" = "png") => {
  const canvas = sharp({ create: { width: 16, height: 16, channels: 4, background: color } });
  return new Uint8Array(await (format === "png" ? canvas.png() : canvas.webp()).toBuffer());
};

/**
 * A table-like box `width` x `height` x `depth` in the document's units, with a base colour,
 * normal and metallic-roughness texture, standing on y = 0 and placed by a node transform.
 */
async function tableDocument(size: [number, number, number], textureFormat: "png" | "webp" = "png"): Promise<Document> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const [w, h, d] = size;
  const corners = [
    [0, 0, 0],
    [w, 0, 0],
    [w, h, 0],
    [0, h, 0],
    [0, 0, d],
    [w, 0, d],
    [w, h, d],
    [0, h, d],
  ].map(([x, y, z]) => [x! - w / 2, y!, z! - d / 2]);
  const faces = [
    [0, 3, 2, 1],
    [4, 5, 6, 7],
    [0, 1, 5, 4],
    [3, 7, 6, 2],
    [0, 4, 7, 3],
    [1, 2, 6, 5],
  ];
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (const face of faces) {
    const start = positions.length / 3;
    face.forEach((c, i) => {
      positions.push(...corners[c]!);
      uvs.push(i === 1 || i === 2 ? 1 : 0, i >= 2 ? 1 : 0);
    });
    indices.push(start, start + 1, start + 2, start, start + 2, start + 3);
  }
  const mime = textureFormat === "png" ? "image/png" : "image/webp";
  const texture = async (name: string, color: string) =>
    doc
      .createTexture(name)
      .setImage(await image(color, textureFormat))
      .setMimeType(mime);
  const material = doc
    .createMaterial("oak")
    .setBaseColorTexture(await texture("base", "#b07840"))
    .setNormalTexture(await texture("normal", "#8080ff"))
    .setMetallicRoughnessTexture(await texture("metalRough", "#00ff00"))
    .setRoughnessFactor(0.8)
    .setMetallicFactor(0);
  const prim = doc
    .createPrimitive()
    .setAttribute("POSITION", doc.createAccessor().setType("VEC3").setArray(new Float32Array(positions)).setBuffer(buffer))
    .setAttribute("TEXCOORD_0", doc.createAccessor().setType("VEC2").setArray(new Float32Array(uvs)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType("SCALAR").setArray(new Uint32Array(indices)).setBuffer(buffer))
    .setMaterial(material);
  const node = doc.createNode("table").setMesh(doc.createMesh("table").addPrimitive(prim)).setTranslation([5, 0, 3]);
  doc.createScene("scene").addChild(node);
  return doc;
}

/** The extent of every mesh's points together, per axis, in the file's units. */
function extent(reading: UsdReading): { min: number[]; max: number[]; size: number[] } {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const mesh of reading.meshes) {
    for (let i = 0; i < mesh.points.length; i++) {
      min[i % 3] = Math.min(min[i % 3]!, mesh.points[i]!);
      max[i % 3] = Math.max(max[i % 3]!, mesh.points[i]!);
    }
  }
  return { min, max, size: max.map((v, i) => v - min[i]!) };
}

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Each stored file's data offset in the zip, read from its local headers. */
function entryOffsets(bytes: Uint8Array): { name: string; dataOffset: number; method: number }[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = [];
  let at = 0;
  while (view.readUInt32LE(at) === 0x04034b50) {
    const method = view.readUInt16LE(at + 8);
    const size = view.readUInt32LE(at + 18);
    const nameLength = view.readUInt16LE(at + 26);
    const extraLength = view.readUInt16LE(at + 28);
    const name = view.toString("utf8", at + 30, at + 30 + nameLength);
    const dataOffset = at + 30 + nameLength + extraLength;
    entries.push({ name, dataOffset, method });
    at = dataOffset + size;
  }
  return entries;
}

describe("USDZ for AR Quick Look, read back by an independent USD parser (TinyUSDZ)", function () {
  this.timeout(60_000);

  it("opens, with the meshes, the material and its three textures, in metres, Y up, anchored on the floor", async () => {
    const usdz = await documentToUsdz(await tableDocument([1.8, 0.75, 0.9]), { metersPerUnit: 1, placement: "floor" });
    const reading = await readUsd(usdz);
    expect(reading.layerText).to.match(/metersPerUnit = 1\b/);
    expect(reading.layerText).to.match(/upAxis = "Y"/);
    expect(reading.layerText).to.include('preliminary:anchoring:type = "plane"');
    expect(reading.layerText).to.include('preliminary:planeAnchoring:alignment = "horizontal"');
    expect(reading.meshes).to.have.length(1);
    expect(reading.meshes[0]!.faceVertexIndices).to.have.length(36);
    expect(reading.meshes[0]!.texcoords, "st primvar").to.have.length(48);
    expect(reading.materials).to.have.length(1);
    const material = reading.materials[0]! as Record<string, number>;
    expect(reading.meshes[0]!.materialId).to.equal(0);
    for (const key of ["diffuseColorTextureId", "normalTextureId", "roughnessTextureId", "metallicTextureId"]) {
      expect(material[key], key).to.be.a("number").at.least(0);
    }
    expect(new Set(reading.images.map((i) => i.uri))).to.have.property("size", 3);
    for (const img of reading.images) expect((img.data as number[]).slice(0, 8)).to.deep.equal(PNG_SIGNATURE);
    // True scale: a 1.8 m table is 1.8 m, its feet on the floor (y = 0), where it stood in x and z.
    const { min, size } = extent(reading);
    expect(size[0]).to.be.closeTo(1.8, 1e-4);
    expect(size[1]).to.be.closeTo(0.75, 1e-4);
    expect(size[2]).to.be.closeTo(0.9, 1e-4);
    expect(min[1]).to.be.closeTo(0, 1e-6);
    expect(min[0]).to.be.closeTo(5 - 0.9, 1e-4);
  });

  it("writes a model authored in centimetres at its size in metres", async () => {
    const usdz = await documentToUsdz(await tableDocument([180, 75, 90]), { metersPerUnit: 0.01, placement: "floor" });
    const { size } = extent(await readUsd(usdz));
    expect(size[0]).to.be.closeTo(1.8, 1e-4);
    expect(size[1]).to.be.closeTo(0.75, 1e-4);
  });

  it("anchors a wall model on a vertical plane, its back against the wall", async () => {
    const reading = await readUsd(await documentToUsdz(await tableDocument([1, 0.6, 0.05]), { metersPerUnit: 1, placement: "wall" }));
    expect(reading.layerText).to.include('preliminary:planeAnchoring:alignment = "vertical"');
    expect(extent(reading).min[2]).to.be.closeTo(0, 1e-6);
  });

  it("re-encodes WebP textures as JPEG, or as PNG when their alpha is used (Quick Look reads PNG and JPEG only)", async () => {
    const doc = await tableDocument([1, 1, 1], "webp");
    // The base colour fades (a translucent fabric): its alpha must survive.
    doc
      .getRoot()
      .listTextures()
      .find((t) => t.getName() === "base")!
      .setImage(await image("rgba(176, 120, 64, 0.5)", "webp"));
    const reading = await readUsd(await documentToUsdz(doc, { metersPerUnit: 1, placement: "floor" }));
    const uris = [...new Set(reading.images.map((i) => i.uri as string))].sort();
    expect(uris).to.deep.equal(["textures/texture_0.png", "textures/texture_1.jpg", "textures/texture_2.jpg"]);
    for (const img of reading.images) {
      const signature = (img.uri as string).endsWith(".png") ? PNG_SIGNATURE : JPEG_SIGNATURE;
      expect((img.data as number[]).slice(0, signature.length), img.uri as string).to.deep.equal(signature);
    }
  });

  it("writes the geometry as precisely as it is seen (a 20,000th of the model's largest side), without spaces", async () => {
    // A table and a ring-sized box, both off the grid so that every coordinate has many digits.
    for (const [size, decimals] of [
      [[1.8, 0.75, 0.9], 5],
      [[0.03, 0.01, 0.02], 6],
    ] as const) {
      const doc = await tableDocument([...size]);
      doc.getRoot().listNodes()[0]!.setTranslation([5.123456789, 0, 3.987654321]);
      const usdz = await documentToUsdz(doc, { metersPerUnit: 1, placement: "floor" });
      const text = Buffer.from(usdz).toString("latin1");
      const points = /point3f\[\] points = \[([^\]]*)\]/.exec(text)![1]!;
      expect(points).to.not.include(" ");
      expect(/faceVertexIndices = \[([^\]]*)\]/.exec(text)![1]).to.match(/^[\d,]+$/);
      expect(Math.max(...points.match(/-?[\d.]+/g)!.map((n) => n.split(".")[1]?.length ?? 0)), `${size[0]} m`).to.equal(decimals);
      const { min, size: read } = extent(await readUsd(usdz));
      expect(min[0]).to.be.closeTo(5.123456789 - size[0] / 2, size[0] / 20_000);
      expect(read[0]).to.be.closeTo(size[0], size[0] / 10_000);
    }
  });

  it("stores every file uncompressed at a 64-byte aligned offset, the USDA layer first", async () => {
    const usdz = await documentToUsdz(await tableDocument([1.8, 0.75, 0.9]), { metersPerUnit: 1, placement: "floor" });
    const entries = entryOffsets(usdz);
    expect(entries.map((e) => e.name)).to.deep.equal(["model.usda", "textures/texture_0.png", "textures/texture_1.png", "textures/texture_2.png"]);
    for (const entry of entries) {
      expect(entry.method, entry.name).to.equal(0);
      expect(entry.dataOffset % 64, entry.name).to.equal(0);
    }
  });

  it("is made by the library pipeline, in metres after an editor declared centimetres, from a sample table", async function () {
    this.timeout(120_000);
    const sample = readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb"));
    const doc = await new NodeIO().readBinary(new Uint8Array(sample));
    const { getBounds } = await import("@gltf-transform/core");
    const bounds = getBounds(doc.getRoot().listScenes()[0]!);
    const width = bounds.max[0] - bounds.min[0];
    const limits = { budgetMs: 100_000, memoryMb: 1536 };
    for (const metersPerUnit of [1, 0.01]) {
      const outcome = await processModel(new Uint8Array(sample), limits, { metersPerUnit, placement: "floor" });
      if (outcome.kind !== "valid") throw new Error(JSON.stringify(outcome));
      expect(outcome.usdzError).to.equal(undefined);
      const reading = await readUsd(outcome.usdz!);
      expect(reading.meshes.length).to.be.at.least(1);
      expect(reading.materials.length).to.be.at.least(1);
      expect(extent(reading).size[0]).to.be.closeTo(width * metersPerUnit, width * metersPerUnit * 1e-3);
      // The optimised file's stats are in metres too.
      const statsWidth = outcome.optimized!.stats.bbox.max[0] - outcome.optimized!.stats.bbox.min[0];
      expect(statsWidth).to.be.closeTo(width * metersPerUnit, width * metersPerUnit * 1e-3 + 1e-4);
    }
  });
});
