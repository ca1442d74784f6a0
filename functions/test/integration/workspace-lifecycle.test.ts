import { expect } from "chai";
import { db, auth, tenantAuth } from "../../src/firebase.js";
import { blobStore } from "../../src/storage/blob-store.js";
import { DELETION_GRACE_MS, purgeDueWorkspaces } from "../../src/workspaces/workspace-deletion.js";
import { resumeWorkspace, suspendWorkspace } from "../../src/workspaces/workspace-suspension.js";
import { call } from "../helpers/http.js";
import { createExperience, uploadFile } from "../helpers/experience-fixtures.js";
import { addUser, createWorkspace, signIn, type Workspace } from "../helpers/workspace.js";

const DAY = 24 * 3_600_000;

/** A published experience behind a placement: what a QR code of the workspace opens. */
async function publishedPlacement(ws: Workspace) {
  const experienceId = await createExperience(ws, "Lifecycle showroom");
  const published = await call("POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/publish`, { token: ws.users.editor.token });
  expect(published.status, published.text).to.equal(201);
  const placement = await call("POST", `/v1/brands/${ws.brandId}/placements`, {
    token: ws.users.editor.token,
    json: { name: "Lifecycle QR", defaultExperienceId: experienceId },
  });
  expect(placement.status, placement.text).to.equal(201);
  return { experienceId, placementId: placement.body.id as string, version: published.body.version as number };
}

describe("Workspace lifecycle: suspension, leaving, deletion", () => {
  describe("an operator suspends and resumes a workspace", () => {
    let ws: Workspace;
    let other: Workspace;
    let qr: Awaited<ReturnType<typeof publishedPlacement>>;
    let apiKey: string;
    before(async () => {
      [ws, other] = await Promise.all([createWorkspace("suspended"), createWorkspace("not-suspended")]);
      qr = await publishedPlacement(ws);
      const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "PIM", scope: "read", brandIds: "all" } });
      expect(key.status, key.text).to.equal(201);
      apiKey = key.body.key;
    });

    it("refuses its people, its API keys and its viewers with workspace-suspended, and lets everything back on resume", async () => {
      const manifestPath = `/v1/public/brands/${ws.brandId}/experiences/${qr.experienceId}/manifests/${qr.version}`;
      expect((await call("GET", `/v1/public/placements/${qr.placementId}`)).status).to.equal(200);

      await suspendWorkspace(ws.tenantId, "unpaid invoice");
      for (const res of [
        await call("GET", "/v1/me", { token: ws.users.owner.token }),
        await call("GET", "/v1/brands", { token: ws.users.viewer.token }),
        await call("GET", "/v1/brands", { token: apiKey }),
      ]) {
        expect(res.status, res.text).to.equal(403);
        expect(res.body.error.code).to.equal("workspace-suspended");
        expect(res.body.error.message).to.match(/suspended/);
      }
      for (const path of [`/v1/public/placements/${qr.placementId}`, manifestPath]) {
        const res = await call("GET", path);
        expect(res.status, res.text).to.equal(403);
        expect(res.body.error).to.include({ code: "workspace-suspended", status: 403 });
      }
      // The others are not affected; a made-up token is still a 401 (nobody learns of the suspension).
      expect((await call("GET", "/v1/me", { token: other.users.member.token })).status).to.equal(200);
      expect((await call("GET", "/v1/me", { token: "not-a-token" })).status).to.equal(401);
      // Nothing was deleted.
      expect((await db().collection("placements").doc(qr.placementId).get()).exists).to.equal(true);

      await resumeWorkspace(ws.tenantId);
      expect((await call("GET", "/v1/me", { token: ws.users.owner.token })).status).to.equal(200);
      expect((await call("GET", "/v1/brands", { token: apiKey })).status).to.equal(200);
      expect((await call("GET", `/v1/public/placements/${qr.placementId}`)).status).to.equal(200);
      expect((await call("GET", manifestPath)).status).to.equal(200);
    });
  });

  describe("DELETE /v1/me: a person deletes their own account", () => {
    let ws: Workspace;
    before(async () => {
      ws = await createWorkspace("leaving");
    });

    it("removes the membership, the brand roles and the account", async () => {
      const { editor } = ws.users;
      const res = await call("DELETE", "/v1/me", { token: editor.token });
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.equal({ ok: true });
      expect((await db().collection("tenants").doc(ws.tenantId).collection("members").doc(editor.uid).get()).exists).to.equal(false);
      expect((await db().collection("brands").doc(ws.brandId).collection("members").doc(editor.uid).get()).exists).to.equal(false);
      const lookup = await tenantAuth(ws.authTenantId)
        .getUser(editor.uid)
        .catch((err: { code: string }) => err.code);
      expect(lookup).to.equal("auth/user-not-found");
      expect((await call("GET", "/v1/me", { token: editor.token })).status).to.be.oneOf([401, 403]);
    });

    it("refuses the last owner with 409, lets an owner go when another remains", async () => {
      const last = await call("DELETE", "/v1/me", { token: ws.users.owner.token });
      expect(last.status, last.text).to.equal(409);
      expect(last.body.error.message).to.match(/last owner/);
      expect((await call("GET", "/v1/me", { token: ws.users.owner.token })).status).to.equal(200);

      const second = await addUser(ws, `second-owner-${Date.now()}@example.test`, "owner");
      expect((await call("DELETE", "/v1/me", { token: ws.users.owner.token })).status).to.equal(200);
      const alone = await call("DELETE", "/v1/me", { token: second.token });
      expect(alone.status, alone.text).to.equal(409);
    });

    it("checks If-Match against GET /v1/me", async () => {
      const stale = await call("DELETE", "/v1/me", { token: ws.users.member.token, headers: { "If-Match": '"stale"' } });
      expect(stale.status, stale.text).to.equal(412);
      const me = await call("GET", "/v1/me", { token: ws.users.member.token });
      const fresh = await call("DELETE", "/v1/me", { token: ws.users.member.token, headers: { "If-Match": me.headers.get("etag")! } });
      expect(fresh.status, fresh.text).to.equal(200);
    });
  });

  describe("an owner deletes the workspace, with 7 days to restore it", () => {
    let ws: Workspace;
    let keep: Workspace;
    let qr: Awaited<ReturnType<typeof publishedPlacement>>;
    before(async () => {
      [ws, keep] = await Promise.all([createWorkspace("deleted"), createWorkspace("kept")]);
      qr = await publishedPlacement(ws);
    });

    it("is for owners only, and needs the workspace's slug typed back", async () => {
      const admin = await call("POST", "/v1/tenants/me/deletion", { token: ws.users.admin.token, json: { confirmSlug: ws.slug } });
      expect(admin.status, admin.text).to.equal(403);
      const wrong = await call("POST", "/v1/tenants/me/deletion", { token: ws.users.owner.token, json: { confirmSlug: "someone-else" } });
      expect(wrong.status, wrong.text).to.equal(400);
      expect(wrong.body.error.issues[0].path).to.equal("confirmSlug");
      expect((await db().collection("tenants").doc(ws.tenantId).get()).get("deletion") ?? null).to.equal(null);
      const nothing = await call("DELETE", "/v1/tenants/me/deletion", { token: ws.users.owner.token });
      expect(nothing.status, nothing.text).to.equal(409);
    });

    it("pauses the viewers at once, keeps the console open, and can be restored", async () => {
      const before = Date.now();
      const scheduled = await call("POST", "/v1/tenants/me/deletion", { token: ws.users.owner.token, json: { confirmSlug: ws.slug } });
      expect(scheduled.status, scheduled.text).to.equal(200);
      const purgeAt = Date.parse(scheduled.body.deletionScheduledFor);
      expect(purgeAt).to.be.within(before + DELETION_GRACE_MS - 5000, Date.now() + DELETION_GRACE_MS + 5000);
      // Asking again keeps the first date.
      const again = await call("POST", "/v1/tenants/me/deletion", { token: ws.users.owner.token, json: { confirmSlug: ws.slug } });
      expect(again.body.deletionScheduledFor).to.equal(scheduled.body.deletionScheduledFor);

      const viewer = await call("GET", `/v1/public/placements/${qr.placementId}`);
      expect(viewer.status).to.equal(403);
      expect(viewer.body.error.code).to.equal("workspace-suspended");
      const me = await call("GET", "/v1/me", { token: ws.users.member.token });
      expect(me.status, me.text).to.equal(200);
      expect(me.body.tenant.deletionScheduledFor).to.equal(scheduled.body.deletionScheduledFor);

      const restored = await call("DELETE", "/v1/tenants/me/deletion", { token: ws.users.owner.token });
      expect(restored.status, restored.text).to.equal(200);
      expect(restored.body.deletionScheduledFor).to.equal(null);
      expect((await call("GET", `/v1/public/placements/${qr.placementId}`)).status).to.equal(200);
    });

    it("the deletion job deletes everything once the grace period is over: documents, files, the auth tenant", async () => {
      const uploadId = await uploadFile(ws, ws.users.editor.token);
      const fileKey = (await db().collection("uploads").doc(uploadId).get()).get("key") as string;
      expect(await blobStore().stat(fileKey)).to.not.equal(null);
      const scheduled = await call("POST", "/v1/tenants/me/deletion", { token: ws.users.owner.token, json: { confirmSlug: ws.slug } });
      expect(scheduled.status, scheduled.text).to.equal(200);

      // A workspace made by sign-up holds a claim on its short name, which the purge must free.
      await db().collection("tenantSlugs").doc(ws.slug).set({ tenantId: ws.tenantId, state: "taken" });

      // Within the grace period the job leaves it alone.
      await purgeDueWorkspaces(Date.now() + DAY);
      expect((await db().collection("tenants").doc(ws.tenantId).get()).exists).to.equal(true);

      await purgeDueWorkspaces(Date.now() + DELETION_GRACE_MS + DAY);
      expect((await db().collection("tenants").doc(ws.tenantId).get()).exists).to.equal(false);
      expect((await db().collection("brands").doc(ws.brandId).get()).exists).to.equal(false);
      expect((await db().collection("brands").doc(ws.brandId).collection("experiences").get()).size).to.equal(0);
      expect((await db().collection("placements").where("tenantId", "==", ws.tenantId).get()).size).to.equal(0);
      expect((await db().collection("uploads").where("tenantId", "==", ws.tenantId).get()).size).to.equal(0);
      expect((await db().collection("tenants").doc(ws.tenantId).collection("members").get()).size).to.equal(0);
      expect(await blobStore().stat(fileKey)).to.equal(null);
      expect((await db().collection("tenantSlugs").doc(ws.slug).get()).exists, "the short name is free again").to.equal(false);
      // Listed, not fetched: the Auth emulator creates any tenant it is asked for by id.
      const authTenants = await auth().tenantManager().listTenants(1000);
      expect(authTenants.tenants.map((t) => t.tenantId)).to.not.include(ws.authTenantId);
      expect((await call("GET", `/v1/public/placements/${qr.placementId}`)).status).to.equal(404);
      await signIn(ws.authTenantId, ws.users.owner.email).then(
        () => expect.fail("the account should be gone"),
        () => {},
      );

      // Another workspace keeps everything; a second run finds nothing to do.
      expect((await call("GET", "/v1/brands", { token: keep.users.owner.token })).status).to.equal(200);
      expect((await db().collection("brands").doc(keep.brandId).get()).exists).to.equal(true);
      expect(await purgeDueWorkspaces(Date.now() + DELETION_GRACE_MS + DAY)).to.deep.equal({ purged: 0 });
    });
  });
});
