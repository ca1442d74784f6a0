import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { BASE_URL } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Model library", () => {
  let ws: Workspace;
  let other: Workspace;
  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("library"), createWorkspace("library-other")]);
    await db().collection("libraryObjects").doc(`own-${other.tenantId}`).set({
      name: "Secret Prototype Chair",
      glb: "/models/x.glb",
      tags: ["chair"],
      tenantId: other.tenantId,
      _updatedAt: FieldValue.serverTimestamp(),
    });
  });

  it("lists the four sample tables with their stats to every workspace", async () => {
    const res = await call("GET", "/v1/library", { token: ws.users.viewer.token });
    expect(res.status).to.equal(200);
    const samples = res.body.items.filter((o: { sample: boolean }) => o.sample);
    expect(samples).to.have.length(4);
    for (const sample of samples) {
      expect(sample.name).to.match(/Table/);
      expect(sample.tags).to.include("table");
      expect(sample.triangles).to.be.greaterThan(0);
      expect(sample.bbox.max[1]).to.be.greaterThan(0.3);
      expect(sample.glb).to.match(/^\/models\/samples\/.+\.glb$/);
    }
  });

  it("serves each sample as a real GLB (glTF 2.0 binary)", async () => {
    const res = await call("GET", "/v1/library", { token: ws.users.viewer.token });
    for (const sample of res.body.items.filter((o: { sample: boolean }) => o.sample)) {
      const file = await fetch(`${BASE_URL}${sample.glb}`);
      expect(file.status).to.equal(200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 4))).to.equal("glTF");
      expect(new DataView(bytes.buffer).getUint32(4, true)).to.equal(2);
      expect(bytes.byteLength).to.equal(sample.size);
    }
  });

  it("filters by word prefix and by tag", async () => {
    const byWord = await call("GET", "/v1/library?q=coff", { token: ws.users.owner.token });
    expect(byWord.body.items.map((o: { name: string }) => o.name)).to.deep.equal(["Glass Coffee Table"]);
    const byTag = await call("GET", "/v1/library?tag=wood", { token: ws.users.owner.token });
    expect(byTag.body.items.map((o: { name: string }) => o.name)).to.have.members(["Oak Dining Table", "Walnut Side Table"]);
  });

  it("never shows one workspace's models to another", async () => {
    const mine = await call("GET", "/v1/library?q=secret", { token: ws.users.owner.token });
    expect(mine.body.items).to.deep.equal([]);
    expect((await call("GET", `/v1/library/own-${other.tenantId}`, { token: ws.users.owner.token })).status).to.equal(404);
    const theirs = await call("GET", `/v1/library/own-${other.tenantId}`, { token: other.users.member.token });
    expect(theirs.status).to.equal(200);
    expect(theirs.body).to.include({ name: "Secret Prototype Chair", sample: false });
  });
});
