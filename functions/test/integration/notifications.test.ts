import { expect } from "chai";
import { scheduledInstant } from "@vitrine/contract";
import { formatIsoDate, instantToLocal } from "@vitrine/contract/local-time";
import { notificationsCol } from "../../src/firestore/collections.js";
import { publishDueScheduledPublishes } from "../../src/manifests/scheduled-publishes.js";
import { call } from "../helpers/http.js";
import { caughtMail, waitForMail } from "../helpers/mail-catcher.js";
import { addUser, createWorkspace, type TestUser, type Workspace } from "../helpers/workspace.js";

describe("Review notifications and their emails", () => {
  let ws: Workspace;
  let foreign: Workspace;
  let approver: TestUser;
  let leaver: TestUser;

  const base = (experienceId: string) => `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
  const feedOf = async (user: TestUser, tenantId = ws.tenantId) => (await notificationsCol(tenantId, user.uid).get()).docs.map((doc) => doc.data());

  async function newExperience(name: string): Promise<string> {
    const res = await call("POST", `/v1/brands/${ws.brandId}/experiences`, { token: ws.users.owner.token, json: { name } });
    expect(res.status, res.text).to.equal(201);
    return res.body.id;
  }

  async function requestPublishing(experienceId: string, releaseNotes: string) {
    const res = await call("POST", `${base(experienceId)}/publish-requests`, { token: ws.users.editor.token, json: { releaseNotes } });
    expect(res.status, res.text).to.equal(201);
    return res.body as { id: string };
  }

  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("notify"), createWorkspace("notify-foreign")]);
    const suffix = ws.slug.split("-").pop();
    // A brand viewer named approver, and a brand admin who leaves the workspace before anything happens.
    [approver, leaver] = await Promise.all([
      addUser(ws, `approver-${suffix}@example.test`, "member", { [ws.brandId]: "viewer" }),
      addUser(ws, `leaver-${suffix}@example.test`, "member", { [ws.brandId]: "admin" }),
    ]);
    const gated = await call("PATCH", `/v1/brands/${ws.brandId}`, {
      token: ws.users.brandAdmin.token,
      json: { requirePublishApproval: true, publishApprovers: [approver.uid] },
    });
    expect(gated.status, gated.text).to.equal(200);
    const removed = await call("DELETE", `/v1/tenants/me/members/${leaver.uid}`, { token: ws.users.owner.token });
    expect(removed.status, removed.text).to.equal(200);
    // The named approver reads their emails in French.
    const french = await call("PATCH", "/v1/me/notification-settings", { token: approver.token, json: { language: "fr" } });
    expect(french.status, french.text).to.equal(200);
    expect(french.body).to.deep.equal({ emailReviews: true, language: "fr" });
  });

  it("tells the brand's admins and named approvers of a request, by email too, and nobody else", async () => {
    const experienceId = await newExperience("Spring window");
    const request = await requestPublishing(experienceId, "New lamps in the window");

    for (const reader of [ws.users.brandAdmin, approver]) {
      const feed = await feedOf(reader);
      expect(feed, reader.email).to.have.length(1);
      expect(feed[0]).to.deep.include({ kind: "publish_requested", experienceId, publishRequestId: request.id, excerpt: "New lamps in the window" });
      expect(feed[0]!.actor.uid).to.equal(ws.users.editor.uid);
    }
    // Not the requester, not the workspace's admins (the brand has its own deciders), not a brand
    // viewer or editor, not someone who left, not another workspace.
    for (const other of [ws.users.editor, ws.users.owner, ws.users.admin, ws.users.viewer, ws.users.member, leaver]) {
      expect(await feedOf(other), other.email).to.have.length(0);
    }
    for (const other of Object.values(foreign.users)) expect(await feedOf(other, foreign.tenantId)).to.have.length(0);

    const [english] = await waitForMail(ws.users.brandAdmin.email, (mail) => mail.subject.includes("Spring window"));
    expect(english!.subject).to.equal(`${ws.users.editor.email.split("@")[0]} asks to publish “Spring window”`);
    expect(english!.text).to.include("New lamps in the window");
    expect(english!.text).to.include(`/manager/panel/brands/${ws.brandId}/experience/${experienceId}/manifest`);
    expect(english!.html).to.include("New lamps in the window");
    const [french] = await waitForMail(approver.email, (mail) => mail.subject.includes("Spring window"));
    expect(french!.subject).to.equal(`${ws.users.editor.email.split("@")[0]} demande à publier « Spring window »`);
    expect(french!.text).to.include("Notes de version");

    // Every reader's email has left by now; the others have none.
    for (const other of [ws.users.editor, ws.users.owner, leaver]) expect(await caughtMail(other.email), other.email).to.have.length(0);
    const stored = (await feedOf(ws.users.brandAdmin))[0]!;
    expect(stored.email).to.deep.include({ status: "sent", attempts: 1 });
    // Settled: the email job will not look at it again.
    expect(stored.emailDueAt).to.equal(null);
  });

  it("tells the requester of the approval or the refusal, not the person who decided", async () => {
    const approvedId = await newExperience("Approved one");
    const approved = await requestPublishing(approvedId, "Ready");
    const ok = await call("POST", `${base(approvedId)}/publish-requests/${approved.id}/approve`, { token: approver.token, json: { comment: "Looks great" } });
    expect(ok.status, ok.text).to.equal(200);

    const rejectedId = await newExperience("Rejected one");
    const rejected = await requestPublishing(rejectedId, "Also ready");
    const no = await call("POST", `${base(rejectedId)}/publish-requests/${rejected.id}/reject`, {
      token: ws.users.brandAdmin.token,
      json: { comment: "The price tags are wrong" },
    });
    expect(no.status, no.text).to.equal(200);

    const decisions = (await feedOf(ws.users.editor)).map((n) => [n.kind, n.experienceId, n.excerpt, n.actor.uid]);
    expect(decisions).to.have.deep.members([
      ["publish_approved", approvedId, "Looks great", approver.uid],
      ["publish_rejected", rejectedId, "The price tags are wrong", ws.users.brandAdmin.uid],
    ]);
    expect((await feedOf(approver)).map((n) => n.kind)).to.not.include("publish_approved");
    expect((await feedOf(ws.users.brandAdmin)).map((n) => n.kind)).to.not.include("publish_rejected");

    const mails = await waitForMail(ws.users.editor.email, (mail) => /approved publishing|rejected publishing/.test(mail.subject), 2);
    const refusal = mails.find((mail) => mail.subject.includes("rejected"))!;
    expect(refusal.subject).to.equal(`${ws.users.brandAdmin.email.split("@")[0]} rejected publishing “Rejected one”`);
    expect(refusal.text).to.include("The price tags are wrong");
  });

  it("tells the people a comment mentions and the author of the thread a reply answers, never the writer", async () => {
    const experienceId = await newExperience("Commented");
    const sceneId = (await call("GET", `${base(experienceId)}/scenes`, { token: ws.users.owner.token })).body.items[0].id;
    const thread = await call("POST", `${base(experienceId)}/comments`, {
      token: ws.users.viewer.token,
      json: { anchor: { sceneId, position: { x: 0, y: 1, z: 0 } }, body: "Is this lamp too high?", mentions: [ws.users.member.uid, ws.users.viewer.uid] },
    });
    expect(thread.status, thread.text).to.equal(201);
    const reply = await call("POST", `${base(experienceId)}/comments/${thread.body.id}/replies`, {
      token: ws.users.editor.token,
      json: { body: "Lowered it" },
    });
    expect(reply.status, reply.text).to.equal(201);

    // The member mentioned has no role on the brand: they cannot open the comment, so they are not told.
    expect(await feedOf(ws.users.member)).to.have.length(0);
    const viewerFeed = await feedOf(ws.users.viewer);
    expect(viewerFeed.map((n) => [n.kind, n.commentId, n.actor.uid])).to.deep.equal([["comment_reply", reply.body.id, ws.users.editor.uid]]);
    expect((await feedOf(ws.users.editor)).filter((n) => n.experienceId === experienceId)).to.have.length(0);

    const mentioned = await call("POST", `${base(experienceId)}/comments/${thread.body.id}/replies`, {
      token: ws.users.viewer.token,
      json: { body: "Thanks, @approver?", mentions: [approver.uid] },
    });
    expect(mentioned.status, mentioned.text).to.equal(201);
    const approverFeed = (await feedOf(approver)).filter((n) => n.experienceId === experienceId);
    expect(approverFeed.map((n) => [n.kind, n.commentId])).to.deep.equal([["comment_mention", mentioned.body.id]]);
    // The thread's author wrote this reply: nothing for them.
    expect(await feedOf(ws.users.viewer)).to.have.length(1);

    const [replyMail] = await waitForMail(ws.users.viewer.email, (mail) => mail.subject.includes("Commented"));
    expect(replyMail!.subject).to.equal(`${ws.users.editor.email.split("@")[0]} replied to your comment on “Commented”`);
    expect(replyMail!.text).to.include("Lowered it");
    expect(replyMail!.text).to.include(`/experience/${experienceId}/dashboard`);
    await waitForMail(approver.email, (mail) => mail.subject.includes("vous a mentionné"));
  });

  it("lists a person's own notifications with the unread count and marks them read, and nobody else's", async () => {
    const editor = ws.users.editor.token;
    const before = await call("GET", "/v1/me/notifications/unread-count", { token: editor });
    expect(before.status, before.text).to.equal(200);
    expect(before.body.unreadCount).to.equal(2);

    const first = await call("GET", "/v1/me/notifications?limit=1", { token: editor });
    expect(first.status, first.text).to.equal(200);
    expect(first.body.items).to.have.length(1);
    expect(first.body.unreadCount).to.equal(2);
    expect(first.body.items[0].kind).to.equal("publish_rejected"); // the newest
    const second = await call("GET", `/v1/me/notifications?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: editor });
    expect(second.body.items.map((n: { kind: string }) => n.kind)).to.deep.equal(["publish_approved"]);
    expect(second.body.nextCursor).to.equal(null);

    const id = first.body.items[0].id as string;
    // Another person of the workspace, or of another workspace, does not reach it.
    expect((await call("POST", `/v1/me/notifications/${id}/read`, { token: ws.users.brandAdmin.token })).status).to.equal(404);
    expect((await call("POST", `/v1/me/notifications/${id}/read`, { token: foreign.users.editor.token })).status).to.equal(404);
    expect((await call("GET", "/v1/me/notifications", { token: foreign.users.editor.token })).body).to.deep.equal({
      items: [],
      nextCursor: null,
      unreadCount: 0,
    });

    const read = await call("POST", `/v1/me/notifications/${id}/read`, { token: editor });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.readAt).to.be.a("string");
    const again = await call("POST", `/v1/me/notifications/${id}/read`, { token: editor });
    expect(again.body.readAt).to.equal(read.body.readAt);
    expect((await call("GET", "/v1/me/notifications/unread-count", { token: editor })).body.unreadCount).to.equal(1);

    const all = await call("POST", "/v1/me/notifications/read-all", { token: editor });
    expect(all.status, all.text).to.equal(200);
    expect((await call("GET", "/v1/me/notifications/unread-count", { token: editor })).body.unreadCount).to.equal(0);
    // The brand admin's own notifications are untouched.
    expect((await call("GET", "/v1/me/notifications/unread-count", { token: ws.users.brandAdmin.token })).body.unreadCount).to.be.greaterThan(0);
  });

  it("keeps the notification but sends no email to someone who turned review emails off", async () => {
    const off = await call("PATCH", "/v1/me/notification-settings", { token: ws.users.brandAdmin.token, json: { emailReviews: false } });
    expect(off.status, off.text).to.equal(200);
    expect(off.body).to.deep.equal({ emailReviews: false, language: "en" });
    expect((await call("PATCH", "/v1/me/notification-settings", { token: ws.users.brandAdmin.token, json: { language: "de" } })).status).to.equal(400);
    // Conditional: a change made from a stale reading is refused, the current reading goes through.
    const read = await call("GET", "/v1/me/notification-settings", { token: ws.users.brandAdmin.token });
    const stale = await call("PATCH", "/v1/me/notification-settings", {
      token: ws.users.brandAdmin.token,
      json: { language: "fr" },
      headers: { "If-Match": '"stale"' },
    });
    expect(stale.status, stale.text).to.equal(412);
    const current = await call("PATCH", "/v1/me/notification-settings", {
      token: ws.users.brandAdmin.token,
      json: { language: "en" },
      headers: { "If-Match": read.headers.get("ETag")! },
    });
    expect(current.status, current.text).to.equal(200);

    const experienceId = await newExperience("Quiet one");
    await requestPublishing(experienceId, "Shh");
    // The approver's email shows the trigger ran for this request; the brand admin's shows it skipped.
    await waitForMail(approver.email, (mail) => mail.subject.includes("Quiet one"));
    const deadline = Date.now() + 20_000;
    let status = "";
    while (Date.now() < deadline && status !== "skipped") {
      const mine = (await feedOf(ws.users.brandAdmin)).find((n) => n.experienceId === experienceId);
      status = mine?.email.status ?? "";
      if (status !== "skipped") await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).to.equal("skipped");
    expect((await caughtMail(ws.users.brandAdmin.email)).filter((mail) => mail.subject.includes("Quiet one"))).to.have.length(0);
  });

  it("tells whoever scheduled a publish that it went live, or that it could not be", async () => {
    // Two hours ahead: the local stack's own scheduler, on the real clock, leaves them alone.
    const { day, minutes } = instantToLocal("Europe/Paris", Date.now() + 2 * 3_600_000);
    const clock = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const schedule = { localDateTime: `${formatIsoDate(day)}T${clock}`, timezone: "Europe/Paris" };
    const scheduled: Record<string, string> = {};
    const experiences: Record<string, string> = {};
    for (const name of ["Launch at nine", "Gone before nine"]) {
      const experienceId = await newExperience(name);
      experiences[name] = experienceId;
      const request = await requestPublishing(experienceId, name);
      const approved = await call("POST", `${base(experienceId)}/publish-requests/${request.id}/approve`, { token: approver.token, json: { schedule } });
      expect(approved.status, approved.text).to.equal(200);
      scheduled[name] = approved.body.scheduledPublishId;
    }
    // The second one's experience is archived before its time: its publish fails.
    const archived = await call("PATCH", base(experiences["Gone before nine"]!), { token: ws.users.owner.token, json: { archived: true } });
    expect(archived.status, archived.text).to.equal(200);
    await publishDueScheduledPublishes(scheduledInstant(schedule.localDateTime, schedule.timezone) + 60_000);

    const told = (await feedOf(approver)).filter((n) => n.kind.startsWith("scheduled_publish_"));
    expect(told.map((n) => [n.kind, n.scheduledPublishId, n.actor])).to.have.deep.members([
      ["scheduled_publish_published", scheduled["Launch at nine"], null],
      ["scheduled_publish_failed", scheduled["Gone before nine"], null],
    ]);
    // The requester was told of the approval, not of the publish the approver scheduled.
    expect((await feedOf(ws.users.editor)).filter((n) => n.kind.startsWith("scheduled_publish_"))).to.have.length(0);
    await waitForMail(approver.email, (mail) => mail.subject === "« Launch at nine » est en ligne comme prévu");
    await waitForMail(approver.email, (mail) => mail.subject === "« Gone before nine » n’a pas pu être publiée comme prévu");
  });

  it("forgets a member's notifications when they leave the workspace", async () => {
    expect(await feedOf(approver)).to.not.have.length(0);
    const removed = await call("DELETE", `/v1/tenants/me/members/${approver.uid}`, { token: ws.users.owner.token });
    expect(removed.status, removed.text).to.equal(200);
    expect(await feedOf(approver)).to.have.length(0);
  });
});
