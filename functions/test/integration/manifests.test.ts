import { expect } from "chai";
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { manifestSchema } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { deleteTestAccessOf } from "../../src/manifests/test-access.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const zero = { x: 0, y: 0, z: 0 };
const transform = { position: { x: 1, y: 0, z: -2 }, rotation: zero, scale: { x: 1, y: 1, z: 1 } };
const camera = { before: zero, position: { x: 0, y: 1.6, z: 4 }, target: zero, after: zero };
const stamps = () => ({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" });
const TABLE = "sample-oak-dining-table";

/** Fixtures are written as the other areas' services store them, so this file tests manifests alone. */
async function experienceWith(ws: Workspace, name: string, fields: Record<string, unknown> = {}): Promise<DocumentReference> {
  const ref = db().collection("brands").doc(ws.brandId).collection("experiences").doc();
  await ref.set({
    brandId: ws.brandId,
    name,
    nameLower: name.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    publishedAt: null,
    surveyId: null,
    ...fields,
    ...stamps(),
  });
  return ref;
}

async function sceneIn(experience: DocumentReference, fields: Record<string, unknown>): Promise<string> {
  const ref = experience.collection("scenes").doc();
  await ref.set({
    name: "Intro",
    order: 0,
    setId: null,
    objects: [],
    segments: [],
    tags: [],
    camera,
    libraryObjectIds: [],
    version: 0,
    ...fields,
    ...stamps(),
  });
  return ref.id;
}

describe("Manifests: publish, versions, diff, rollback, test access and the public endpoints", () => {
  let ws: Workspace;
  let editor: string;
  let base: string;
  let experience: DocumentReference;
  let sceneId: string;
  let productId: string;
  let placementId: string;
  const publicPath = (version: number) => `/v1/public/brands/${ws.brandId}/experiences/${experience.id}/manifests/${version}`;

  before(async () => {
    ws = await createWorkspace("manifests");
    editor = ws.users.editor.token;
    const brand = db().collection("brands").doc(ws.brandId);
    const set = brand.collection("sets").doc();
    await set.set({
      brandId: ws.brandId,
      name: "Loft",
      nameLower: "loft",
      backdropObjectId: "sample-glass-coffee-table",
      lighting: "warm",
      background: "#f5f5f4",
      floor: { kind: "wood", color: "#e5e7eb", size: 12 },
      ...stamps(),
    });
    const video = brand.collection("videos").doc();
    await video.set({ brandId: ws.brandId, title: "Teaser", url: "http://127.0.0.1:9199/teaser.mp4", posterUrl: null, durationSeconds: 12, ...stamps() });
    const survey = brand.collection("surveys").doc();
    await survey.set({
      brandId: ws.brandId,
      title: "Quick survey",
      status: "active",
      description: "",
      questions: [{ id: "q1", field: "rating", type: "rating", label: "How was it?", required: true }],
      ...stamps(),
    });

    experience = await experienceWith(ws, "Spring living room", {
      surveyId: survey.id,
      videoWall: { rows: 1, columns: 2, videoIds: [video.id], autoplay: true, muted: true, loop: true },
      host: { enabled: true, name: "Ava", avatar: null, greeting: "Hello!", segmentLines: { s1: "This is the table.", gone: "Never said" } },
      aiChat: {
        enabled: true,
        name: "Sam",
        persona: "secret persona",
        welcomeMessage: "Ask me",
        suggestedQuestions: ["Price?"],
        knowledge: [{ id: "k1", kind: "text", text: "secret" }],
        recommendProducts: true,
      },
    });
    sceneId = await sceneIn(experience, {
      setId: set.id,
      objects: [
        { id: "table", kind: "model", libraryObjectId: TABLE, transform },
        { id: "wall", kind: "videoWall", transform },
      ],
      segments: [{ id: "s1", title: "The table", camera: null, objectIds: ["table"] }],
      libraryObjectIds: [TABLE],
    });
    const product = experience.collection("products").doc();
    productId = product.id;
    await product.set({
      sku: "OAK-1",
      name: "Oak table",
      description: "Solid oak",
      price: 249.5,
      currency: "EUR",
      imageUrl: null,
      url: "https://example.test/oak",
      hotspot: { sceneId, position: { x: 1, y: 1, z: -2 } },
      ...stamps(),
    });
    await experience
      .collection("virtualObjects")
      .doc(TABLE)
      .set({ displayName: "Dining table", scale: 1.5, interactive: true, productId, ...stamps() });
    const placement = db().collection("placements").doc();
    placementId = placement.id;
    await placement.set({
      brandId: ws.brandId,
      tenantId: ws.tenantId,
      storeId: null,
      name: "Window QR",
      defaultExperienceId: experience.id,
      activeExperienceId: experience.id,
      schedules: [],
      scanCount: 0,
      ...stamps(),
    });
    base = `/v1/brands/${ws.brandId}/experiences/${experience.id}`;
  });

  it("publishes version 1 with everything the viewer needs, and marks the experience published", async () => {
    // Review comments stay in the console: neither the published version nor the public route carries them.
    const REVIEW_NOTE = "Reviewer note 7f3a: the price looks wrong";
    const pinned = [{ sceneId, position: { x: 0, y: 1, z: 0 } }, { productId }];
    for (const anchor of pinned) {
      const comment = await call("POST", `${base}/comments`, { token: ws.users.viewer.token, json: { anchor, body: REVIEW_NOTE } });
      expect(comment.status, comment.text).to.equal(201);
      expect((await call("POST", `${base}/comments/${comment.body.id}/replies`, { token: editor, json: { body: REVIEW_NOTE } })).status).to.equal(201);
    }
    const res = await call("POST", `${base}/publish`, { token: editor });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ version: 1, live: true, rolledBackFrom: null });
    expect(res.body.publishedBy.uid).to.equal(ws.users.editor.uid);
    expect(res.body.summary).to.deep.equal({ scenes: 1, objects: 2, models: 2, products: 1, videos: 1 });
    const manifest = manifestSchema.parse(res.body.manifest);
    expect(manifest).to.deep.include({ version: 1, name: "Spring living room", experienceId: experience.id });
    expect(manifest.models[TABLE]).to.deep.include({ name: "Dining table", scale: 1.5, interactive: true, productId });
    expect(manifest.models[TABLE]!.url).to.match(/oak-dining-table.*\.glb$/);
    expect(manifest.sets[manifest.scenes[0]!.setId!]).to.deep.include({ name: "Loft", backdropModelId: "sample-glass-coffee-table", lighting: "warm" });
    expect(manifest.products[0]).to.deep.include({ id: productId, price: 249.5, currency: "EUR" });
    expect(manifest.videoWall!.videos.map((v) => v.title)).to.deep.equal(["Teaser"]);
    expect(manifest.host).to.deep.include({ name: "Ava", segmentLines: { s1: "This is the table." } });
    expect(manifest.survey!.title).to.equal("Quick survey");
    // The assistant's knowledge and persona stay on the server.
    expect(manifest.aiChat).to.deep.equal({ name: "Sam", welcomeMessage: "Ask me", suggestedQuestions: ["Price?"] });
    expect(JSON.stringify(manifest)).to.not.include("secret");
    expect(res.text).to.not.include(REVIEW_NOTE);
    const served = await call("GET", publicPath(1));
    expect(served.status, served.text).to.equal(200);
    expect(served.text).to.not.include(REVIEW_NOTE);

    const stored = (await experience.get()).data()!;
    expect(stored).to.include({ status: "published", publishedVersion: 1 });
    expect(stored.publishedAt).to.not.equal(null);
  });

  it("serves a published version publicly with a strong ETag, a few minutes of caching (never immutable), and 304 on If-None-Match", async () => {
    const res = await call("GET", publicPath(1));
    expect(res.status, res.text).to.equal(200);
    expect(res.body.version).to.equal(1);
    const etag = res.headers.get("etag")!;
    expect(etag).to.match(/^"[A-Za-z0-9_-]{43}"$/);
    expect(res.headers.get("cache-control")).to.equal("public, max-age=300, must-revalidate");

    const again = await call("GET", publicPath(1), { headers: { "If-None-Match": etag } });
    expect(again.status).to.equal(304);
    expect(again.text).to.equal("");
    const other = await call("GET", publicPath(1), { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).to.equal(200);

    expect((await call("GET", publicPath(99))).status).to.equal(404);
    expect((await call("GET", `/v1/public/brands/${ws.brandId}/experiences/${experience.id}/manifests/zero`)).status).to.equal(400);
  });

  it("keeps a published version unchanged after edits, while the draft shows them", async () => {
    const before = await call("GET", publicPath(1));
    const scene = await call("GET", `${base}/scenes/${sceneId}`, { token: editor });
    const renamed = await call("PATCH", `${base}/scenes/${sceneId}`, { token: editor, json: { version: scene.body.version, name: "Dining corner" } });
    expect(renamed.status, renamed.text).to.equal(200);

    const after = await call("GET", publicPath(1));
    expect(after.text).to.equal(before.text);
    expect(after.headers.get("etag")).to.equal(before.headers.get("etag"));
    expect(after.body.scenes[0].name).to.equal("Intro");

    const draft = await call("GET", `${base}/manifest-draft`, { token: ws.users.viewer.token });
    expect(draft.status, draft.text).to.equal(200);
    expect(draft.body.manifest).to.deep.include({ version: null, publishedAt: null });
    expect(draft.body.manifest.scenes[0].name).to.equal("Dining corner");
    expect(draft.body).to.deep.include({ problems: [], liveVersion: 1 });
    expect(draft.body.changes).to.deep.equal([{ path: `scenes[${sceneId}].name`, kind: "changed", before: "Intro", after: "Dining corner" }]);
  });

  it("lists versions newest first, reads one, and diffs two", async () => {
    const v2 = await call("POST", `${base}/publish`, { token: editor });
    expect(v2.status, v2.text).to.equal(201);
    expect(v2.body.version).to.equal(2);

    const list = await call("GET", `${base}/manifests`, { token: ws.users.viewer.token });
    expect(list.status, list.text).to.equal(200);
    expect(list.body.items.map((v: { version: number; live: boolean }) => [v.version, v.live])).to.deep.equal([
      [2, true],
      [1, false],
    ]);
    const page = await call("GET", `${base}/manifests?limit=1`, { token: editor });
    expect(page.body.items.map((v: { version: number }) => v.version)).to.deep.equal([2]);
    const next = await call("GET", `${base}/manifests?limit=1&cursor=${page.body.nextCursor}`, { token: editor });
    expect(next.body).to.deep.include({ nextCursor: null });
    expect(next.body.items.map((v: { version: number }) => v.version)).to.deep.equal([1]);
    for (const bad of ["not-a-cursor", page.body.nextCursor.slice(0, -2), Buffer.from(JSON.stringify(["2", "2"])).toString("base64url")]) {
      const refused = await call("GET", `${base}/manifests?cursor=${bad}`, { token: editor });
      expect(refused.status, bad).to.equal(400);
      expect(refused.body.error).to.deep.include({ code: "invalid-argument", issues: [{ path: "cursor", message: "Invalid cursor" }] });
    }

    const one = await call("GET", `${base}/manifests/1`, { token: ws.users.viewer.token });
    expect(one.body).to.deep.include({ version: 1, live: false });
    expect(one.body.manifest.scenes[0].name).to.equal("Intro");
    expect((await call("GET", `${base}/manifests/7`, { token: editor })).status).to.equal(404);

    const diff = await call("GET", `${base}/manifests/2/diff?against=1`, { token: ws.users.viewer.token });
    expect(diff.status, diff.text).to.equal(200);
    expect(diff.body).to.deep.equal({
      version: 2,
      against: 1,
      truncated: false,
      changes: [{ path: `scenes[${sceneId}].name`, kind: "changed", before: "Intro", after: "Dining corner" }],
    });
    expect((await call("GET", `${base}/manifests/2/diff`, { token: editor })).status).to.equal(400);
    expect((await call("GET", `${base}/manifests/2/diff?against=9`, { token: editor })).status).to.equal(404);
  });

  it("rolls back by publishing a new version with the old content; history stays linear", async () => {
    const res = await call("POST", `${base}/manifests/1/rollback`, { token: editor });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.deep.include({ version: 3, rolledBackFrom: 1, live: true });
    expect(res.body.manifest.scenes[0].name).to.equal("Intro");
    expect(res.body.manifest.version).to.equal(3);
    expect((await experience.get()).get("publishedVersion")).to.equal(3);

    const list = await call("GET", `${base}/manifests`, { token: editor });
    expect(list.body.items.map((v: { version: number; rolledBackFrom: number | null }) => [v.version, v.rolledBackFrom])).to.deep.equal([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    const diff = await call("GET", `${base}/manifests/3/diff?against=1`, { token: editor });
    expect(diff.body.changes).to.deep.equal([]);
    // The draft keeps its edit: rolling back changes what the public sees, not the editor's work.
    const draft = await call("GET", `${base}/manifest-draft`, { token: editor });
    expect(draft.body.manifest.scenes[0].name).to.equal("Dining corner");

    const live = await call("POST", `${base}/manifests/3/rollback`, { token: editor });
    expect(live.status).to.equal(409);
    expect((await call("POST", `${base}/manifests/42/rollback`, { token: editor })).status).to.equal(404);
    expect((await call("POST", `${base}/manifests/1/rollback`, { token: ws.users.viewer.token })).status).to.equal(403);
  });

  it("withdraws a version: 410 with the envelope and a short max-age, recorded and listed; never the live one", async () => {
    // Version 3 is live (the rollback above); 2 was superseded.
    const live = await call("POST", `${base}/manifests/3/withdraw`, { token: editor });
    expect(live.status, live.text).to.equal(409);
    expect(live.body.error.message).to.equal("Version 3 is live; publish a new version or roll back to another one before withdrawing it");
    expect((await call("POST", `${base}/manifests/2/withdraw`, { token: ws.users.viewer.token })).status).to.equal(403);
    expect((await call("POST", `${base}/manifests/42/withdraw`, { token: editor })).status).to.equal(404);

    // Version 2's scene pictures, drawn in the background after it was published, are public files.
    const picturesOf2 = async () =>
      (await experience.collection("manifests").doc("2").get()).get("pictures") as Record<string, { landscape: { url: string } }> | undefined;
    const deadline = Date.now() + 90_000;
    while (!(await picturesOf2()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    const pictureUrls = Object.values((await picturesOf2()) ?? {}).map((picture) => picture.landscape.url);
    expect(pictureUrls, "version 2's pictures").to.not.be.empty;
    for (const url of pictureUrls) expect((await fetch(url)).status, url).to.equal(200);

    const res = await call("POST", `${base}/manifests/2/withdraw`, { token: editor });
    expect(res.status, res.text).to.equal(200);
    // ...and are gone with the version.
    for (const url of pictureUrls) expect((await fetch(url)).status, url).to.equal(404);
    expect(res.body).to.deep.include({ version: 2, live: false, withdrawnBy: { uid: ws.users.editor.uid, name: res.body.withdrawnBy.name } });
    expect(Date.parse(res.body.withdrawnAt)).to.be.closeTo(Date.now(), 60_000);
    const stored = await experience.collection("manifests").doc("2").get();
    expect(stored.get("withdrawnBy.uid")).to.equal(ws.users.editor.uid);

    const gone = await call("GET", publicPath(2));
    expect(gone.status, gone.text).to.equal(410);
    expect(gone.body.error).to.deep.include({ code: "gone", status: 410, message: "Version 2 was withdrawn by the brand" });
    expect(gone.headers.get("cache-control")).to.equal("public, max-age=60");
    expect(gone.text).not.to.contain("Dining corner");

    // Twice is harmless and keeps the first date; the history says it, members still read it.
    const twice = await call("POST", `${base}/manifests/2/withdraw`, { token: editor });
    expect(twice.body.withdrawnAt).to.equal(res.body.withdrawnAt);
    const list = await call("GET", `${base}/manifests`, { token: ws.users.viewer.token });
    expect(list.body.items.map((v: { version: number; withdrawnAt: string | null }) => [v.version, v.withdrawnAt !== null])).to.deep.equal([
      [3, false],
      [2, true],
      [1, false],
    ]);
    expect((await call("GET", `${base}/manifests/2`, { token: ws.users.viewer.token })).status).to.equal(200);
    // Withdrawn content is not published again under a new number.
    const rollback = await call("POST", `${base}/manifests/2/rollback`, { token: editor });
    expect(rollback.status).to.equal(409);
    expect(rollback.body.error.message).to.equal("Version 2 was withdrawn; it cannot be published again");
    // The other versions still serve.
    expect((await call("GET", publicPath(1))).status).to.equal(200);
    expect((await call("GET", publicPath(3))).status).to.equal(200);
  });

  it("lets an archived experience withdraw its last version, which then restores as a draft", async () => {
    const other = await experienceWith(ws, "Archived showroom");
    await sceneIn(other, {});
    const path = `/v1/brands/${ws.brandId}/experiences/${other.id}`;
    expect((await call("POST", `${path}/publish`, { token: editor })).status).to.equal(201);
    expect((await call("POST", `${path}/manifests/1/withdraw`, { token: editor })).status).to.equal(409);
    expect((await call("PATCH", path, { token: editor, json: { archived: true } })).status).to.equal(200);
    // Archived, the last version still serves until withdrawn.
    expect((await call("GET", `/v1/public/brands/${ws.brandId}/experiences/${other.id}/manifests/1`)).status).to.equal(200);
    const res = await call("POST", `${path}/manifests/1/withdraw`, { token: editor });
    expect(res.status, res.text).to.equal(200);
    expect((await call("GET", `/v1/public/brands/${ws.brandId}/experiences/${other.id}/manifests/1`)).status).to.equal(410);
    expect((await other.get()).get("publishedVersion")).to.equal(null);
    const restored = await call("PATCH", path, { token: editor, json: { archived: false } });
    expect(restored.status, restored.text).to.equal(200);
    expect(restored.body).to.deep.include({ status: "draft", publishedVersion: null });
  });

  it("refuses to publish something broken, listing each problem, and writes nothing", async () => {
    const brand = db().collection("brands").doc(ws.brandId);
    const archivedSurvey = brand.collection("surveys").doc();
    await archivedSurvey.set({
      brandId: ws.brandId,
      title: "Old survey",
      status: "archived",
      questions: [{ id: "q1", field: "a", type: "text", label: "Why?", required: false }],
      ...stamps(),
    });
    const processing = db().collection("libraryObjects").doc();
    await processing.set({
      _id: processing.id,
      name: "Fresh chair",
      glb: "http://127.0.0.1:9199/chair.glb",
      tenantId: ws.tenantId,
      brandId: ws.brandId,
      status: "processing",
      size: 10,
      ...stamps(),
    });
    const broken = await experienceWith(ws, "Broken", {
      surveyId: archivedSurvey.id,
      videoWall: { rows: 1, columns: 1, videoIds: [], autoplay: true, muted: true, loop: true },
      host: { enabled: true, name: "Ava", avatar: { kind: "model", libraryObjectId: "no-such-model" }, greeting: "Hi", segmentLines: {} },
    });
    const scene = await sceneIn(broken, {
      setId: "no-such-set",
      objects: [
        { id: "gone", kind: "model", libraryObjectId: "no-such-model", transform },
        { id: "fresh", kind: "model", libraryObjectId: processing.id, transform },
        { id: "wall", kind: "videoWall", transform },
      ],
    });
    const product = broken.collection("products").doc();
    await product.set({
      sku: "X",
      name: "Lamp",
      description: "",
      price: 10,
      currency: "EUR",
      imageUrl: null,
      url: null,
      hotspot: { sceneId: "deleted-scene", position: zero },
      ...stamps(),
    });
    await broken
      .collection("virtualObjects")
      .doc(processing.id)
      .set({ displayName: null, scale: 1, interactive: true, productId: "deleted-product", ...stamps() });

    const path = `/v1/brands/${ws.brandId}/experiences/${broken.id}`;
    const res = await call("POST", `${path}/publish`, { token: editor });
    expect(res.status, res.text).to.equal(422);
    expect(res.body.error.code).to.equal("unprocessable");
    expect(res.body.error.message).to.match(/^The experience cannot be published: 8 problems to fix first\./);
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).to.have.members([
      `scenes.${scene}.objects.gone`,
      `scenes.${scene}.objects.fresh`,
      `scenes.${scene}.setId`,
      "videoWall.videoIds",
      `products.${product.id}.hotspot`,
      `virtualObjects.${processing.id}.productId`,
      "surveyId",
      "host.avatar",
    ]);
    const fresh = res.body.error.issues.find((i: { path: string }) => i.path.endsWith("fresh"));
    expect(fresh.message).to.include("“Fresh chair”, which is still being optimised");
    expect((await broken.collection("manifests").get()).empty).to.equal(true);
    expect((await broken.get()).get("status")).to.equal("draft");

    // The draft still shows what it can: the broken pieces are left out.
    const draft = await call("GET", `${path}/manifest-draft`, { token: editor });
    expect(draft.body.problems).to.have.length(8);
    expect(draft.body.manifest.scenes[0]).to.deep.include({ setId: null });
    expect(draft.body.manifest.scenes[0].objects.map((o: { id: string }) => o.id)).to.deep.equal(["wall"]);
    expect(draft.body).to.deep.include({ liveVersion: null, changes: null });

    await broken.update({ status: "archived" });
    const archived = await call("POST", `${path}/publish`, { token: editor });
    expect(archived.status).to.equal(422);
    expect(archived.body.error.issues[0]).to.deep.equal({ path: "status", message: "The experience is archived; restore it before publishing" });
  });

  it("creates, relabels and revokes preview links; the public test route serves the draft only while the link is active", async () => {
    const created = await call("POST", `${base}/test-access`, { token: editor, json: { label: "  Marketing review " } });
    expect(created.status, created.text).to.equal(201);
    const link = created.body;
    expect(link).to.deep.include({ label: "Marketing review", status: "active", revokedAt: null, experienceId: experience.id });
    expect(link.id).to.match(/^[A-Za-z0-9_-]{24}$/);
    expect((await experience.get()).get("testAccessIds")).to.include(link.id);
    expect((await call("POST", `${base}/test-access`, { token: editor, json: { label: "" } })).status).to.equal(400);
    expect((await call("POST", `${base}/test-access`, { token: ws.users.viewer.token, json: { label: "No" } })).status).to.equal(403);

    const testPath = `/v1/public/placements/${placementId}/test/${link.id}`;
    const preview = await call("GET", testPath);
    expect(preview.status, preview.text).to.equal(200);
    expect(preview.headers.get("cache-control")).to.equal("no-store");
    expect(preview.body.placement).to.deep.equal({ id: placementId, name: "Window QR" });
    expect(preview.body.testAccess).to.deep.equal({ id: link.id, label: "Marketing review", allowComments: false });
    expect(preview.body.manifest).to.deep.include({ version: null, publishedAt: null });
    // The draft, not the live version (which was rolled back to "Intro").
    expect(preview.body.manifest.scenes[0].name).to.equal("Dining corner");

    const relabeled = await call("PATCH", `${base}/test-access/${link.id}`, { token: editor, json: { label: "Agency" } });
    expect(relabeled.body.label).to.equal("Agency");
    const listed = await call("GET", `${base}/test-access`, { token: ws.users.viewer.token });
    expect(listed.body.items.map((l: { id: string; label: string }) => [l.id, l.label])).to.deep.equal([[link.id, "Agency"]]);

    const revoked = await call("POST", `${base}/test-access/${link.id}/revoke`, { token: editor });
    expect(revoked.body).to.deep.include({ status: "revoked" });
    expect(revoked.body.revokedAt).to.be.a("string");
    expect((await experience.get()).get("testAccessIds")).to.not.include(link.id);
    const denied = await call("GET", testPath);
    expect(denied.status).to.equal(403);
    expect(denied.body.error.message).to.equal("This preview link was revoked");
    expect(denied.headers.get("cache-control")).to.equal("no-store");
    expect((await call("POST", `${base}/test-access/${link.id}/revoke`, { token: editor })).body.revokedAt).to.equal(revoked.body.revokedAt);
  });

  it("answers a clear 403 for unknown links and links of another brand, and 404 for an unknown placement", async () => {
    const unknown = await call("GET", `/v1/public/placements/${placementId}/test/abcdefghijklmnopqrstuvwx`);
    expect(unknown.status).to.equal(403);
    expect(unknown.body.error.message).to.equal("This preview link is not valid");

    const other = await createWorkspace("manifests-other");
    const otherExperience = await experienceWith(other, "Elsewhere");
    await sceneIn(otherExperience, {});
    const foreign = await call("POST", `/v1/brands/${other.brandId}/experiences/${otherExperience.id}/test-access`, {
      token: other.users.editor.token,
      json: { label: "Theirs" },
    });
    expect(foreign.status, foreign.text).to.equal(201);
    const crossed = await call("GET", `/v1/public/placements/${placementId}/test/${foreign.body.id}`);
    expect(crossed.status).to.equal(403);
    expect(crossed.body.error.message).to.equal("This preview link is not valid");
    // Another tenant cannot manage this experience's links either.
    expect((await call("GET", `${base}/test-access`, { token: other.users.owner.token })).status).to.equal(404);

    expect((await call("GET", `/v1/public/placements/no-such-placement/test/${foreign.body.id}`)).status).to.equal(404);
  });

  it("ends an experience's preview links with it: every route under the deleted experience is a 404, never a 500", async () => {
    const doomed = await experienceWith(ws, "Deleted with its links");
    await sceneIn(doomed, {});
    const path = `/v1/brands/${ws.brandId}/experiences/${doomed.id}`;
    const link = await call("POST", `${path}/test-access`, { token: editor, json: { label: "Review" } });
    expect(link.status, link.text).to.equal(201);
    const deleted = await call("DELETE", path, { token: editor });
    expect(deleted.status, deleted.text).to.equal(200);
    for (const [method, route] of [
      ["POST", `${path}/test-access/${link.body.id}/revoke`],
      ["GET", `${path}/test-access/${link.body.id}`],
      ["GET", `${path}/test-access`],
    ] as const) {
      const res = await call(method, route, { token: editor });
      expect(res.status, `${method} ${route}: ${res.text}`).to.equal(404);
      expect(res.body.error.code).to.equal("not-found");
    }
    expect((await db().collection("testAccess").doc(link.body.id).get()).exists).to.equal(false);
    expect((await call("GET", `/v1/public/placements/${placementId}/test/${link.body.id}`)).status).to.equal(403);
  });

  it("deletes an experience's preview links when asked (for experience and brand deletion)", async () => {
    const doomed = await experienceWith(ws, "Doomed");
    await sceneIn(doomed, {});
    const link = await call("POST", `/v1/brands/${ws.brandId}/experiences/${doomed.id}/test-access`, { token: editor, json: { label: "Soon gone" } });
    expect(link.status, link.text).to.equal(201);
    await deleteTestAccessOf(ws.brandId, doomed.id);
    expect((await db().collection("testAccess").doc(link.body.id).get()).exists).to.equal(false);
    const res = await call("GET", `/v1/public/placements/${placementId}/test/${link.body.id}`);
    expect(res.status).to.equal(403);
    // Other experiences' links stay.
    expect((await call("GET", `${base}/test-access`, { token: editor })).body.items).to.have.length(1);
  });
});
