import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const zero = { x: 0, y: 0, z: 0 };
const transform = { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } };
const model = (id: string, libraryObjectId: string) => ({ id, kind: "model", libraryObjectId, transform });
const OAK = "sample-oak-dining-table";
const CAFE = "sample-round-cafe-table";

interface SceneBody {
  id: string;
  name: string;
  order: number;
  version: number;
  objects: unknown[];
  segments: { id: string; title: string; camera: unknown; objectIds: string[] }[];
}

describe("Scenes", function () {
  // Stories of many sequential requests: on a busy machine one can outlast the default timeout.
  this.timeout(180_000);
  let ws: Workspace;
  let token: string;
  let experienceId: string;
  let base: string;
  const sceneDoc = (sceneId: string) => db().collection("brands").doc(ws.brandId).collection("experiences").doc(experienceId).collection("scenes").doc(sceneId);
  const list = async (): Promise<SceneBody[]> => (await call("GET", `${base}/scenes`, { token })).body.items;
  const addScene = async (name: string): Promise<SceneBody> => {
    const res = await call("POST", `${base}/scenes`, { token, json: { name } });
    expect(res.status, res.text).to.equal(201);
    return res.body;
  };
  const patch = (sceneId: string, json: unknown) => call("PATCH", `${base}/scenes/${sceneId}`, { token, json });

  before(async () => {
    ws = await createWorkspace("scenes");
    token = ws.users.editor.token;
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token, json: { name: "Scenes test" } });
    experienceId = experience.body.id;
    base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
  });

  it("lists scenes in order and adds new ones at the end", async () => {
    const [intro] = await list();
    expect(intro).to.include({ name: "Intro", order: 0, version: 0, setId: null, experienceId });
    const defaultName = await call("POST", `${base}/scenes`, { token, json: {} });
    expect(defaultName.body).to.include({ name: "Intro", order: 1 });
    const kitchen = await addScene("Kitchen");
    expect(kitchen.order).to.equal(2);
    expect((await list()).map((s) => s.name)).to.deep.equal(["Intro", "Intro", "Kitchen"]);
    expect((await call("GET", `${base}/scenes/${kitchen.id}`, { token: ws.users.viewer.token })).body).to.deep.equal(kitchen);
    expect((await call("POST", `${base}/scenes`, { token, json: { name: "" } })).status).to.equal(400);
    expect((await call("GET", `${base}/scenes/nope`, { token })).status).to.equal(404);
    expect((await call("GET", `/v1/brands/${ws.brandId}/experiences/nope/scenes`, { token })).status).to.equal(404);
    expect((await call("POST", `/v1/brands/${ws.brandId}/experiences/nope/scenes`, { token, json: {} })).status).to.equal(404);
    // Leave one scene for the tests below.
    for (const scene of (await list()).slice(1)) await call("DELETE", `${base}/scenes/${scene.id}`, { token });
  });

  it("saves an edit made on the current version, bumps it, and refuses a stale save with 409", async () => {
    const [intro] = await list();
    const experienceBefore = (await db().collection("brands").doc(ws.brandId).collection("experiences").doc(experienceId).get()).get("updatedAt");
    const camera = { before: { x: 0, y: 2, z: 8 }, position: { x: 0, y: 1.6, z: 4.5 }, target: { x: 0, y: 0.6, z: 0 }, after: { x: 0, y: 3, z: 2 } };
    const first = await patch(intro!.id, {
      version: intro!.version,
      name: "Welcome",
      tags: ["Spring", "spring", "sale"],
      camera,
      objects: [model("a", OAK), model("b", OAK), model("c", CAFE), { id: "w", kind: "videoWall", transform }],
      segments: [{ id: "s1", title: "Hello", objectIds: ["a", "c"] }],
    });
    expect(first.status, first.text).to.equal(200);
    expect(first.body).to.deep.include({ name: "Welcome", version: intro!.version + 1, tags: ["spring", "sale"], camera });
    expect(first.body.segments).to.deep.equal([{ id: "s1", title: "Hello", camera: null, objectIds: ["a", "c"] }]);
    const stored = (await sceneDoc(intro!.id).get()).data()!;
    expect(stored.libraryObjectIds).to.deep.equal([OAK, CAFE]);
    expect(stored.version).to.equal(intro!.version + 1);
    const experienceAfter = (await db().collection("brands").doc(ws.brandId).collection("experiences").doc(experienceId).get()).get("updatedAt");
    expect(experienceAfter.toMillis()).to.be.greaterThan(experienceBefore.toMillis());

    // Someone else saved on the version we still hold.
    const stale = await patch(intro!.id, { version: intro!.version, name: "Mine" });
    expect(stale.status).to.equal(409);
    expect(stale.body.error.code).to.equal("conflict");
    expect(stale.body.error.message).to.equal("This scene was changed by someone else since you opened it; reload to see their changes");
    expect((await sceneDoc(intro!.id).get()).get("name")).to.equal("Welcome");

    const fresh = await patch(intro!.id, { version: first.body.version, objects: [model("c", CAFE)] });
    expect(fresh.status, fresh.text).to.equal(200);
    expect(fresh.body.version).to.equal(first.body.version + 1);
    // Objects removed without touching the segments stop being highlighted.
    expect(fresh.body.segments[0].objectIds).to.deep.equal(["c"]);
    expect((await sceneDoc(intro!.id).get()).get("libraryObjectIds")).to.deep.equal([CAFE]);

    expect((await patch(intro!.id, { name: "No version" })).status).to.equal(400);
    expect((await patch("nope", { version: 0, name: "x" })).status).to.equal(404);
  });

  it("refuses repeated ids, segments highlighting unknown objects, foreign models and sets", async () => {
    const scene = await addScene("Validation");
    const bad: [unknown, string, string][] = [
      [{ objects: [model("a", OAK), model("a", CAFE)] }, "objects.1.id", 'Object id "a" is used twice'],
      [
        {
          segments: [
            { id: "s", title: "One" },
            { id: "s", title: "Two" },
          ],
        },
        "segments.1.id",
        'Segment id "s" is used twice',
      ],
      [{ objects: [model("a", OAK)], segments: [{ id: "s", title: "One", objectIds: ["a", "zz"] }] }, "segments.0.objectIds.1", 'No object "zz" in this scene'],
      [{ segments: [{ id: "s", title: "One", objectIds: ["ghost"] }] }, "segments.0.objectIds.0", 'No object "ghost" in this scene'],
      [{ objects: [model("a", "no-such-model")] }, "objects.0.libraryObjectId", '"no-such-model" is not a model of your library'],
      [{ setId: "noSuchSet" }, "setId", "Pick a set of this brand"],
      [{ segments: [{ id: "s", title: " " }] }, "segments.0.title", "Segment title is required"],
      [{ objects: [{ id: "bad id!", kind: "model", libraryObjectId: OAK, transform }] }, "objects.0.id", "Invalid id"],
    ];
    for (const [json, field, message] of bad) {
      const res = await patch(scene.id, { version: 0, ...(json as object) });
      expect(res.status, field).to.equal(400);
      expect(res.body.error.issues, JSON.stringify(res.body.error.issues)).to.deep.include({ path: field, message });
    }
    // Another workspace's model is not visible here.
    const other = db().collection("libraryObjects").doc();
    await other.set({ _id: other.id, name: "Theirs", tenantId: "another-tenant", brandId: "another-brand", glb: "x", createdAt: FieldValue.serverTimestamp() });
    const foreign = await patch(scene.id, { version: 0, objects: [model("a", other.id)] });
    expect(foreign.status).to.equal(400);
    expect(foreign.body.error.issues[0].path).to.equal("objects.0.libraryObjectId");
    await other.delete();
    expect((await sceneDoc(scene.id).get()).get("version")).to.equal(0);

    const set = await call("POST", `/v1/brands/${ws.brandId}/sets`, { token, json: { name: "Showroom" } });
    const withSet = await patch(scene.id, { version: 0, setId: set.body.id });
    expect(withSet.status, withSet.text).to.equal(200);
    expect(withSet.body.setId).to.equal(set.body.id);
    const cleared = await patch(scene.id, { version: 1, setId: null });
    expect(cleared.body.setId).to.equal(null);
    await call("DELETE", `${base}/scenes/${scene.id}`, { token });
  });

  it("reorders when every scene is named exactly once", async () => {
    const b = await addScene("B");
    const c = await addScene("C");
    const [a] = await list();
    const res = await call("PUT", `${base}/scene-order`, { token, json: { sceneIds: [c.id, a!.id, b.id] } });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.items.map((s: SceneBody) => [s.id, s.order])).to.deep.equal([
      [c.id, 0],
      [a!.id, 1],
      [b.id, 2],
    ]);
    // Order is not content: versions stay, so an open editor can still save.
    expect(res.body.items.find((s: SceneBody) => s.id === a!.id).version).to.equal(a!.version);

    const missing = await call("PUT", `${base}/scene-order`, { token, json: { sceneIds: [c.id, a!.id] } });
    expect(missing.status).to.equal(400);
    expect(missing.body.error.issues).to.deep.include({ path: "sceneIds", message: 'Missing "B"' });
    const twice = await call("PUT", `${base}/scene-order`, { token, json: { sceneIds: [c.id, a!.id, b.id, c.id] } });
    expect(twice.body.error.issues).to.deep.include({ path: "sceneIds.3", message: `Scene "${c.id}" is listed twice` });
    const unknown = await call("PUT", `${base}/scene-order`, { token, json: { sceneIds: [c.id, a!.id, b.id, "ghost"] } });
    expect(unknown.body.error.issues).to.deep.include({ path: "sceneIds.3", message: 'No scene "ghost" in this experience' });
    expect((await list()).map((s) => s.id)).to.deep.equal([c.id, a!.id, b.id]);
    await call("PUT", `${base}/scene-order`, { token, json: { sceneIds: [a!.id, b.id, c.id] } });
  });

  it("duplicates a scene right after its source", async () => {
    const [a, b, c] = await list();
    await patch(b!.id, { version: b!.version, objects: [model("x", OAK)], segments: [{ id: "s", title: "Look", objectIds: ["x"] }] });
    const copy = await call("POST", `${base}/scenes/${b!.id}/duplicate`, { token });
    expect(copy.status, copy.text).to.equal(201);
    expect(copy.body).to.include({ name: "B (copy)", order: 2, version: 0 });
    expect(copy.body.segments).to.deep.equal([{ id: "s", title: "Look", camera: null, objectIds: ["x"] }]);
    expect((await sceneDoc(copy.body.id).get()).get("libraryObjectIds")).to.deep.equal([OAK]);
    expect((await list()).map((s) => [s.name, s.order])).to.deep.equal([
      [a!.name, 0],
      ["B", 1],
      ["B (copy)", 2],
      ["C", 3],
    ]);
    expect((await call("POST", `${base}/scenes/nope/duplicate`, { token })).status).to.equal(404);
    void c;
  });

  it("deletes scenes, closing the gap, but never the last one", async () => {
    const scenes = await list();
    expect((await call("DELETE", `${base}/scenes/${scenes[1]!.id}`, { token })).status).to.equal(200);
    expect((await list()).map((s) => s.order)).to.deep.equal([0, 1, 2]);
    for (const scene of (await list()).slice(1)) {
      expect((await call("DELETE", `${base}/scenes/${scene.id}`, { token })).status).to.equal(200);
    }
    const [last] = await list();
    const refused = await call("DELETE", `${base}/scenes/${last!.id}`, { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.message).to.equal("An experience needs at least one scene; add another before deleting this one");
    expect((await sceneDoc(last!.id).get()).exists).to.equal(true);
    expect((await call("DELETE", `${base}/scenes/nope`, { token })).status).to.equal(404);
  });

  it("keeps viewers to reading", async () => {
    const [scene] = await list();
    const viewer = ws.users.viewer.token;
    expect((await call("GET", `${base}/scenes`, { token: viewer })).status).to.equal(200);
    expect((await call("PATCH", `${base}/scenes/${scene!.id}`, { token: viewer, json: { version: scene!.version, name: "x" } })).status).to.equal(403);
    expect((await call("DELETE", `${base}/scenes/${scene!.id}`, { token: viewer })).status).to.equal(403);
  });

  it("stops the library deleting a model a scene uses", async () => {
    const own = db().collection("libraryObjects").doc();
    await own.set({
      _id: own.id,
      name: "Own chair",
      nameLower: "own chair",
      tenantId: ws.tenantId,
      brandId: ws.brandId,
      status: "ready",
      glb: "http://example.test/chair.glb",
      tags: [],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "test",
    });
    const [scene] = await list();
    const placed = await patch(scene!.id, { version: scene!.version, name: "Chair room", objects: [model("chair", own.id)] });
    expect(placed.status, placed.text).to.equal(200);

    const refused = await call("DELETE", `/v1/library/${own.id}`, { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.message).to.equal('Own chair is still used by scene "Chair room"; remove it there first');

    await patch(scene!.id, { version: placed.body.version, objects: [] });
    expect((await call("DELETE", `/v1/library/${own.id}`, { token })).status).to.equal(200);
    expect((await own.get()).exists).to.equal(false);
  });
});

describe("Experience virtual objects", function () {
  // Stories of many sequential requests: on a busy machine one can outlast the default timeout.
  this.timeout(180_000);
  let ws: Workspace;
  let token: string;
  let base: string;
  let experienceRef: FirebaseFirestore.DocumentReference;
  let intro: SceneBody;

  before(async () => {
    ws = await createWorkspace("virtual-objects");
    token = ws.users.editor.token;
    const experience = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token, json: { name: "Objects" } });
    base = `/v1/brands/${ws.brandId}/experiences/${experience.body.id}`;
    experienceRef = db().collection("brands").doc(ws.brandId).collection("experiences").doc(experience.body.id);
    intro = (await call("GET", `${base}/scenes`, { token })).body.items[0];
  });

  it("is empty while no scene places a model", async () => {
    const res = await call("GET", `${base}/virtual-objects`, { token: ws.users.viewer.token });
    expect(res.status).to.equal(200);
    expect(res.body.items).to.deep.equal([]);
  });

  it("lists the models the scenes use, with the library's name, usage per scene and default overrides", async () => {
    await call("PATCH", `${base}/scenes/${intro.id}`, { token, json: { version: 0, objects: [model("a", OAK), model("b", OAK), model("c", CAFE)] } });
    const second = await call("POST", `${base}/scenes`, { token, json: { name: "Second" } });
    await call("PATCH", `${base}/scenes/${second.body.id}`, {
      token,
      json: { version: 0, objects: [model("d", OAK), { id: "w", kind: "videoWall", transform }] },
    });

    const res = await call("GET", `${base}/virtual-objects`, { token });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.items).to.deep.equal([
      {
        libraryObjectId: OAK,
        name: "Oak Dining Table",
        thumbnail: "/models/samples/oak-dining-table.webp",
        displayName: null,
        scale: 1,
        interactive: true,
        productId: null,
        usedIn: [
          { sceneId: intro.id, sceneName: "Intro", count: 2 },
          { sceneId: second.body.id, sceneName: "Second", count: 1 },
        ],
      },
      {
        libraryObjectId: CAFE,
        name: "Round Café Table",
        thumbnail: "/models/samples/round-cafe-table.webp",
        displayName: null,
        scale: 1,
        interactive: true,
        productId: null,
        usedIn: [{ sceneId: intro.id, sceneName: "Intro", count: 1 }],
      },
    ]);
  });

  it("stores overrides of a used model, and checks the product belongs to the experience", async () => {
    const updated = await call("PATCH", `${base}/virtual-objects/${OAK}`, { token, json: { displayName: " Family table ", scale: 1.5, interactive: false } });
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body).to.include({
      libraryObjectId: OAK,
      name: "Oak Dining Table",
      displayName: "Family table",
      scale: 1.5,
      interactive: false,
      productId: null,
    });
    const stored = (await experienceRef.collection("virtualObjects").doc(OAK).get()).data()!;
    expect(stored).to.include({ displayName: "Family table", scale: 1.5, interactive: false, productId: null, createdBy: ws.users.editor.uid });

    const noProduct = await call("PATCH", `${base}/virtual-objects/${OAK}`, { token, json: { productId: "missingProduct" } });
    expect(noProduct.status).to.equal(400);
    expect(noProduct.body.error.issues).to.deep.equal([{ path: "productId", message: "Pick a product of this experience" }]);

    await experienceRef.collection("products").doc("oakProduct").set({ name: "Oak table", sku: "OAK" });
    const linked = await call("PATCH", `${base}/virtual-objects/${OAK}`, { token, json: { productId: "oakProduct", displayName: "" } });
    expect(linked.body).to.include({ productId: "oakProduct", displayName: null, scale: 1.5 });

    const listed = await call("GET", `${base}/virtual-objects`, { token });
    expect(listed.body.items.find((o: { libraryObjectId: string }) => o.libraryObjectId === OAK)).to.include({
      productId: "oakProduct",
      scale: 1.5,
      interactive: false,
    });

    expect((await call("PATCH", `${base}/virtual-objects/sample-walnut-side-table`, { token, json: { scale: 2 } })).body.error.message).to.equal(
      "Virtual object not found",
    );
    expect((await call("PATCH", `${base}/virtual-objects/${OAK}`, { token, json: {} })).status).to.equal(400);
    expect((await call("PATCH", `${base}/virtual-objects/${OAK}`, { token, json: { scale: 0 } })).status).to.equal(400);
    expect((await call("PATCH", `${base}/virtual-objects/${OAK}`, { token: ws.users.viewer.token, json: { scale: 2 } })).status).to.equal(403);
    expect((await call("GET", `/v1/brands/${ws.brandId}/experiences/nope/virtual-objects`, { token })).status).to.equal(404);
  });
});
