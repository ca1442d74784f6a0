import { expect } from "chai";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Named approvers", () => {
  let ws: Workspace;
  const brandPath = () => `/v1/brands/${ws.brandId}`;
  const base = (experienceId: string) => `${brandPath()}/experiences/${experienceId}`;

  before(async () => {
    ws = await createWorkspace("publish-approvers");
    const on = await call("PATCH", brandPath(), { token: ws.users.brandAdmin.token, json: { requirePublishApproval: true } });
    expect(on.status, on.text).to.equal(200);
    expect(on.body.publishApprovers).to.deep.equal([]);
  });

  /** A new experience with a pending publish request, made by the editor. */
  async function pendingRequest(name: string): Promise<string> {
    const created = await call("POST", `${brandPath()}/experiences`, { token: ws.users.owner.token, json: { name } });
    expect(created.status, created.text).to.equal(201);
    const requested = await call("POST", `${base(created.body.id)}/publish-requests`, { token: ws.users.editor.token, json: { releaseNotes: name } });
    expect(requested.status, requested.text).to.equal(201);
    return `${base(created.body.id)}/publish-requests/${requested.body.id}`;
  }

  it("are members of the brand, named by brand admins only", async () => {
    const byEditor = await call("PATCH", brandPath(), { token: ws.users.editor.token, json: { publishApprovers: [ws.users.editor.uid] } });
    expect(byEditor.status).to.equal(403);

    // The workspace member holds no role on this brand; the other uid is nobody's.
    const outsiders = await call("PATCH", brandPath(), {
      token: ws.users.brandAdmin.token,
      json: { publishApprovers: [ws.users.viewer.uid, ws.users.member.uid, "nobody-here"] },
    });
    expect(outsiders.status, outsiders.text).to.equal(422);
    expect(outsiders.body.error.issues).to.deep.equal([
      { path: "publishApprovers.1", message: "Not a member of this brand" },
      { path: "publishApprovers.2", message: "Not a member of this brand" },
    ]);
    const twice = await call("PATCH", brandPath(), {
      token: ws.users.brandAdmin.token,
      json: { publishApprovers: [ws.users.viewer.uid, ws.users.viewer.uid] },
    });
    expect(twice.status).to.equal(400);
    expect((await call("GET", brandPath(), { token: ws.users.viewer.token })).body.publishApprovers).to.deep.equal([]);

    const named = await call("PATCH", brandPath(), { token: ws.users.brandAdmin.token, json: { publishApprovers: [ws.users.viewer.uid] } });
    expect(named.status, named.text).to.equal(200);
    expect(named.body.publishApprovers).to.deep.equal([ws.users.viewer.uid]);
  });

  it("let a named viewer approve or reject, and refuse everyone else below brand admin", async () => {
    const first = await pendingRequest("Named approval");
    // The editor who asked is not named: deciding is refused, and the request stays pending.
    expect((await call("POST", `${first}/approve`, { token: ws.users.editor.token, json: {} })).status).to.equal(403);
    expect((await call("POST", `${first}/reject`, { token: ws.users.editor.token, json: { comment: "No" } })).status).to.equal(403);
    expect((await call("GET", first, { token: ws.users.viewer.token })).body.status).to.equal("pending");

    const approved = await call("POST", `${first}/approve`, { token: ws.users.viewer.token, json: { comment: "Legal is fine with it" } });
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.body).to.deep.include({ status: "approved", publishedVersion: 1, decisionComment: "Legal is fine with it" });
    expect(approved.body.decidedBy.uid).to.equal(ws.users.viewer.uid);

    const second = await pendingRequest("Named rejection");
    const rejected = await call("POST", `${second}/reject`, { token: ws.users.viewer.token, json: { comment: "Wrong price" } });
    expect(rejected.status, rejected.text).to.equal(200);
    expect(rejected.body.status).to.equal("rejected");
    // Being named grants deciding requests, nothing else of a brand admin's.
    expect((await call("PATCH", brandPath(), { token: ws.users.viewer.token, json: { requirePublishApproval: false } })).status).to.equal(403);
  });

  it("stop being approvers when they leave the brand", async () => {
    const request = await pendingRequest("After leaving");
    const removed = await call("DELETE", `${brandPath()}/members/${ws.users.viewer.uid}`, { token: ws.users.brandAdmin.token });
    expect(removed.status, removed.text).to.equal(200);
    expect((await call("GET", brandPath(), { token: ws.users.brandAdmin.token })).body.publishApprovers).to.deep.equal([]);
    // Added back, they are a viewer again, not an approver.
    const back = await call("POST", `${brandPath()}/members`, { token: ws.users.brandAdmin.token, json: { email: ws.users.viewer.email, role: "viewer" } });
    expect(back.status, back.text).to.be.oneOf([200, 201]);
    expect((await call("POST", `${request}/approve`, { token: ws.users.viewer.token, json: {} })).status).to.equal(403);
  });
});
