import { expect } from "chai";
import { scheduledInstant } from "@vitrine/contract";
import { formatIsoDate, instantToLocal } from "@vitrine/contract/local-time";
import { publishDueScheduledPublishes } from "../../src/manifests/scheduled-publishes.js";
import { auditLogCol } from "../../src/firestore/collections.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const MINUTE = 60_000;
const ZONE = "Europe/Paris";

/** A local date-time in ZONE some time from now, to the minute. */
function localIn(msFromNow: number): string {
  const { day, minutes } = instantToLocal(ZONE, Date.now() + msFromNow);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${formatIsoDate(day)}T${hh}:${mm}`;
}

describe("Scheduled publishes", () => {
  let ws: Workspace;
  let owner: string;
  let editor: string;

  before(async () => {
    ws = await createWorkspace("scheduled-publishes");
    owner = ws.users.owner.token;
    editor = ws.users.editor.token;
  });

  async function newExperience(name: string): Promise<string> {
    const res = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: owner, json: { name } });
    expect(res.status, res.text).to.equal(201);
    return res.body.id;
  }

  const base = (experienceId: string) => `/v1/brands/${ws.brandId}/experiences/${experienceId}`;

  it("publishes the draft as it was when scheduled, once, even when two runs of the job overlap", async () => {
    const experienceId = await newExperience("Spring launch");
    // Two hours ahead: the local stack's own scheduler, on the real clock, leaves it alone.
    const localDateTime = localIn(2 * 60 * MINUTE);
    const scheduled = await call("POST", `${base(experienceId)}/scheduled-publishes`, { token: editor, json: { localDateTime, timezone: ZONE } });
    expect(scheduled.status, scheduled.text).to.equal(201);
    const publishAt = scheduledInstant(localDateTime, ZONE);
    expect(scheduled.body).to.deep.include({
      status: "scheduled",
      localDateTime,
      timezone: ZONE,
      publishAt: new Date(publishAt).toISOString(),
      publishedVersion: null,
    });
    expect(scheduled.body.experienceName).to.equal("Spring launch");

    // Upcoming, for the experience and for the brand.
    const listed = await call("GET", `${base(experienceId)}/scheduled-publishes`, { token: ws.users.viewer.token });
    expect(listed.body.items.map((item: { id: string }) => item.id)).to.deep.equal([scheduled.body.id]);
    const brandWide = await call("GET", `/v1/brands/${ws.brandId}/scheduled-publishes`, { token: ws.users.viewer.token });
    expect(brandWide.body.items.map((item: { id: string }) => item.id)).to.include(scheduled.body.id);

    // The draft changes after scheduling: what goes live is the snapshot.
    const renamed = await call("PATCH", base(experienceId), { token: owner, json: { name: "Renamed afterwards" } });
    expect(renamed.status, renamed.text).to.equal(200);

    // A minute early: nothing goes live.
    await publishDueScheduledPublishes(publishAt - MINUTE);
    expect((await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items).to.have.length(0);

    // A minute late, twice at once: one version between them.
    const runs = await Promise.all([publishDueScheduledPublishes(publishAt + MINUTE), publishDueScheduledPublishes(publishAt + MINUTE)]);
    expect(runs[0].published + runs[1].published).to.equal(1);
    const versions = await call("GET", `${base(experienceId)}/manifests`, { token: owner });
    expect(versions.body.items).to.have.length(1);
    expect(versions.body.items[0]).to.deep.include({ version: 1, live: true });
    expect(versions.body.items[0].publishedBy.uid).to.equal(ws.users.editor.uid);
    const live = await call("GET", `${base(experienceId)}/manifests/1`, { token: owner });
    expect(live.body.manifest.name).to.equal("Spring launch");

    // A third run, later still, finds nothing of it to do.
    await publishDueScheduledPublishes(publishAt + 10 * MINUTE);
    expect((await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items).to.have.length(1);

    const entry = await call("GET", `${base(experienceId)}/scheduled-publishes/${scheduled.body.id}`, { token: owner });
    expect(entry.body).to.deep.include({ status: "published", publishedVersion: 1 });
    expect((await call("GET", `${base(experienceId)}/scheduled-publishes`, { token: owner })).body.items).to.have.length(0);

    // The audit log has the job's publish, by the person who scheduled it, with the version it wrote.
    const audit = await auditLogCol(ws.tenantId).where("action", "==", "publishScheduledExperience").get();
    const ours = audit.docs.map((d) => d.data()).filter((d) => d.target?.id === experienceId);
    expect(ours).to.have.length(1);
    expect(ours[0]!.actor.id).to.equal(ws.users.editor.uid);
    expect(ours[0]!.documents).to.include(`brands/${ws.brandId}/experiences/${experienceId}/manifests/1`);

    // Once published, it cannot be moved or cancelled.
    const moved = await call("PATCH", `${base(experienceId)}/scheduled-publishes/${scheduled.body.id}`, {
      token: editor,
      json: { localDateTime: localIn(3 * 60 * MINUTE) },
    });
    expect(moved.status).to.equal(409);
    expect((await call("POST", `${base(experienceId)}/scheduled-publishes/${scheduled.body.id}/cancel`, { token: editor })).status).to.equal(409);
  });

  it("reschedules and cancels; a cancelled entry never publishes", async () => {
    const experienceId = await newExperience("Summer launch");
    const first = localIn(2 * 60 * MINUTE);
    const created = await call("POST", `${base(experienceId)}/scheduled-publishes`, { token: editor, json: { localDateTime: first, timezone: ZONE } });
    expect(created.status, created.text).to.equal(201);
    const path = `${base(experienceId)}/scheduled-publishes/${created.body.id}`;

    const later = localIn(5 * 60 * MINUTE);
    const moved = await call("PATCH", path, { token: editor, json: { localDateTime: later, timezone: "America/New_York" } });
    expect(moved.status, moved.text).to.equal(200);
    expect(moved.body).to.deep.include({ localDateTime: later, timezone: "America/New_York", status: "scheduled" });
    expect(moved.body.publishAt).to.equal(new Date(scheduledInstant(later, "America/New_York")).toISOString());

    // The old time comes: nothing, since it moved.
    await publishDueScheduledPublishes(scheduledInstant(first, ZONE) + MINUTE);
    expect((await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items).to.have.length(0);

    const cancelled = await call("POST", `${path}/cancel`, { token: editor });
    expect(cancelled.status, cancelled.text).to.equal(200);
    expect(cancelled.body.status).to.equal("cancelled");
    expect(cancelled.body.cancelledBy.uid).to.equal(ws.users.editor.uid);
    // Cancelling twice keeps the first; moving a cancelled one is refused.
    expect((await call("POST", `${path}/cancel`, { token: owner })).body.cancelledBy.uid).to.equal(ws.users.editor.uid);
    expect((await call("PATCH", path, { token: editor, json: { localDateTime: later } })).status).to.equal(409);

    await publishDueScheduledPublishes(moved.body.publishAt ? Date.parse(moved.body.publishAt) + MINUTE : 0);
    expect((await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items).to.have.length(0);
  });

  it("a reschedule racing the publish job: exactly one of them wins", async () => {
    const experienceId = await newExperience("Race launch");
    const localDateTime = localIn(2 * 60 * MINUTE);
    const created = await call("POST", `${base(experienceId)}/scheduled-publishes`, { token: editor, json: { localDateTime, timezone: ZONE } });
    expect(created.status, created.text).to.equal(201);
    const path = `${base(experienceId)}/scheduled-publishes/${created.body.id}`;
    const publishAt = scheduledInstant(localDateTime, ZONE);

    const later = localIn(5 * 60 * MINUTE);
    const [moved, run] = await Promise.all([
      call("PATCH", path, { token: editor, json: { localDateTime: later } }),
      publishDueScheduledPublishes(publishAt + MINUTE),
    ]);
    const versions = (await call("GET", `${base(experienceId)}/manifests`, { token: owner })).body.items;
    const entry = (await call("GET", path, { token: owner })).body;
    if (moved.status === 200) {
      // The move came first: the job found it no longer due and published nothing.
      expect(run.published).to.equal(0);
      expect(versions).to.have.length(0);
      expect(entry).to.deep.include({ status: "scheduled", localDateTime: later });
    } else {
      // The publish came first: the move is refused, and what went live is not moved.
      expect(moved.status, moved.text).to.equal(409);
      expect(run.published).to.equal(1);
      expect(versions).to.have.length(1);
      expect(entry).to.deep.include({ status: "published", localDateTime, publishedVersion: 1 });
    }
  });

  it("two reschedules from the same reading: with If-Match only one applies; a time past is refused", async () => {
    const experienceId = await newExperience("Winter launch");
    const created = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: editor,
      json: { localDateTime: localIn(2 * 60 * MINUTE), timezone: ZONE },
    });
    expect(created.status, created.text).to.equal(201);
    const path = `${base(experienceId)}/scheduled-publishes/${created.body.id}`;
    const read = await call("GET", path, { token: editor });
    const etag = read.headers.get("ETag")!;
    expect(etag).to.match(/^".+"$/);

    const times = [localIn(3 * 60 * MINUTE), localIn(4 * 60 * MINUTE)];
    const answers = await Promise.all(
      times.map((localDateTime) => call("PATCH", path, { token: editor, json: { localDateTime }, headers: { "If-Match": etag } })),
    );
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 412]);
    const winner = answers.find((a) => a.status === 200)!;
    const loser = answers.find((a) => a.status === 412)!;
    expect(loser.body.error.code).to.equal("failed-precondition");
    const now = await call("GET", path, { token: editor });
    expect(now.body.localDateTime).to.equal(winner.body.localDateTime);
    // The answer's ETag is the entry's new one: a further move from it applies.
    expect(winner.headers.get("ETag")).to.equal(now.headers.get("ETag"));
    const again = await call("PATCH", path, { token: editor, json: { timezone: "Europe/London" }, headers: { "If-Match": now.headers.get("ETag")! } });
    expect(again.status, again.text).to.equal(200);
    expect(again.body).to.deep.include({ localDateTime: winner.body.localDateTime, timezone: "Europe/London" });
    // Each move that applied is in the audit log, by the person who made it; the refused one is not.
    const audit = await auditLogCol(ws.tenantId).where("action", "==", "reschedulePublish").get();
    const moves = audit.docs.map((d) => d.data()).filter((d) => d.path === path);
    expect(moves).to.have.length(2);
    expect(moves.every((move) => move.actor.id === ws.users.editor.uid)).to.equal(true);

    const past = await call("PATCH", path, { token: editor, json: { localDateTime: localIn(-5 * MINUTE), timezone: ZONE } });
    expect(past.status, past.text).to.equal(422);
    expect(past.body.error.message).to.equal("Pick a time in the future");
    expect((await call("PATCH", path, { token: ws.users.viewer.token, json: { localDateTime: localIn(6 * 60 * MINUTE) } })).status).to.equal(403);
  });

  it("an entry of a deleted experience can no longer be moved or cancelled (404)", async () => {
    const experienceId = await newExperience("Deleted launch");
    const created = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: editor,
      json: { localDateTime: localIn(2 * 60 * MINUTE), timezone: ZONE },
    });
    expect(created.status, created.text).to.equal(201);
    expect((await call("DELETE", base(experienceId), { token: owner })).status).to.equal(200);
    const path = `${base(experienceId)}/scheduled-publishes/${created.body.id}`;
    const moved = await call("PATCH", path, { token: editor, json: { localDateTime: localIn(3 * 60 * MINUTE) } });
    expect(moved.status, moved.text).to.equal(404);
    expect(moved.body.error.message).to.match(/Experience/);
    expect((await call("POST", `${path}/cancel`, { token: editor })).status).to.equal(404);
  });

  it("refuses a time already past (422) and a viewer (403); an unknown entry is a 404", async () => {
    const experienceId = await newExperience("Autumn launch");
    const past = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: editor,
      json: { localDateTime: localIn(-5 * MINUTE), timezone: ZONE },
    });
    expect(past.status, past.text).to.equal(422);
    expect(past.body.error.message).to.equal("Pick a time in the future");
    const badTime = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: editor,
      json: { localDateTime: "2026-13-01T09:00", timezone: ZONE },
    });
    expect(badTime.status).to.equal(400);
    const viewer = await call("POST", `${base(experienceId)}/scheduled-publishes`, {
      token: ws.users.viewer.token,
      json: { localDateTime: localIn(60 * MINUTE), timezone: ZONE },
    });
    expect(viewer.status).to.equal(403);
    expect((await call("GET", `${base(experienceId)}/scheduled-publishes/nothing-here`, { token: owner })).status).to.equal(404);
  });
});
