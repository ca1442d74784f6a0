import { expect } from "chai";
import { publishRequestEventDataSchema, scheduledInstant } from "@vitrine/contract";
import { formatIsoDate, instantToLocal } from "@vitrine/contract/local-time";
import { auditLogCol, deliveriesCol } from "../../src/firestore/collections.js";
import { publishDueScheduledPublishes } from "../../src/manifests/scheduled-publishes.js";
import { call } from "../helpers/http.js";
import { WebhookReceiver } from "../helpers/webhook-receiver.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Approval to publish", () => {
  let ws: Workspace;
  let editor: string;
  let brandAdmin: string;
  let owner: string;

  before(async () => {
    ws = await createWorkspace("publish-approval");
    editor = ws.users.editor.token;
    brandAdmin = ws.users.brandAdmin.token;
    owner = ws.users.owner.token;
  });

  const base = (experienceId: string) => `/v1/brands/${ws.brandId}/experiences/${experienceId}`;

  async function newExperience(name: string): Promise<string> {
    const res = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: owner, json: { name } });
    expect(res.status, res.text).to.equal(201);
    return res.body.id;
  }

  async function versions(experienceId: string) {
    return (await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items as { version: number; live: boolean }[];
  }

  it("is a brand setting only brand admins change, and refuses direct publishing while on", async () => {
    const byEditor = await call("PATCH", `/v1/brands/${ws.brandId}`, { token: editor, json: { requirePublishApproval: true } });
    expect(byEditor.status).to.equal(403);
    const on = await call("PATCH", `/v1/brands/${ws.brandId}`, { token: brandAdmin, json: { requirePublishApproval: true } });
    expect(on.status, on.text).to.equal(200);
    expect(on.body.requirePublishApproval).to.equal(true);

    const experienceId = await newExperience("Gated");
    const direct = await call("POST", `${base(experienceId)}/publish`, { token: owner });
    expect(direct.status).to.equal(409);
    expect(direct.body.error.message).to.match(/requires approval/);
    const scheduled = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: editor,
      json: { localDateTime: "2099-01-01T09:00", timezone: "Europe/Paris" },
    });
    expect(scheduled.status).to.equal(409);
    expect(await versions(experienceId)).to.have.length(0);
  });

  it("publishes the reviewed draft on approval, once when two admins approve at the same time", async () => {
    const experienceId = await newExperience("Campaign");
    const requested = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "Spring campaign" } });
    expect(requested.status, requested.text).to.equal(201);
    expect(requested.body).to.deep.include({ status: "pending", releaseNotes: "Spring campaign", liveVersion: null, changes: null, publishedVersion: null });
    expect(requested.body.requestedBy.uid).to.equal(ws.users.editor.uid);
    const path = `${base(experienceId)}/publish-requests/${requested.body.id}`;

    // Editors request; deciding is for brand admins.
    expect((await call("POST", `${path}/approve`, { token: editor, json: {} })).status).to.equal(403);

    const [a, b] = await Promise.all([
      call("POST", `${path}/approve`, { token: brandAdmin, json: { comment: "Go" } }),
      call("POST", `${path}/approve`, { token: owner, json: { comment: "Go too" } }),
    ]);
    expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body).to.deep.include({ status: "approved", publishedVersion: 1 });
    expect(await versions(experienceId)).to.deep.equal([{ ...(await versions(experienceId))[0], version: 1, live: true }]);
    const live = await call("GET", `${base(experienceId)}/manifests/1`, { token: owner });
    expect(live.body.manifest.name).to.equal("Campaign");
    expect(live.body.publishedBy.uid).to.equal(ws.users.editor.uid);

    // Deciding again is refused.
    expect((await call("POST", `${path}/reject`, { token: brandAdmin, json: { comment: "Too late" } })).status).to.equal(409);

    const audit = await auditLogCol(ws.tenantId).where("action", "==", "approvePublishRequest").get();
    const ours = audit.docs.map((d) => d.data()).filter((d) => d.path === `${path}/approve`);
    expect(ours).to.have.length(1);
    expect(ours[0]!.documents).to.include(`brands/${ws.brandId}/experiences/${experienceId}/manifests/1`);
  });

  it("refuses approval once the draft changed after the request; a new request replaces it and can be rejected", async () => {
    const experienceId = await newExperience("Moving target");
    const first = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "v1" } });
    expect(first.status, first.text).to.equal(201);
    const firstPath = `${base(experienceId)}/publish-requests/${first.body.id}`;

    // The draft changes after the request: approving would publish something nobody reviewed.
    expect((await call("PATCH", base(experienceId), { token: editor, json: { name: "Moved" } })).status).to.equal(200);
    const stale = await call("POST", `${firstPath}/approve`, { token: brandAdmin, json: {} });
    expect(stale.status, stale.text).to.equal(409);
    expect(stale.body.error.message).to.match(/draft changed/);
    expect(await versions(experienceId)).to.have.length(0);
    expect((await call("GET", firstPath, { token: editor })).body.status).to.equal("pending");

    // A new request supersedes the pending one.
    const second = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "v1, renamed" } });
    expect(second.status, second.text).to.equal(201);
    expect((await call("GET", firstPath, { token: editor })).body.status).to.equal("superseded");
    const secondPath = `${base(experienceId)}/publish-requests/${second.body.id}`;

    expect((await call("POST", `${secondPath}/reject`, { token: brandAdmin, json: {} })).status).to.equal(400);
    const rejected = await call("POST", `${secondPath}/reject`, { token: brandAdmin, json: { comment: "Wrong name" } });
    expect(rejected.status, rejected.text).to.equal(200);
    expect(rejected.body).to.deep.include({ status: "rejected", decisionComment: "Wrong name" });
    expect((await call("POST", `${secondPath}/approve`, { token: brandAdmin, json: {} })).status).to.equal(409);

    const listed = await call("GET", `${base(experienceId)}/publish-requests`, { token: ws.users.viewer.token });
    expect(listed.body.items.map((r: { id: string; status: string }) => [r.id, r.status])).to.deep.equal([
      [second.body.id, "rejected"],
      [first.body.id, "superseded"],
    ]);
  });

  it("schedules the reviewed draft when the approval names a time; the job publishes it then", async () => {
    const experienceId = await newExperience("Launch at nine");
    const request = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "For Monday" } });
    expect(request.status, request.text).to.equal(201);
    // Two hours ahead: the local stack's own scheduler, on the real clock, leaves it alone.
    const { day, minutes } = instantToLocal("Europe/Paris", Date.now() + 2 * 3_600_000);
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const schedule = { localDateTime: `${formatIsoDate(day)}T${clock}`, timezone: "Europe/Paris" };
    const approved = await call("POST", `${base(experienceId)}/publish-requests/${request.body.id}/approve`, {
      token: brandAdmin,
      json: { comment: "Monday 9:00", schedule },
    });
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.body).to.deep.include({ status: "approved", publishedVersion: null });
    expect(approved.body.scheduledPublishId).to.be.a("string");
    expect(await versions(experienceId)).to.have.length(0);
    const entry = await call("GET", `${base(experienceId)}/scheduled-publishes/${approved.body.scheduledPublishId}`, { token: editor });
    expect(entry.body).to.deep.include({ status: "scheduled", ...schedule });

    // The draft may change meanwhile: what publishes is what was approved.
    expect((await call("PATCH", base(experienceId), { token: editor, json: { name: "Changed after approval" } })).status).to.equal(200);
    const publishAt = scheduledInstant(schedule.localDateTime, schedule.timezone);
    await publishDueScheduledPublishes(publishAt - 60_000);
    expect(await versions(experienceId)).to.have.length(0);
    await publishDueScheduledPublishes(publishAt + 60_000);
    expect(await versions(experienceId)).to.have.length(1);
    expect((await call("GET", `${base(experienceId)}/manifests/1`, { token: owner })).body.manifest.name).to.equal("Launch at nine");
  });

  it("attaches the changes against the live version", async () => {
    const experienceId = await newExperience("Diffed");
    const request = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: {} });
    expect((await call("POST", `${base(experienceId)}/publish-requests/${request.body.id}/approve`, { token: brandAdmin, json: {} })).status).to.equal(200);
    expect((await call("PATCH", base(experienceId), { token: editor, json: { name: "Diffed again" } })).status).to.equal(200);
    const next = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "Rename" } });
    expect(next.status, next.text).to.equal(201);
    expect(next.body.liveVersion).to.equal(1);
    expect(next.body.changes).to.deep.include({ path: "name", kind: "changed", before: "Diffed", after: "Diffed again" });
  });

  it("queues one webhook delivery per transition, with the documented payload, and none for a refused one", async () => {
    const receiver = new WebhookReceiver();
    const url = await receiver.start();
    try {
      const events = ["experience.publish_requested", "experience.publish_approved", "experience.publish_rejected"] as const;
      const hook = await call("POST", "/v1/tenants/me/webhooks", { token: owner, json: { url, events } });
      expect(hook.status, hook.text).to.equal(201);
      const webhookId = hook.body.webhook.id as string;
      /** The events queued for one request, as stored (a delivery document per endpoint and event). */
      const queued = async (publishRequestId: string) =>
        (await deliveriesCol(ws.tenantId, webhookId).get()).docs
          .map((d) => JSON.parse(d.get("body")) as { type: string; data: Record<string, unknown> })
          .filter((envelope) => envelope.data.publishRequestId === publishRequestId);

      const experienceId = await newExperience("Hooked");
      const requested = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "Hooked v1" } });
      expect(requested.status, requested.text).to.equal(201);
      const requestedBy = requested.body.requestedBy;
      const pending = {
        brandId: ws.brandId,
        experienceId,
        publishRequestId: requested.body.id,
        status: "pending",
        releaseNotes: "Hooked v1",
        requestedBy,
        decidedBy: null,
        decisionComment: null,
        publishedVersion: null,
        scheduledPublishId: null,
      };
      const asked = await queued(requested.body.id);
      expect(asked.map((e) => e.type)).to.deep.equal(["experience.publish_requested"]);
      expect(asked[0]!.data).to.deep.equal(pending);

      // Two admins at once: one approval wins and is announced once.
      const path = `${base(experienceId)}/publish-requests/${requested.body.id}`;
      const [a, b] = await Promise.all([
        call("POST", `${path}/approve`, { token: brandAdmin, json: { comment: "Ship it" } }),
        call("POST", `${path}/approve`, { token: owner, json: { comment: "Ship it too" } }),
      ]);
      const winner = a.status === 200 ? a : b;
      expect([a.status, b.status].sort()).to.deep.equal([200, 409]);
      // Deciding again is refused and announces nothing.
      expect((await call("POST", `${path}/reject`, { token: brandAdmin, json: { comment: "Too late" } })).status).to.equal(409);
      const approved = (await queued(requested.body.id)).filter((e) => e.type === "experience.publish_approved");
      expect(approved.map((e) => e.data)).to.deep.equal([
        {
          ...pending,
          status: "approved",
          decidedBy: winner.body.decidedBy,
          decisionComment: winner.body.decisionComment,
          publishedVersion: 1,
        },
      ]);
      expect(winner.body.decidedBy.uid).to.be.oneOf([ws.users.brandAdmin.uid, ws.users.owner.uid]);
      expect((await queued(requested.body.id)).map((e) => e.type).sort()).to.deep.equal(["experience.publish_approved", "experience.publish_requested"]);

      // A stale approval (the draft changed) is refused and announces nothing; the rejection of the new request is announced once.
      const stale = await call("POST", `${base(experienceId)}/publish-requests`, { token: editor, json: { releaseNotes: "Hooked v2" } });
      expect((await call("PATCH", base(experienceId), { token: editor, json: { name: "Hooked, renamed" } })).status).to.equal(200);
      expect((await call("POST", `${base(experienceId)}/publish-requests/${stale.body.id}/approve`, { token: brandAdmin, json: {} })).status).to.equal(409);
      const rejected = await call("POST", `${base(experienceId)}/publish-requests/${stale.body.id}/reject`, {
        token: brandAdmin,
        json: { comment: "Renamed since" },
      });
      expect(rejected.status, rejected.text).to.equal(200);
      const staleEvents = await queued(stale.body.id);
      expect(staleEvents.map((e) => e.type)).to.have.members(["experience.publish_requested", "experience.publish_rejected"]);
      expect(staleEvents.find((e) => e.type === "experience.publish_rejected")!.data).to.deep.equal({
        ...pending,
        publishRequestId: stale.body.id,
        status: "rejected",
        releaseNotes: "Hooked v2",
        decidedBy: { uid: ws.users.brandAdmin.uid, name: rejected.body.decidedBy.name },
        decisionComment: "Renamed since",
      });

      // What is queued is sent, and holds exactly the contract's fields.
      for (const e of [...(await queued(requested.body.id)), ...staleEvents]) {
        const sent = await receiver.waitFor((d) => d.json.type === e.type && d.json.data.publishRequestId === e.data.publishRequestId);
        expect(publishRequestEventDataSchema.strict().parse(sent.json.data)).to.deep.equal(e.data);
      }
      await call("DELETE", `/v1/tenants/me/webhooks/${webhookId}`, { token: owner });
    } finally {
      await receiver.stop();
    }
  });
});
