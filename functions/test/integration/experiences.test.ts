import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const zero = { x: 0, y: 0, z: 0 };
const transform = { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } };

describe("Experiences", function () {
  // Stories of many sequential requests: on a busy machine one can outlast the default timeout.
  this.timeout(180_000);
  let ws: Workspace;
  let path: string;
  let token: string;
  const experienceDoc = (id: string) => db().collection("brands").doc(ws.brandId).collection("experiences").doc(id);
  const create = async (name: string) => {
    const res = await call("POST", path, { token, json: { name } });
    expect(res.status, res.text).to.equal(201);
    return res.body as { id: string; name: string; status: string; updatedAt: string };
  };
  const placements: string[] = [];
  const addPlacement = async (name: string, experienceIds: string[]) => {
    const ref = db().collection("placements").doc();
    await ref.set({
      brandId: ws.brandId,
      tenantId: ws.tenantId,
      name,
      experienceIds,
      defaultExperienceId: experienceIds[0],
      createdAt: FieldValue.serverTimestamp(),
    });
    placements.push(ref.id);
    return ref;
  };

  before(async () => {
    ws = await createWorkspace("experiences");
    path = `/v1/brands/${ws.brandId}/experiences`;
    token = ws.users.editor.token;
  });
  after(async () => {
    await Promise.all(placements.map((id) => db().collection("placements").doc(id).delete()));
  });

  it("creates a draft with one Intro scene holding the seed's defaults", async () => {
    const created = await create("Spring showroom");
    expect(created).to.include({ name: "Spring showroom", status: "draft", brandId: ws.brandId, publishedVersion: null, publishedAt: null, surveyId: null });
    const stored = (await experienceDoc(created.id).get()).data()!;
    expect(stored).to.include({ name: "Spring showroom", nameLower: "spring showroom", status: "draft", createdBy: ws.users.editor.uid });
    const scenes = await experienceDoc(created.id).collection("scenes").get();
    expect(scenes.size).to.equal(1);
    const scene = scenes.docs[0]!.data();
    expect(scene).to.deep.include({
      name: "Intro",
      order: 0,
      version: 0,
      setId: null,
      objects: [],
      segments: [],
      tags: [],
      libraryObjectIds: [],
      camera: { before: zero, position: zero, target: zero, after: zero },
      experienceId: created.id,
      createdBy: ws.users.editor.uid,
    });
    expect(scene.createdAt).to.exist;

    const got = await call("GET", `${path}/${created.id}`, { token: ws.users.viewer.token });
    expect(got.status).to.equal(200);
    expect(got.body).to.deep.equal(created);
  });

  it("refuses empty names and empty updates, and answers 404 for unknown experiences", async () => {
    const empty = await call("POST", path, { token, json: { name: "  " } });
    expect(empty.status).to.equal(400);
    expect(empty.body.error.issues).to.deep.include({ path: "name", message: "Experience name is required" });
    const created = await create("Validation");
    expect((await call("PATCH", `${path}/${created.id}`, { token, json: {} })).status).to.equal(400);
    expect((await call("PATCH", `${path}/${created.id}`, { token, json: { status: "published" } })).status).to.equal(400);
    expect((await call("GET", `${path}/nope`, { token })).status).to.equal(404);
    expect((await call("PATCH", `${path}/nope`, { token, json: { name: "x" } })).body.error.message).to.equal("Experience not found");
    expect((await call("DELETE", `${path}/nope`, { token })).status).to.equal(404);
    expect((await call("POST", `${path}/nope/duplicate`, { token })).status).to.equal(404);
  });

  it("lists by name with search, by recent update, by status, a page at a time", async () => {
    const local = await createWorkspace("experience-list");
    const base = `/v1/brands/${local.brandId}/experiences`;
    const t = local.users.editor.token;
    for (const name of ["Delta", "alpha", "Charlie", "Bravo"]) {
      expect((await call("POST", base, { token: t, json: { name } })).status).to.equal(201);
    }
    const byName = await call("GET", base, { token: t });
    expect(byName.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["alpha", "Bravo", "Charlie", "Delta"]);

    const first = await call("GET", `${base}?limit=3`, { token: t });
    expect(first.body.items).to.have.length(3);
    expect(first.body.nextCursor).to.be.a("string");
    const second = await call("GET", `${base}?limit=3&cursor=${first.body.nextCursor}`, { token: t });
    expect(second.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["Delta"]);
    expect(second.body.nextCursor).to.equal(null);

    const search = await call("GET", `${base}?q=CH`, { token: t });
    expect(search.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["Charlie"]);

    const bravo = byName.body.items[1];
    await call("PATCH", `${base}/${bravo.id}`, { token: t, json: { name: "Bravo two" } });
    const recent = await call("GET", `${base}?sort=-updatedAt`, { token: t });
    expect(recent.body.items[0].name).to.equal("Bravo two");
    const recentPage = await call("GET", `${base}?sort=-updatedAt&limit=2`, { token: t });
    const recentNext = await call("GET", `${base}?sort=-updatedAt&limit=2&cursor=${recentPage.body.nextCursor}`, { token: t });
    expect([...recentPage.body.items, ...recentNext.body.items].map((e: { id: string }) => e.id)).to.deep.equal(
      recent.body.items.map((e: { id: string }) => e.id),
    );

    await call("PATCH", `${base}/${bravo.id}`, { token: t, json: { archived: true } });
    const archived = await call("GET", `${base}?status=archived`, { token: t });
    expect(archived.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["Bravo two"]);
    const active = await call("GET", `${base}?status=active`, { token: t });
    expect(active.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["alpha", "Charlie", "Delta"]);
    const activeRecent = await call("GET", `${base}?status=active&sort=-updatedAt`, { token: t });
    expect(activeRecent.body.items).to.have.length(3);
    const drafts = await call("GET", `${base}?status=draft&q=d`, { token: t });
    expect(drafts.body.items.map((e: { name: string }) => e.name)).to.deep.equal(["Delta"]);
    const draftsRecent = await call("GET", `${base}?status=draft&sort=-updatedAt`, { token: t });
    expect(draftsRecent.status, draftsRecent.text).to.equal(200);
    expect((await call("GET", `${base}?status=deleted`, { token: t })).status).to.equal(400);
    expect((await call("GET", `${base}?q=a&sort=-updatedAt`, { token: t })).status).to.equal(400);
  });

  it("renames, archives and restores (to published when it ever was), and picks a survey of the brand", async () => {
    const created = await create("Rename me");
    const renamed = await call("PATCH", `${path}/${created.id}`, { token, json: { name: "  Renamed  " } });
    expect(renamed.body.name).to.equal("Renamed");
    expect((await experienceDoc(created.id).get()).get("nameLower")).to.equal("renamed");

    const archived = await call("PATCH", `${path}/${created.id}`, { token, json: { archived: true } });
    expect(archived.body.status).to.equal("archived");
    const restored = await call("PATCH", `${path}/${created.id}`, { token, json: { archived: false } });
    expect(restored.body.status).to.equal("draft");

    await experienceDoc(created.id).update({ status: "published", publishedVersion: 3, publishedAt: new Date("2025-01-02T03:04:05Z") });
    await call("PATCH", `${path}/${created.id}`, { token, json: { archived: true } });
    const republished = await call("PATCH", `${path}/${created.id}`, { token, json: { archived: false } });
    expect(republished.body).to.include({ status: "published", publishedVersion: 3, publishedAt: "2025-01-02T03:04:05.000Z" });

    const survey = await call("POST", `/v1/brands/${ws.brandId}/surveys`, {
      token,
      json: { title: "Exit poll", questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?" }] },
    });
    const withSurvey = await call("PATCH", `${path}/${created.id}`, { token, json: { surveyId: survey.body.id } });
    expect(withSurvey.body.surveyId).to.equal(survey.body.id);
    const foreign = await call("PATCH", `${path}/${created.id}`, { token, json: { surveyId: "notASurveyOfThisBrand" } });
    expect(foreign.status).to.equal(400);
    expect(foreign.body.error.issues).to.deep.equal([{ path: "surveyId", message: "Pick a survey of this brand" }]);
    const cleared = await call("PATCH", `${path}/${created.id}`, { token, json: { surveyId: null } });
    expect(cleared.body.surveyId).to.equal(null);
  });

  it("duplicates deeply: scenes, products, overrides, translations and settings, as a new draft without manifests or test access", async () => {
    const source = await create("Original");
    const ref = experienceDoc(source.id);
    const theme = { marker: "theme" };
    const host = { enabled: true, name: "Ada" };
    await ref.update({
      status: "published",
      publishedVersion: 2,
      publishedAt: FieldValue.serverTimestamp(),
      theme,
      host,
      videoWall: { rows: 2 },
      aiChat: { enabled: false },
      testAccessIds: ["secret-access"],
    });
    const scenes = await call("GET", `${path}/${source.id}/scenes`, { token });
    const intro = scenes.body.items[0];
    const objects = [{ id: "t1", kind: "model", libraryObjectId: "sample-oak-dining-table", transform }];
    const saved = await call("PATCH", `${path}/${source.id}/scenes/${intro.id}`, {
      token,
      json: { version: 0, objects, segments: [{ id: "s1", title: "Look", objectIds: ["t1"] }], tags: ["spring"] },
    });
    expect(saved.status, saved.text).to.equal(200);
    await call("POST", `${path}/${source.id}/scenes`, { token, json: { name: "Second" } });
    await ref
      .collection("products")
      .doc("prod1")
      .set({ sku: "OAK-1", name: "Oak table", hotspot: { sceneId: intro.id, position: zero } });
    await ref.collection("virtualObjects").doc("sample-oak-dining-table").set({ displayName: "The oak", scale: 2, interactive: true, productId: "prod1" });
    await ref.collection("manifests").doc("1").set({ version: 1 });
    const texts = { [`scene.${intro.id}.name`]: { text: "Entrée", source: "Intro" } };
    await ref.collection("translations").doc("fr").set({ texts });

    const copy = await call("POST", `${path}/${source.id}/duplicate`, { token });
    expect(copy.status, copy.text).to.equal(201);
    expect(copy.body).to.include({ name: "Original (copy)", status: "draft", publishedVersion: null, publishedAt: null });
    expect(copy.body.id).to.not.equal(source.id);

    const copyRef = experienceDoc(copy.body.id);
    const stored = (await copyRef.get()).data()!;
    expect(stored).to.deep.include({ theme, host, videoWall: { rows: 2 }, aiChat: { enabled: false }, nameLower: "original (copy)" });
    expect(stored).to.not.have.property("testAccessIds");
    expect((await copyRef.collection("manifests").get()).size).to.equal(0);
    expect((await copyRef.collection("translations").doc("fr").get()).get("texts")).to.deep.equal(texts);

    const copiedScenes = await call("GET", `${path}/${copy.body.id}/scenes`, { token });
    expect(copiedScenes.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Intro", "Second"]);
    expect(copiedScenes.body.items[0]).to.deep.include({ objects, tags: ["spring"], experienceId: copy.body.id });
    expect(copiedScenes.body.items[0].segments).to.deep.equal([{ id: "s1", title: "Look", camera: null, objectIds: ["t1"] }]);
    const copiedSceneDoc = (await copyRef.collection("scenes").doc(copiedScenes.body.items[0].id).get()).data()!;
    expect(copiedSceneDoc.libraryObjectIds).to.deep.equal(["sample-oak-dining-table"]);
    // References between the copied children still hold.
    const product = (await copyRef.collection("products").doc("prod1").get()).data()!;
    expect(product.hotspot.sceneId).to.equal(copiedScenes.body.items[0].id);
    const objectsList = await call("GET", `${path}/${copy.body.id}/virtual-objects`, { token });
    expect(objectsList.body.items[0]).to.include({ displayName: "The oak", scale: 2, productId: "prod1" });

    // The copy is independent of the original.
    await call("PATCH", `${path}/${copy.body.id}/scenes/${copiedScenes.body.items[0].id}`, {
      token,
      json: { version: copiedScenes.body.items[0].version, name: "Changed" },
    });
    expect((await call("GET", `${path}/${source.id}/scenes/${intro.id}`, { token })).body.name).to.equal("Intro");
  });

  it("refuses to delete an experience a placement shows, naming the placements, then deletes it with everything under it", async () => {
    const doomed = await create("Doomed");
    const ref = experienceDoc(doomed.id);
    await ref.collection("products").doc("p1").set({ name: "x" });
    await ref.collection("virtualObjects").doc("sample-oak-dining-table").set({ scale: 1 });
    await ref.collection("manifests").doc("1").set({ version: 1 });
    const other = await create("Other");
    const entrance = await addPlacement("Entrance QR", [other.id, doomed.id]);
    await addPlacement("Window QR", [doomed.id]);

    const refused = await call("DELETE", `${path}/${doomed.id}`, { token });
    expect(refused.status).to.equal(409);
    expect(refused.body.error.message).to.match(/placements "(Entrance|Window) QR", "(Entrance|Window) QR"/);
    expect((await ref.get()).exists).to.equal(true);

    await Promise.all(placements.splice(0).map((id) => db().collection("placements").doc(id).delete()));
    void entrance;
    const deleted = await call("DELETE", `${path}/${doomed.id}`, { token });
    expect(deleted.status, deleted.text).to.equal(200);
    expect((await ref.get()).exists).to.equal(false);
    for (const sub of ["scenes", "products", "virtualObjects", "manifests"]) {
      expect((await ref.collection(sub).get()).size, sub).to.equal(0);
    }
    expect((await call("GET", `${path}/${doomed.id}`, { token })).status).to.equal(404);
    expect((await call("GET", `${path}/${other.id}`, { token })).status).to.equal(200);
  });

  it("summarises scenes, objects, products, placements and the last publish", async () => {
    const experience = await create("Summary");
    const ref = experienceDoc(experience.id);
    const scenes = await call("GET", `${path}/${experience.id}/scenes`, { token });
    await call("PATCH", `${path}/${experience.id}/scenes/${scenes.body.items[0].id}`, {
      token,
      json: {
        version: 0,
        objects: [
          { id: "a", kind: "model", libraryObjectId: "sample-oak-dining-table", transform },
          { id: "b", kind: "videoWall", transform },
        ],
      },
    });
    const second = await call("POST", `${path}/${experience.id}/scenes`, { token, json: { name: "Two" } });
    await call("PATCH", `${path}/${experience.id}/scenes/${second.body.id}`, {
      token,
      json: { version: 0, objects: [{ id: "c", kind: "model", libraryObjectId: "sample-round-cafe-table", transform }] },
    });
    await ref.collection("products").doc("p1").set({ name: "one" });
    await ref.collection("products").doc("p2").set({ name: "two" });
    await addPlacement("Summary QR", [experience.id]);

    const summary = await call("GET", `${path}/${experience.id}/summary`, { token: ws.users.viewer.token });
    expect(summary.status, summary.text).to.equal(200);
    expect(summary.body).to.include({
      experienceId: experience.id,
      status: "draft",
      scenes: 2,
      objects: 3,
      products: 2,
      placements: 1,
      publishedVersion: null,
      publishedAt: null,
    });
    expect(summary.body.updatedAt).to.be.a("string");
    expect((await call("GET", `${path}/nope/summary`, { token })).status).to.equal(404);
  });

  it("lets viewers read but not change experiences", async () => {
    const experience = await create("Read only");
    const viewer = ws.users.viewer.token;
    expect((await call("GET", path, { token: viewer })).status).to.equal(200);
    expect((await call("PATCH", `${path}/${experience.id}`, { token: viewer, json: { name: "x" } })).status).to.equal(403);
    expect((await call("POST", path, { token: viewer, json: { name: "x" } })).status).to.equal(403);
    expect((await call("DELETE", `${path}/${experience.id}`, { token: viewer })).status).to.equal(403);
  });
});
