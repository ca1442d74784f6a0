import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { readFileSync } from "node:fs";
import path from "node:path";
import { manifestSchema } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { readUsd, type UsdReading } from "../helpers/usd-reader.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const SAMPLE = readFileSync(path.resolve(__dirname, "../../../web/public/models/samples/round-cafe-table.glb"));
const stamps = () => ({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" });

function width(reading: UsdReading): number {
  let min = Infinity;
  let max = -Infinity;
  for (const mesh of reading.meshes) {
    for (let i = 0; i < mesh.points.length; i += 3) {
      min = Math.min(min, mesh.points[i]!);
      max = Math.max(max, mesh.points[i]!);
    }
  }
  return max - min;
}

describe("Augmented reality files of library models (USDZ, real-world size, unit)", () => {
  let ws: Workspace;
  let editor: string;
  let objectId: string;

  before(async () => {
    ws = await createWorkspace("ar");
    editor = ws.users.editor.token;
  });

  async function untilProcessed(id: string, timeoutMs = 300_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await call("GET", `/v1/library/${id}`, { token: editor });
      if (res.body.status !== "processing") return res.body;
      if (Date.now() > deadline) throw new Error(`the model was still processing after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  async function usdzAt(url: string): Promise<UsdReading> {
    const res = await fetch(url);
    expect(res.status).to.equal(200);
    return readUsd(new Uint8Array(await res.arrayBuffer()));
  }

  it("makes a USDZ next to the variants, lists its size and status, and the model's real-world size in metres", async function () {
    this.timeout(600_000);
    const ticket = await call("POST", `/v1/brands/${ws.brandId}/uploads`, {
      token: editor,
      json: { kind: "model", fileName: "cafe-table.glb", contentType: "model/gltf-binary", size: SAMPLE.length },
    });
    await fetch(ticket.body.uploadUrl, { method: "PUT", headers: ticket.body.headers, body: SAMPLE });
    await call("POST", `/v1/brands/${ws.brandId}/uploads/${ticket.body.uploadId}/complete`, { token: editor });
    const created = await call("POST", `/v1/brands/${ws.brandId}/library`, { token: editor, json: { uploadId: ticket.body.uploadId, name: "Cafe table" } });
    expect(created.status, created.text).to.equal(201);
    objectId = created.body._id;
    expect(created.body.ar).to.deep.include({ usdzStatus: "processing", usdz: null, placement: "floor" });
    expect(created.body.unit).to.equal("m");

    const ready = await untilProcessed(objectId);
    expect(ready.status).to.equal("ready");
    expect(ready.ar.usdzStatus, ready.ar.usdzError).to.equal("ready");
    expect(ready.ar.usdzSize).to.be.above(0);
    const { min, max } = ready.bbox;
    expect(ready.realWorldSize.width).to.be.closeTo(max[0] - min[0], 1e-3);
    expect(ready.realWorldSize.height).to.be.closeTo(max[1] - min[1], 1e-3);
    expect(ready.realWorldSize.height).to.be.above(0.3).and.below(1.5);

    const stored = (await db().collection("libraryObjects").doc(objectId).get()).data()!;
    expect(stored.usdzKey).to.equal(stored.originalKey.replace(/\.glb$/, ".usdz"));
    // The library's picture, drawn by the server from the optimised model (there was none).
    expect(stored.thumbnailKey).to.equal(stored.originalKey.replace(/\.glb$/, ".thumbnail.webp"));
    const picture = await fetch(ready.thumbnail);
    expect(picture.status).to.equal(200);
    expect(picture.headers.get("content-type")).to.equal("image/webp");
    expect((await picture.arrayBuffer()).byteLength).to.be.above(500);
    const reading = await usdzAt(ready.ar.usdz);
    expect(reading.layerText).to.match(/metersPerUnit = 1\b/);
    expect(reading.layerText).to.include('preliminary:planeAnchoring:alignment = "horizontal"');
    expect(reading.meshes.length).to.be.at.least(1);
    expect(reading.materials.length).to.be.at.least(1);
    expect(width(reading)).to.be.closeTo(ready.realWorldSize.width, 1e-3);
  });

  it("lets an editor declare the file was authored in centimetres: processing runs again and every size is a hundredth", async function () {
    this.timeout(600_000);
    const before = (await call("GET", `/v1/library/${objectId}`, { token: editor })).body;
    const res = await call("PATCH", `/v1/library/${objectId}`, { token: editor, json: { unit: "cm" } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.include({ status: "processing", unit: "cm" });
    // A second change while it runs is refused, never queued behind it.
    const busy = await call("PATCH", `/v1/library/${objectId}`, { token: editor, json: { arPlacement: "wall" } });
    expect(busy.status).to.equal(409);
    expect(busy.body.error.code).to.equal("conflict");

    const after = await untilProcessed(objectId);
    expect(after.status).to.equal("ready");
    expect(after.realWorldSize.width).to.be.closeTo(before.realWorldSize.width / 100, 1e-4);
    expect(after.ar.usdzStatus).to.equal("ready");
    expect(width(await usdzAt(after.ar.usdz))).to.be.closeTo(before.realWorldSize.width / 100, 1e-4);

    // Back to metres and onto the wall.
    await call("PATCH", `/v1/library/${objectId}`, { token: editor, json: { unit: "m", arPlacement: "wall" } });
    const wall = await untilProcessed(objectId);
    expect(wall).to.deep.include({ unit: "m" });
    expect(wall.ar.placement).to.equal("wall");
    expect(wall.realWorldSize.width).to.be.closeTo(before.realWorldSize.width, 1e-3);
    expect((await usdzAt(wall.ar.usdz)).layerText).to.include('preliminary:planeAnchoring:alignment = "vertical"');
  });

  it("changing nothing of the kind does not process again; viewers and samples cannot change it; a bad unit is a 400", async () => {
    const same = await call("PATCH", `/v1/library/${objectId}`, { token: editor, json: { unit: "m", name: "Cafe table" } });
    expect(same.status).to.equal(200);
    expect(same.body.status).to.equal("ready");
    expect((await call("PATCH", `/v1/library/${objectId}`, { token: ws.users.viewer.token, json: { unit: "cm" } })).status).to.equal(403);
    expect((await call("PATCH", "/v1/library/sample-oak-dining-table", { token: editor, json: { unit: "cm" } })).status).to.equal(403);
    const bad = await call("PATCH", `/v1/library/${objectId}`, { token: editor, json: { unit: "inch" } });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal("invalid-argument");
  });

  it("names the USDZ and the placement in the published manifest", async () => {
    const experience = db().collection("brands").doc(ws.brandId).collection("experiences").doc();
    await experience.set({
      brandId: ws.brandId,
      name: "AR room",
      nameLower: "ar room",
      status: "draft",
      publishedVersion: null,
      publishedAt: null,
      surveyId: null,
      ...stamps(),
    });
    const zero = { x: 0, y: 0, z: 0 };
    await experience
      .collection("scenes")
      .doc()
      .set({
        name: "Intro",
        order: 0,
        setId: null,
        segments: [],
        tags: [],
        version: 0,
        camera: { before: zero, position: { x: 0, y: 1.6, z: 4 }, target: zero, after: zero },
        objects: [{ id: "t", kind: "model", libraryObjectId: objectId, transform: { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } } }],
        libraryObjectIds: [objectId],
        ...stamps(),
      });
    const res = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experience.id}/publish`, { token: editor });
    expect(res.status, res.text).to.equal(201);
    const manifest = manifestSchema.parse(res.body.manifest);
    const model = (await call("GET", `/v1/library/${objectId}`, { token: editor })).body;
    expect(manifest.models[objectId]!.ar).to.deep.equal({ usdz: model.ar.usdz, placement: "wall" });
  });
});
