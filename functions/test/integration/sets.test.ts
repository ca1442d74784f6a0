import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Sets", () => {
  let ws: Workspace;
  let path: string;
  let token: string;
  before(async () => {
    ws = await createWorkspace("sets");
    path = `/v1/brands/${ws.brandId}/sets`;
    token = ws.users.editor.token;
  });

  it("creates a set with sensible defaults and a library backdrop", async () => {
    const plain = await call("POST", path, { token, json: { name: "Bright studio" } });
    expect(plain.status, plain.text).to.equal(201);
    expect(plain.body).to.deep.include({ lighting: "studio", backdropObjectId: null, background: "#f5f5f4" });
    expect(plain.body.floor).to.deep.equal({ kind: "color", color: "#e5e7eb", size: 20 });

    const res = await call("POST", path, {
      token,
      json: { name: "Dining room", backdropObjectId: "sample-oak-dining-table", lighting: "warm", floor: { kind: "wood", size: 12 } },
    });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ backdropObjectId: "sample-oak-dining-table", lighting: "warm" });
    const stored = (await db().collection("brands").doc(ws.brandId).collection("sets").doc(res.body.id).get()).data();
    expect(stored).to.include({ nameLower: "dining room", backdropObjectId: "sample-oak-dining-table" });
  });

  it("refuses a backdrop that is not in the workspace's library, and unknown presets", async () => {
    const res = await call("POST", path, { token, json: { name: "X", backdropObjectId: "no-such-model" } });
    expect(res.status).to.equal(400);
    expect(res.body.error.issues).to.deep.equal([{ path: "backdropObjectId", message: "Pick a model from your library" }]);
    expect((await call("POST", path, { token, json: { name: "X", lighting: "disco" } })).status).to.equal(400);
    expect((await call("POST", path, { token, json: { name: "X", floor: { kind: "grid", size: 0 } } })).status).to.equal(400);
  });

  it("lists the brand's sets by name to its viewers", async () => {
    const list = await call("GET", path, { token: ws.users.viewer.token });
    expect(list.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Bright studio", "Dining room"]);
  });

  it("updates, clears the backdrop and deletes", async () => {
    const created = await call("POST", path, { token, json: { name: "Temp", backdropObjectId: "sample-glass-coffee-table" } });
    const res = await call("PATCH", `${path}/${created.body.id}`, { token, json: { backdropObjectId: null, lighting: "evening" } });
    expect(res.body).to.deep.include({ backdropObjectId: null, lighting: "evening" });
    expect((await call("PATCH", `${path}/${created.body.id}`, { token: ws.users.viewer.token, json: { name: "Y" } })).status).to.equal(403);
    expect((await call("DELETE", `${path}/${created.body.id}`, { token })).status).to.equal(200);
    expect((await call("GET", `${path}/${created.body.id}`, { token })).status).to.equal(404);
  });
});
