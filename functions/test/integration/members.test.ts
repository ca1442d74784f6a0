import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { tenantAuth } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { acceptInvitation, createWorkspace, type Workspace } from "../helpers/workspace.js";

describe("Tenant and brand members", () => {
  let ws: Workspace;
  before(async () => {
    ws = await createWorkspace("members");
  });

  it("invites a person by email, who accepts the link and becomes an active member with a verified email", async () => {
    const email = "new.person@example.test";
    const res = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.admin.token, json: { email: "New.Person@Example.test", role: "member" } });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.invitation).to.include({ email, role: "member", status: "pending" });
    expect(res.body.inviteLink).to.contain("/manager/authentication/accept-invite?workspace=");
    // Nothing exists for the person until they accept: no account, no member.
    const account = await tenantAuth(ws.authTenantId)
      .getUserByEmail(email)
      .catch((err: { code?: string }) => err.code);
    expect(account).to.equal("auth/user-not-found");

    const token = await acceptInvitation(res.body.inviteLink, email, "New Person");
    const me = await call("GET", "/v1/me", { token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ email, tenantRole: "member", displayName: "New Person" });
    const stored = (await db().collection("tenants").doc(ws.tenantId).collection("members").doc(me.body.uid).get()).data();
    expect(stored?.status).to.equal("active");
    expect((await tenantAuth(ws.authTenantId).getUser(me.body.uid)).emailVerified).to.equal(true);
    const invitation = (await db().collection("tenants").doc(ws.tenantId).collection("invitations").doc(res.body.invitation.id).get()).data();
    expect(invitation).to.include({ status: "accepted", acceptedUid: me.body.uid });

    const again = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.admin.token, json: { email, role: "member" } });
    expect(again.status).to.equal(409);
  });

  it("lets only an owner grant the owner role", async () => {
    const byAdmin = await call("PATCH", `/v1/tenants/me/members/${ws.users.member.uid}`, { token: ws.users.admin.token, json: { role: "owner" } });
    expect(byAdmin.status).to.equal(403);
    const byOwner = await call("PATCH", `/v1/tenants/me/members/${ws.users.member.uid}`, { token: ws.users.owner.token, json: { role: "admin" } });
    expect(byOwner.status).to.equal(200);
    expect(byOwner.body.role).to.equal("admin");
    await call("PATCH", `/v1/tenants/me/members/${ws.users.member.uid}`, { token: ws.users.owner.token, json: { role: "member" } });
  });

  it("never removes or demotes the last owner", async () => {
    const owner = ws.users.owner;
    const demote = await call("PATCH", `/v1/tenants/me/members/${owner.uid}`, { token: owner.token, json: { role: "admin" } });
    expect(demote.status).to.equal(409);
    expect(demote.body.error.message).to.contain("at least one owner");
    const remove = await call("DELETE", `/v1/tenants/me/members/${owner.uid}`, { token: owner.token });
    expect(remove.status).to.equal(409);
    const stored = (await db().collection("tenants").doc(ws.tenantId).collection("members").doc(owner.uid).get()).data();
    expect(stored?.role).to.equal("owner");
  });

  it("adds, changes and removes a brand member, keeping both documents in step", async () => {
    const token = ws.users.brandAdmin.token;
    const target = ws.users.member;
    const add = await call("POST", `/v1/brands/${ws.brandId}/members`, { token, json: { email: target.email, role: "viewer" } });
    expect(add.status).to.equal(201);
    expect(add.body).to.deep.include({ inviteLink: null });
    expect(add.body.member).to.include({ uid: target.uid, role: "viewer", status: "active" });

    const memberDoc = () => db().collection("tenants").doc(ws.tenantId).collection("members").doc(target.uid).get();
    expect((await memberDoc()).get(`brandRoles.${ws.brandId}`)).to.equal("viewer");

    const change = await call("PATCH", `/v1/brands/${ws.brandId}/members/${target.uid}`, { token, json: { role: "editor" } });
    expect(change.body.role).to.equal("editor");
    expect((await memberDoc()).get(`brandRoles.${ws.brandId}`)).to.equal("editor");

    const list = await call("GET", `/v1/brands/${ws.brandId}/members`, { token: ws.users.viewer.token });
    expect(list.body.items.map((m: { email: string }) => m.email)).to.include(target.email);

    const remove = await call("DELETE", `/v1/brands/${ws.brandId}/members/${target.uid}`, { token });
    expect(remove.status).to.equal(200);
    expect((await memberDoc()).get(`brandRoles.${ws.brandId}`)).to.equal(undefined);
    expect((await call("GET", `/v1/brands/${ws.brandId}`, { token: target.token })).status).to.equal(404);
  });

  it("pages the workspace's people and a brand's by email, each once; a cursor it did not hand out is a 400", async () => {
    const token = ws.users.owner.token;
    for (const list of ["/v1/tenants/me/members", `/v1/brands/${ws.brandId}/members`]) {
      const whole = await call("GET", `${list}?limit=100`, { token });
      expect(whole.status, whole.text).to.equal(200);
      const emails: string[] = whole.body.items.map((m: { email: string }) => m.email);
      expect(emails.length, list).to.be.at.least(3);
      expect(emails, list).to.deep.equal([...emails].sort());
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { status: number; body: { items: { email: string }[]; nextCursor: string | null } } = await call(
          "GET",
          `${list}?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
          { token },
        );
        expect(page.status, list).to.equal(200);
        expect(page.body.items.length, list).to.be.within(1, 2);
        paged.push(...page.body.items.map((m) => m.email));
        cursor = page.body.nextCursor;
      } while (cursor && paged.length <= emails.length);
      expect(paged, list).to.deep.equal(emails);

      for (const bad of ["not-a-cursor", Buffer.from(JSON.stringify([1, "x"])).toString("base64url")]) {
        const refused = await call("GET", `${list}?cursor=${bad}`, { token });
        expect(refused.status, `${list} ${bad}`).to.equal(400);
        expect(refused.body.error).to.deep.include({ code: "invalid-argument", issues: [{ path: "cursor", message: "Invalid cursor" }] });
      }
    }
  });

  it("invites a stranger to the tenant when adding them to a brand, who gets the role on accepting", async () => {
    const email = "stranger@example.test";
    const res = await call("POST", `/v1/brands/${ws.brandId}/members`, { token: ws.users.owner.token, json: { email, role: "editor" } });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.member).to.equal(null);
    expect(res.body.invitation).to.deep.include({ email, role: "member", brandRoles: { [ws.brandId]: "editor" } });
    expect(res.body.inviteLink).to.contain("token=");
    const token = await acceptInvitation(res.body.inviteLink, email);
    const me = await call("GET", "/v1/me", { token });
    expect(me.body.brandRoles).to.deep.equal({ [ws.brandId]: "editor" });
    const list = await call("GET", `/v1/brands/${ws.brandId}/members`, { token: ws.users.owner.token });
    expect(list.body.items.find((m: { email: string }) => m.email === email)).to.include({ role: "editor", status: "active" });
  });

  it("adds a brand role to a pending invitation instead of inviting twice", async () => {
    const email = "twice@example.test";
    const first = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.owner.token, json: { email, role: "member" } });
    const add = await call("POST", `/v1/brands/${ws.brandId}/members`, { token: ws.users.owner.token, json: { email, role: "viewer" } });
    expect(add.status, add.text).to.equal(201);
    expect(add.body).to.deep.include({ member: null, inviteLink: null });
    expect(add.body.invitation).to.deep.include({ id: first.body.invitation.id, brandRoles: { [ws.brandId]: "viewer" } });
    const token = await acceptInvitation(first.body.inviteLink, email);
    expect((await call("GET", "/v1/me", { token })).body.brandRoles).to.deep.equal({ [ws.brandId]: "viewer" });
  });

  it("refuses giving a brand role to a tenant admin, who already manages every brand", async () => {
    const res = await call("POST", `/v1/brands/${ws.brandId}/members`, {
      token: ws.users.owner.token,
      json: { email: ws.users.admin.email, role: "viewer" },
    });
    expect(res.status).to.equal(409);
  });

  it("removes a person from the tenant: their account and sessions end", async () => {
    const invite = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.owner.token, json: { email: "leaving@example.test", role: "member" } });
    const token = await acceptInvitation(invite.body.inviteLink, "leaving@example.test");
    const me = await call("GET", "/v1/me", { token });
    expect(me.status).to.equal(200);
    const res = await call("DELETE", `/v1/tenants/me/members/${me.body.uid}`, { token: ws.users.owner.token });
    expect(res.status).to.equal(200);
    const after = await call("GET", "/v1/me", { token });
    expect(after.status).to.be.oneOf([401, 403]);
  });
});
