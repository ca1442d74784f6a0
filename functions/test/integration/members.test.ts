import { expect } from "chai";
import { db } from "../../src/firebase.js";
import { AUTH_EMULATOR } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

/** Completes an emailed sign-in link the way the web client does, returning the ID token. */
async function signInWithLink(link: string, email: string, authTenantId: string): Promise<string> {
  const oobCode = new URL(link).searchParams.get("oobCode");
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, oobCode, tenantId: authTenantId }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`email link sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

describe("Tenant and brand members", () => {
  let ws: Workspace;
  before(async () => {
    ws = await createWorkspace("members");
  });

  it("invites a person by email, who signs in with the link and becomes active", async () => {
    const email = "new.person@example.test";
    const res = await call("POST", "/v1/tenants/me/members", { token: ws.users.admin.token, json: { email: "New.Person@Example.test", role: "member" } });
    expect(res.status).to.equal(201);
    expect(res.body.member).to.include({ email, role: "member", status: "invited" });
    expect(res.body.inviteLink).to.contain("oobCode=");

    const token = await signInWithLink(res.body.inviteLink, email, ws.authTenantId);
    const me = await call("GET", "/v1/me", { token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ email, tenantRole: "member" });
    const stored = (await db().collection("tenants").doc(ws.tenantId).collection("members").doc(res.body.member.uid).get()).data();
    expect(stored?.status).to.equal("active");

    const again = await call("POST", "/v1/tenants/me/members", { token: ws.users.admin.token, json: { email, role: "member" } });
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

  it("invites a stranger to the tenant when adding them to a brand", async () => {
    const res = await call("POST", `/v1/brands/${ws.brandId}/members`, {
      token: ws.users.owner.token,
      json: { email: "stranger@example.test", role: "editor" },
    });
    expect(res.status).to.equal(201);
    expect(res.body.member.status).to.equal("invited");
    expect(res.body.inviteLink).to.contain("oobCode=");
    const token = await signInWithLink(res.body.inviteLink, "stranger@example.test", ws.authTenantId);
    const me = await call("GET", "/v1/me", { token });
    expect(me.body.brandRoles).to.deep.equal({ [ws.brandId]: "editor" });
  });

  it("refuses giving a brand role to a tenant admin, who already manages every brand", async () => {
    const res = await call("POST", `/v1/brands/${ws.brandId}/members`, {
      token: ws.users.owner.token,
      json: { email: ws.users.admin.email, role: "viewer" },
    });
    expect(res.status).to.equal(409);
  });

  it("removes a person from the tenant: their account and sessions end", async () => {
    const invite = await call("POST", "/v1/tenants/me/members", { token: ws.users.owner.token, json: { email: "leaving@example.test", role: "member" } });
    const token = await signInWithLink(invite.body.inviteLink, "leaving@example.test", ws.authTenantId);
    expect((await call("GET", "/v1/me", { token })).status).to.equal(200);
    const res = await call("DELETE", `/v1/tenants/me/members/${invite.body.member.uid}`, { token: ws.users.owner.token });
    expect(res.status).to.equal(200);
    const after = await call("GET", "/v1/me", { token });
    expect(after.status).to.be.oneOf([401, 403]);
  });
});
