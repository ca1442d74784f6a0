import { randomUUID } from "node:crypto";
import { expect } from "chai";
import { FieldValue } from "firebase-admin/firestore";
import { db } from "../../src/firebase.js";
import { cleanUpDeletedBrand } from "../../src/brands/brand-cleanup.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const stamps = () => ({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: "test" });

async function addPlacement(ws: Pick<Workspace, "tenantId">, brandId: string, name = "Test QR") {
  const ref = db().collection("placements").doc();
  await ref.set({
    brandId,
    tenantId: ws.tenantId,
    storeId: null,
    name,
    defaultExperienceId: null,
    activeExperienceId: null,
    schedules: [],
    scanCount: 0,
    ...stamps(),
  });
  return ref;
}

async function addLibraryObject(tenantId: string | null, brandId: string) {
  const ref = db().collection("libraryObjects").doc();
  await ref.set({ _id: ref.id, name: "Test object", glb: "https://example.test/x.glb", tags: [], tenantId, brandId, ...stamps() });
  return ref;
}

/** Polls until `check` is true, up to `timeoutMs`; returns whether it became true. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("Firestore triggers", () => {
  describe("onBrandDeleted (through the Functions emulator)", () => {
    let ws: Workspace;
    before(async () => {
      ws = await createWorkspace("triggers");
    });

    it("deletes the placements and tenant library objects of a brand deleted through the API", async function () {
      this.timeout(60_000);
      const placements = [await addPlacement(ws, ws.brandId, "Entrance"), await addPlacement(ws, ws.brandId, "Window")];
      const libraryObject = await addLibraryObject(ws.tenantId, ws.brandId);
      const otherBrand = (await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: "Kept Brand" } })).body;
      const kept = await addPlacement(ws, otherBrand.id, "Other brand");

      const res = await call("DELETE", `/v1/brands/${ws.brandId}`, { token: ws.users.owner.token });
      expect(res.status).to.equal(200);

      const gone = await eventually(async () => {
        const snaps = await db().getAll(...placements, libraryObject);
        return snaps.every((s) => !s.exists);
      });
      expect(gone, "the trigger should delete the brand's placements and library objects within 15 s").to.equal(true);
      expect((await kept.get()).exists, "another brand's placement is kept").to.equal(true);
    });
  });

  describe("deleting a brand full of analytics", () => {
    it("answers at once with the brand gone, and the trigger deletes its viewers' events and aggregates", async function () {
      this.timeout(90_000);
      const { token } = (await createWorkspace("brand-analytics")).users.owner;
      const brandId = (await call("POST", "/v1/brands", { token, json: { name: "Busy Brand" } })).body.id as string;
      const brand = db().collection("brands").doc(brandId);
      const writer = db().bulkWriter();
      for (let i = 0; i < 1200; i += 1)
        void writer.set(brand.collection("analyticsEvents").doc(), { type: "scene_view", brandId, rolledUp: true, ...stamps() });
      void writer.set(brand.collection("analyticsDaily").doc("x_experience_x_2026-01-01_0"), { brandId, metrics: {}, ...stamps() });
      void writer.set(brand.collection("experiences").doc("e1"), { name: "Made by a person", ...stamps() });
      await writer.close();

      const res = await call("DELETE", `/v1/brands/${brandId}`, { token });
      expect(res.status).to.equal(200);
      expect((await brand.get()).exists).to.equal(false);
      expect((await brand.collection("experiences").get()).size, "what people made goes with the brand").to.equal(0);
      expect((await call("GET", `/v1/brands/${brandId}`, { token })).status).to.equal(404);

      const gone = await eventually(async () => {
        const [events, daily] = await Promise.all([brand.collection("analyticsEvents").limit(1).get(), brand.collection("analyticsDaily").limit(1).get()]);
        return events.empty && daily.empty;
      }, 60_000);
      expect(gone, "the cleanup trigger should delete the analytics within a minute").to.equal(true);
    });
  });

  describe("cleanUpDeletedBrand", () => {
    const tenantId = `tenant-${randomUUID()}`;

    it("deletes a deleted brand's placements and tenant library objects, in batches, and nothing else", async () => {
      const brandId = `deleted-${randomUUID()}`;
      const placements = Array.from({ length: 450 }, () => db().collection("placements").doc());
      // More than one batch (400): the cleanup must loop until none is left.
      const writer = db().bulkWriter();
      for (const ref of placements) void writer.set(ref, { brandId, tenantId, name: "p", ...stamps() });
      await writer.close();
      const tenantObject = await addLibraryObject(tenantId, brandId);
      const globalObject = await addLibraryObject(null, brandId); // a global sample is never deleted
      const otherPlacement = await addPlacement({ tenantId }, `other-${randomUUID()}`);
      try {
        const result = await cleanUpDeletedBrand(brandId);
        expect(result).to.deep.equal({ cleaned: true, placements: 450, libraryObjects: 1 });
        const left = await db().collection("placements").where("brandId", "==", brandId).count().get();
        expect(left.data().count).to.equal(0);
        expect((await tenantObject.get()).exists).to.equal(false);
        expect((await globalObject.get()).exists).to.equal(true);
        expect((await otherPlacement.get()).exists).to.equal(true);

        // Idempotent: a redelivered event finds nothing left to delete.
        expect(await cleanUpDeletedBrand(brandId)).to.deep.equal({ cleaned: true, placements: 0, libraryObjects: 0 });
        expect((await globalObject.get()).exists).to.equal(true);
      } finally {
        await Promise.all([globalObject.delete(), otherPlacement.delete()]);
      }
    });

    it("does nothing while the brand document exists", async () => {
      const brand = db().collection("brands").doc();
      await brand.set({ tenantId, name: "Still here", nameLower: "still here", slug: "still-here", ...stamps() });
      const placement = await addPlacement({ tenantId }, brand.id);
      try {
        expect(await cleanUpDeletedBrand(brand.id)).to.deep.equal({ cleaned: false, placements: 0, libraryObjects: 0 });
        expect((await placement.get()).exists).to.equal(true);
      } finally {
        await placement.delete();
        await brand.delete();
      }
    });
  });
});
