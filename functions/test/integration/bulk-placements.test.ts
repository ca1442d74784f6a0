import { expect } from "chai";
import { randomUUID } from "node:crypto";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { auditLogCol, placementsCol, storesCol } from "../../src/firestore/collections.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

/** Stores written as the store routes keep them, with the code and tags a bulk selection reads. */
async function seedStores(brandId: string, stores: { name: string; code?: string; tags?: string[]; timezone?: string }[]): Promise<string[]> {
  const refs = stores.map(() => storesCol(brandId).doc());
  for (let start = 0; start < stores.length; start += 400) {
    const batch = db().batch();
    stores.slice(start, start + 400).forEach((s, i) => {
      batch.set(refs[start + i]!, {
        brandId,
        name: s.name,
        nameLower: s.name.toLowerCase(),
        ...(s.code ? { code: s.code, codeKey: s.code.toLowerCase() } : {}),
        tags: s.tags ?? [],
        timezone: s.timezone ?? "UTC",
        placementCount: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    await batch.commit();
  }
  return refs.map((r) => r.id);
}

async function experience(brandId: string, name: string): Promise<string> {
  const ref = db().collection("brands").doc(brandId).collection("experiences").doc();
  await ref.set({
    brandId,
    name,
    nameLower: name.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    createdAt: FieldValue.serverTimestamp(),
    createdBy: "test",
  });
  return ref.id;
}

const placementsOf = async (brandId: string) => (await placementsCol().where("brandId", "==", brandId).get()).docs;

describe("Bulk placements: one QR code per store", () => {
  let ws: Workspace;
  let other: Workspace;
  let bulk: string;
  let editor: string;
  let launch: string;
  let autumn: string;
  /** Lyon and Paris are tagged "city"; Nice has no code. */
  let lyon: string;
  let paris: string;
  let nice: string;
  let foreignStores: string[];

  const post = (json: unknown, key: string | null = randomUUID(), path = bulk) =>
    call("POST", path, { token: editor, json, headers: key ? { "Idempotency-Key": key } : {} });

  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("bulk-placements"), createWorkspace("bulk-placements-foreign")]);
    bulk = `/v1/brands/${ws.brandId}/placements/bulk`;
    editor = ws.users.editor.token;
    [launch, autumn] = await Promise.all([experience(ws.brandId, "Launch"), experience(ws.brandId, "Autumn")]);
    [lyon, paris, nice] = await seedStores(ws.brandId, [
      { name: "Lyon", code: "LY-01", tags: ["city", "south"], timezone: "Europe/Paris" },
      { name: "Paris", code: "PA-01", tags: ["city"], timezone: "Europe/Paris" },
      { name: "Nice", tags: ["south"], timezone: "America/New_York" },
    ]);
    // The other workspace's brand has more stores than one bulk creation may select.
    foreignStores = await seedStores(
      other.brandId,
      Array.from({ length: 501 }, (_, i) => ({ name: `Store ${i}`, code: `S-${i}` })),
    );
  });

  it("makes one placement per selected store, named by the pattern, counted in each store, under one audit entry", async () => {
    const res = await post({ defaultExperienceId: launch, stores: { storeIds: [lyon, paris] }, namePattern: "{store} {code} QR" });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.include({ selected: 2, created: 2, skipped: 0 });
    expect(res.body.skippedStores).to.deep.equal([]);
    const byStore = Object.fromEntries(res.body.placements.map((p: { storeId: string; name: string }) => [p.storeId, p.name]));
    expect(byStore).to.deep.equal({ [lyon]: "Lyon LY-01 QR", [paris]: "Paris PA-01 QR" });
    for (const placement of res.body.placements) {
      const got = await call("GET", `/v1/brands/${ws.brandId}/placements/${placement.id}`, { token: editor });
      expect(got.body).to.include({ storeId: placement.storeId, defaultExperienceId: launch, activeExperienceId: launch });
      expect(got.body.experienceIds).to.deep.equal([launch]);
    }
    expect((await storesCol(ws.brandId).doc(lyon).get()).get("placementCount")).to.equal(1);
    expect((await storesCol(ws.brandId).doc(nice).get()).get("placementCount")).to.equal(0);
    const audits = await auditLogCol(ws.tenantId).where("action", "==", "bulkCreatePlacements").get();
    expect(audits.size).to.equal(1);
  });

  it("skips the stores that already have a placement for the experience, so a re-run makes only what is missing", async () => {
    const res = await post({ defaultExperienceId: launch, stores: { all: true } });
    expect(res.status, res.text).to.equal(201);
    expect(res.body).to.include({ selected: 3, created: 1, skipped: 2 });
    expect(res.body.placements.map((p: { storeId: string; name: string }) => [p.storeId, p.name])).to.deep.equal([[nice, "Nice"]]);
    expect(res.body.skippedStores.map((s: { storeId: string }) => s.storeId).sort()).to.deep.equal([lyon, paris].sort());

    const again = await post({ defaultExperienceId: launch, stores: { all: true } });
    expect(again.body).to.include({ selected: 3, created: 0, skipped: 3 });
    expect((await placementsOf(ws.brandId)).length).to.equal(3);
  });

  it("previews the counts without writing anything", async () => {
    const before = (await placementsOf(ws.brandId)).length;
    const preview = await call("POST", `${bulk}/preview`, { token: editor, json: { defaultExperienceId: autumn, stores: { tag: "south" } } });
    expect(preview.status, preview.text).to.equal(200);
    expect(preview.body).to.deep.equal({ selected: 2, toCreate: 2, skipped: 0 });
    const launched = await call("POST", `${bulk}/preview`, { token: editor, json: { defaultExperienceId: launch, stores: { all: true } } });
    expect(launched.body).to.deep.equal({ selected: 3, toCreate: 0, skipped: 3 });
    expect((await placementsOf(ws.brandId)).length).to.equal(before);
  });

  it("replays the first answer for the same Idempotency-Key and body, writing nothing", async () => {
    const key = randomUUID();
    // Codes as pasted: repeated, and in another case than stored.
    const json = { defaultExperienceId: autumn, stores: { codes: ["PA-01", "ly-01", "pa-01"] } };
    const first = await post(json, key);
    expect(first.status, first.text).to.equal(201);
    expect(first.body).to.include({ selected: 2, created: 2, skipped: 0 });
    const count = (await placementsOf(ws.brandId)).length;
    const audits = (await auditLogCol(ws.tenantId).where("action", "==", "bulkCreatePlacements").get()).size;

    const replay = await post(json, key);
    expect(replay.status).to.equal(201);
    expect(replay.headers.get("idempotent-replayed")).to.equal("true");
    expect(replay.body).to.deep.equal(first.body);
    expect((await placementsOf(ws.brandId)).length).to.equal(count);
    expect((await auditLogCol(ws.tenantId).where("action", "==", "bulkCreatePlacements").get()).size).to.equal(audits);
  });

  it("refuses a key reused with another body (422) and a request without a key (400)", async () => {
    const key = randomUUID();
    expect((await post({ defaultExperienceId: autumn, stores: { storeIds: [nice] } }, key)).status).to.equal(201);
    const reused = await post({ defaultExperienceId: launch, stores: { storeIds: [nice] } }, key);
    expect(reused.status).to.equal(422);
    expect(reused.body.error.message).to.match(/different request body/);

    const count = (await placementsOf(ws.brandId)).length;
    const keyless = await post({ defaultExperienceId: autumn, stores: { all: true } }, null);
    expect(keyless.status).to.equal(400);
    expect(keyless.body.error.issues[0].path).to.equal("Idempotency-Key");
    expect((await placementsOf(ws.brandId)).length).to.equal(count);
  });

  it("two runs at once with different keys make one placement per store between them", async () => {
    const summer = await experience(ws.brandId, "Summer");
    const json = { defaultExperienceId: summer, stores: { all: true } };
    const [a, b] = await Promise.all([post(json), post(json)]);
    expect([a.status, b.status]).to.deep.equal([201, 201]);
    expect(a.body.created + b.body.created).to.equal(3);
    const made = await placementsCol().where("brandId", "==", ws.brandId).where("experienceIds", "array-contains", summer).get();
    expect(made.docs.map((d) => d.get("storeId")).sort()).to.deep.equal([lyon, paris, nice].sort());
    expect((await storesCol(ws.brandId).doc(nice).get()).get("placementCount")).to.equal(3);
  });

  it("copies the schedule template to every new placement, in each store's zone unless it names one", async () => {
    const winter = await experience(ws.brandId, "Winter");
    const template = [
      { experienceId: autumn, label: "Weekends", startDate: "2030-01-01", endDate: "2030-12-31", weekdays: ["sat", "sun"] },
      { experienceId: launch, startDate: "2030-06-01", endDate: "2030-06-30", timezone: "Asia/Tokyo", priority: 5 },
    ];
    const res = await post({ defaultExperienceId: winter, stores: { storeIds: [lyon, nice] }, schedules: template });
    expect(res.status, res.text).to.equal(201);
    for (const { id, storeId } of res.body.placements as { id: string; storeId: string }[]) {
      const placement = (await call("GET", `/v1/brands/${ws.brandId}/placements/${id}`, { token: editor })).body;
      const zone = storeId === lyon ? "Europe/Paris" : "America/New_York";
      expect(placement.schedules.map((s: Record<string, unknown>) => [s.experienceId, s.label, s.weekdays, s.timezone, s.priority])).to.deep.equal([
        [autumn, "Weekends", ["sat", "sun"], zone, 0],
        [launch, "", null, "Asia/Tokyo", 5],
      ]);
      expect(placement.experienceIds).to.have.members([winter, autumn, launch]);
    }
  });

  it("refuses unknown codes and ids, naming them, and never touches another brand's stores", async () => {
    const before = (await placementsOf(ws.brandId)).length;
    const codes = await post({ defaultExperienceId: launch, stores: { codes: ["PA-01", "NOPE-1", "NOPE-2"] } });
    expect(codes.status).to.equal(422);
    expect(codes.body.error.message).to.contain("NOPE-1, NOPE-2");
    expect(codes.body.error.issues[0].path).to.equal("stores.codes");

    // Another tenant's store ids (and its codes) are not stores of this brand.
    const foreign = await post({ defaultExperienceId: launch, stores: { storeIds: [lyon, foreignStores[0]] } });
    expect(foreign.status).to.equal(422);
    expect(foreign.body.error.message).to.contain(foreignStores[0]);
    expect((await post({ defaultExperienceId: launch, stores: { codes: ["S-1"] } })).status).to.equal(422);
    expect((await post({ defaultExperienceId: launch, stores: { tag: "nobody-has-it" } })).status).to.equal(422);
    // A tag is matched as stores keep it, lower-cased.
    expect((await call("POST", `${bulk}/preview`, { token: editor, json: { defaultExperienceId: launch, stores: { tag: " South " } } })).body).to.include({
      selected: 2,
    });
    // An experience of another brand is refused too (400 on the field, as when creating one placement).
    const otherExperience = await experience(other.brandId, "Theirs");
    expect((await post({ defaultExperienceId: otherExperience, stores: { storeIds: [nice] } })).status).to.equal(400);

    expect((await placementsOf(ws.brandId)).length).to.equal(before);
    expect(await placementsOf(other.brandId)).to.have.length(0);
    expect((await storesCol(other.brandId).doc(foreignStores[0]!).get()).get("placementCount")).to.equal(0);
  });

  it("refuses a selection of more than 500 stores (422) and writes nothing", async () => {
    const otherBulk = `/v1/brands/${other.brandId}/placements/bulk`;
    const theirs = await experience(other.brandId, "Chain launch");
    const res = await call("POST", otherBulk, {
      token: other.users.editor.token,
      json: { defaultExperienceId: theirs, stores: { all: true } },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(res.status, res.text).to.equal(422);
    expect(res.body.error.message).to.contain("501 stores");
    const listed = await call("POST", otherBulk, {
      token: other.users.editor.token,
      json: { defaultExperienceId: theirs, stores: { storeIds: foreignStores } },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(listed.status).to.equal(422);
    expect(await placementsOf(other.brandId)).to.have.length(0);
  });

  it("is refused to a brand viewer", async () => {
    const res = await call("POST", bulk, {
      token: ws.users.viewer.token,
      json: { defaultExperienceId: launch, stores: { all: true } },
      headers: { "Idempotency-Key": randomUUID() },
    });
    expect(res.status).to.equal(403);
  });
});
