import { Document, NodeIO } from "@gltf-transform/core";
import { expect } from "chai";
import sharp from "sharp";
import { cameraBasis, rasterize, type Vec3 } from "../../src/images/scene-picture/rasterize.js";
import { fitCamera, renderScenePicture, type PictureModel } from "../../src/images/scene-picture/render-scene-picture.js";
import { readModel } from "../../src/images/scene-picture/world-meshes.js";

/** A box of the given size and linear colour, as a GLB read back like an uploaded model. */
async function boxModel(size: Vec3, color: [number, number, number, number]): Promise<PictureModel> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const [x, y, z] = size.map((s) => s / 2) as Vec3;
  const corners = [-x, -y, -z, x, -y, -z, x, y, -z, -x, y, -z, -x, -y, z, x, -y, z, x, y, z, -x, y, z];
  const faces = [0, 1, 2, 0, 2, 3, 4, 6, 5, 4, 7, 6, 0, 4, 5, 0, 5, 1, 3, 2, 6, 3, 6, 7, 0, 3, 7, 0, 7, 4, 1, 5, 6, 1, 6, 2];
  const prim = doc
    .createPrimitive()
    .setAttribute("POSITION", doc.createAccessor().setType("VEC3").setArray(new Float32Array(corners)).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType("SCALAR").setArray(new Uint16Array(faces)).setBuffer(buffer))
    .setMaterial(doc.createMaterial().setBaseColorFactor(color));
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(prim)));
  const bytes = await new NodeIO().writeBinary(doc);
  return { doc: await readModel(bytes), scale: 1 };
}

const at = (t: { x: number; y: number; z: number }) => ({ position: t, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
const pixel = (data: Uint8Array, width: number, x: number, y: number) => [...data.slice((y * width + x) * 4, (y * width + x) * 4 + 3)];

describe("scene pictures", () => {
  it("draws a mesh in front of the camera over the background, and nothing behind it", () => {
    const square = {
      positions: new Float32Array([-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0]),
      uvs: null,
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
      color: [1, 0, 0] as Vec3,
      texture: null,
    };
    const front = rasterize([square], { position: [0, 0, 5], target: [0, 0, 0], fovDegrees: 40 }, { width: 64, height: 48, background: [10, 20, 30] });
    const centre = pixel(front.data, 64, 32, 24);
    expect(centre[0]).to.be.greaterThan(150);
    expect(centre[1]).to.equal(0);
    expect(pixel(front.data, 64, 0, 0)).to.deep.equal([10, 20, 30]);
    const behind = rasterize([square], { position: [0, 0, -5], target: [0, 0, -10], fovDegrees: 40 }, { width: 64, height: 48, background: [10, 20, 30] });
    expect(new Set(Array.from({ length: 64 * 48 }, (_, i) => pixel(behind.data, 64, i % 64, Math.floor(i / 64)).join()))).to.deep.equal(new Set(["10,20,30"]));
  });

  it("keeps the depth order: the nearer of two meshes shows", () => {
    const quad = (z: number, color: Vec3) => ({
      positions: new Float32Array([-1, -1, z, 1, -1, z, 1, 1, z, -1, 1, z]),
      uvs: null,
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
      color,
      texture: null,
    });
    const camera = { position: [0, 0, 5] as Vec3, target: [0, 0, 0] as Vec3, fovDegrees: 40 };
    for (const order of [
      [quad(1, [0, 1, 0]), quad(0, [1, 0, 0])],
      [quad(0, [1, 0, 0]), quad(1, [0, 1, 0])],
    ]) {
      const picture = rasterize(order, camera, { width: 32, height: 32, background: [0, 0, 0] });
      const [r, g] = pixel(picture.data, 32, 16, 16);
      expect(g).to.be.greaterThan(100);
      expect(r).to.equal(0);
    }
  });

  it("moves the camera back along its own line of sight until the content fits any frame's shape", () => {
    // A 6 m wide row seen from 3 m away: cut off on both sides of a phone's portrait frame.
    const content = { min: [-3, 0, -0.5] as Vec3, max: [3, 1, 0.5] as Vec3 };
    const authored = { position: [0, 1, 3] as Vec3, target: [0, 0.5, 0] as Vec3 };
    for (const aspect of [390 / 844, 1200 / 630, 1]) {
      const camera = fitCamera(authored, content, aspect);
      expect(camera.target).to.deep.equal(authored.target);
      const direction = camera.position.map((p, i) => p - camera.target[i]!);
      const authoredDirection = authored.position.map((p, i) => p - authored.target[i]!);
      const cosine = direction.reduce((sum, d, i) => sum + d * authoredDirection[i]!, 0) / (Math.hypot(...direction) * Math.hypot(...authoredDirection));
      expect(cosine).to.be.closeTo(1, 1e-9);
      const { right, up, forward } = cameraBasis(camera);
      const tanV = Math.tan((camera.fovDegrees * Math.PI) / 360);
      for (const x of [content.min[0], content.max[0]]) {
        for (const y of [content.min[1], content.max[1]]) {
          for (const z of [content.min[2], content.max[2]]) {
            const rel = [x - camera.position[0], y - camera.position[1], z - camera.position[2]];
            const dot = (v: Vec3) => rel[0]! * v[0] + rel[1]! * v[1] + rel[2]! * v[2];
            expect(Math.abs(dot(right) / dot(forward)), `x at ${aspect}`).to.be.at.most(tanV * aspect);
            expect(Math.abs(dot(up) / dot(forward)), `y at ${aspect}`).to.be.at.most(tanV);
          }
        }
      }
    }
    // Content that already fits keeps the author's distance.
    const near = fitCamera({ position: [0, 0, 20], target: [0, 0, 0] }, { min: [-0.5, -0.5, -0.5], max: [0.5, 0.5, 0.5] }, 1.9);
    expect(near.position).to.deep.equal([0, 0, 20]);
  });

  it("renders a scene's models as a JPEG of the asked size, framed from the scene's camera", async () => {
    const models = new Map([["red", await boxModel([1, 1, 1], [1, 0, 0, 1])]]);
    const scene = {
      objects: [{ id: "a", kind: "model" as const, modelId: "red", transform: at({ x: 0, y: 0.5, z: 0 }) }],
      camera: { before: { x: 0, y: 0, z: 0 }, position: { x: 0, y: 1.5, z: 4 }, target: { x: 0, y: 0.5, z: 0 }, after: { x: 0, y: 0, z: 0 } },
    };
    const set = { background: "#102030", floor: { kind: "color" as const, color: "#808080", size: 10 } };
    const jpeg = await renderScenePicture(scene, set, models, { width: 300, height: 158 });
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).to.equal("raw");
    expect([info.width, info.height]).to.deep.equal([300, 158]);
    const rgb = (x: number, y: number) => [...data.subarray((y * 300 + x) * info.channels, (y * 300 + x) * info.channels + 3)];
    const [r, g, b] = rgb(150, 79);
    expect(r).to.be.greaterThan(120);
    expect(g + b).to.be.lessThan(80);
    // The sky above the floor is the set's background.
    const [br, bg, bb] = rgb(5, 2);
    expect(Math.abs(br - 0x10) + Math.abs(bg - 0x20) + Math.abs(bb - 0x30)).to.be.lessThan(20);
  });
});
