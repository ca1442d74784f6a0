import { expect } from "chai";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { db, tenantAuth } from "../../src/firebase.js";
import { AUTH_EMULATOR } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { acceptInvitation, createWorkspace, invitationLinkParts, PASSWORD, signIn, type Workspace } from "../helpers/workspace.js";

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-vitrine";

/** Signs up on the workspace's auth tenant with the public REST API, as anyone on the internet can call it. */
async function selfSignUp(authTenantId: string, email: string, password: string) {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, tenantId: authTenantId, returnSecureToken: true }),
  });
  return (await res.json()) as { idToken?: string; localId?: string; error?: { message: string } };
}

/** The auth tenant's configuration as Identity Platform's admin API reports it. */
async function authTenantConfig(authTenantId: string) {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v2/projects/${PROJECT_ID}/tenants/${authTenantId}`, {
    headers: { Authorization: "Bearer owner" },
  });
  expect(res.status).to.equal(200);
  return (await res.json()) as { allowPasswordSignup?: boolean; client?: { permissions?: { disabledUserSignup?: boolean } } };
}

const accept = (link: string, extra: Record<string, unknown> = {}) =>
  call("POST", "/v1/public/invitations/accept", { json: { ...invitationLinkParts(link), displayName: "Invitee", password: PASSWORD, ...extra } });

describe("Invitations", () => {
  let ws: Workspace;
  let other: Workspace;
  let n = 0;
  const uniqueEmail = (label: string) => `${label}-${++n}-${ws.slug}@example.test`;
  const invite = async (email: string, role = "member", token = ws.users.admin.token) => {
    const res = await call("POST", "/v1/tenants/me/invitations", { token, json: { email, role } });
    expect(res.status, res.text).to.equal(201);
    return res.body as { invitation: { id: string; status: string }; inviteLink: string };
  };
  const invitationDoc = (id: string) => db().collection("tenants").doc(ws.tenantId).collection("invitations").doc(id);

  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("invites"), createWorkspace("invites-other")]);
  });

  it("turns self sign-up off on the workspace's auth tenant, and keeps password sign-in on", async () => {
    const config = await authTenantConfig(ws.authTenantId);
    expect(config.client?.permissions?.disabledUserSignup).to.equal(true);
    expect(config.allowPasswordSignup).to.equal(true);
  });

  it("never lets an account registered before the invitation in: the attack of issue 13, end to end", async () => {
    const victim = uniqueEmail("future-admin");
    // 1. The attacker registers the address an admin will invite, on the tenant whose id is public.
    const { authTenantId } = (await call("GET", `/v1/public/workspaces/${ws.slug}`)).body;
    const signUp = await selfSignUp(authTenantId, victim, "attacker-password");
    if (!signUp.idToken) {
      // Identity Platform refuses it outright (self sign-up is off); the Auth emulator does not enforce that setting.
      expect(signUp.error?.message).to.match(/ADMIN_ONLY_OPERATION|OPERATION_NOT_ALLOWED/);
      return;
    }
    expect((await call("GET", "/v1/me", { token: signUp.idToken })).status).to.equal(403);

    // 2. The admin invites that address as admin: the attacker's account gets nothing from it.
    const sent = await invite(victim, "admin");
    expect((await call("GET", "/v1/me", { token: signUp.idToken })).status).to.equal(403);
    const again = await signIn(authTenantId, victim, "attacker-password");
    expect((await call("GET", "/v1/me", { token: again })).status).to.equal(403);
    expect((await call("GET", "/v1/brands", { token: again })).status).to.equal(403);
    expect((await db().collection("tenants").doc(ws.tenantId).collection("members").doc(signUp.localId!).get()).exists).to.equal(false);

    // 3. The real owner of the mailbox accepts: a new account, never the attacker's.
    const token = await acceptInvitation(sent.inviteLink, victim, "Real Admin", "the-real-password");
    const me = await call("GET", "/v1/me", { token });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ tenantRole: "admin", email: victim });
    expect(me.body.uid).to.not.equal(signUp.localId);
    expect((await call("GET", "/v1/me", { token: signUp.idToken })).status).to.be.oneOf([401, 403]);
    expect((await call("GET", "/v1/me", { token: again })).status).to.be.oneOf([401, 403]);
    const attackerSignIn = await signIn(authTenantId, victim, "attacker-password").catch((err: Error) => err);
    expect(attackerSignIn).to.be.instanceOf(Error);
  });

  it("never activates a member whose password account has an unverified email", async () => {
    const email = uniqueEmail("unverified");
    const user = await tenantAuth(ws.authTenantId).createUser({ email, password: PASSWORD });
    await db().collection("tenants").doc(ws.tenantId).collection("members").doc(user.uid).set({
      uid: user.uid,
      email,
      displayName: null,
      role: "member",
      status: "active",
      brandRoles: {},
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "test",
    });
    const res = await call("GET", "/v1/me", { token: await signIn(ws.authTenantId, email) });
    expect(res.status).to.equal(403);
    expect(res.body.error.message).to.contain("Verify your email");
  });

  it("never turns an invited member document into an active one on sign-in", async () => {
    // What an older version wrote at invitation time: an account and an `invited` member.
    const email = uniqueEmail("legacy");
    const user = await tenantAuth(ws.authTenantId).createUser({ email, password: PASSWORD, emailVerified: true });
    const ref = db().collection("tenants").doc(ws.tenantId).collection("members").doc(user.uid);
    await ref.set({
      uid: user.uid,
      email,
      displayName: null,
      role: "admin",
      status: "invited",
      brandRoles: {},
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "test",
    });
    const res = await call("GET", "/v1/me", { token: await signIn(ws.authTenantId, email) });
    expect(res.status).to.equal(403);
    expect((await ref.get()).get("status")).to.equal("invited");
  });

  it("works once: a used link is refused, and two acceptances at once make one member", async () => {
    const email = uniqueEmail("once");
    const { inviteLink } = await invite(email);
    const [a, b] = await Promise.all([accept(inviteLink), accept(inviteLink)]);
    expect([a.status, b.status].sort()).to.deep.equal([201, 409]);
    const members = await db().collection("tenants").doc(ws.tenantId).collection("members").where("email", "==", email).get();
    expect(members.size).to.equal(1);

    const reuse = await accept(inviteLink, { password: "another-password" });
    expect(reuse.status).to.equal(409);
    expect(reuse.body.error.message).to.contain("already used");
    const preview = await call("POST", "/v1/public/invitations/preview", { json: invitationLinkParts(inviteLink) });
    expect(preview.status).to.equal(409);
  });

  it("refuses an expired link; sending it again makes a new one that works", async () => {
    const email = uniqueEmail("expired");
    const sent = await invite(email);
    await invitationDoc(sent.invitation.id).update({ expiresAt: Timestamp.fromMillis(Date.now() - 60_000) });

    const res = await accept(sent.inviteLink);
    expect(res.status).to.equal(409);
    expect(res.body.error.message).to.contain("expired");
    const listed = await call("GET", "/v1/tenants/me/invitations?limit=100", { token: ws.users.admin.token });
    expect(listed.body.items.find((i: { id: string }) => i.id === sent.invitation.id)).to.include({ status: "expired" });

    const resent = await call("POST", `/v1/tenants/me/invitations/${sent.invitation.id}/resend`, { token: ws.users.admin.token });
    expect(resent.status, resent.text).to.equal(200);
    expect(resent.body.invitation.status).to.equal("pending");
    expect(Date.parse(resent.body.invitation.expiresAt) - Date.now()).to.be.greaterThan(6 * 24 * 3600 * 1000);
    expect((await accept(sent.inviteLink)).status).to.equal(404);
    expect((await accept(resent.body.inviteLink)).status).to.equal(201);
  });

  it("stores links that last seven days, and only their hash", async () => {
    const sent = await invite(uniqueEmail("stored"));
    const stored = (await invitationDoc(sent.invitation.id).get()).data()!;
    const days = (stored.expiresAt.toMillis() - stored.sentAt.toMillis()) / (24 * 3600 * 1000);
    expect(days).to.equal(7);
    expect(JSON.stringify(stored)).to.not.contain(invitationLinkParts(sent.inviteLink).token.split(".")[1]);
    expect(stored.tokenHash).to.match(/^[0-9a-f]{64}$/);
  });

  it("refuses a revoked link, and drops it from the pending list", async () => {
    const sent = await invite(uniqueEmail("revoked"));
    const revoke = await call("POST", `/v1/tenants/me/invitations/${sent.invitation.id}/revoke`, { token: ws.users.admin.token });
    expect(revoke.status, revoke.text).to.equal(200);
    expect(revoke.body.status).to.equal("revoked");
    const res = await accept(sent.inviteLink);
    expect(res.status).to.equal(409);
    expect(res.body.error.message).to.contain("revoked");
    const listed = await call("GET", "/v1/tenants/me/invitations?limit=100", { token: ws.users.admin.token });
    expect(listed.body.items.map((i: { id: string }) => i.id)).to.not.include(sent.invitation.id);
    expect((await call("POST", `/v1/tenants/me/invitations/${sent.invitation.id}/resend`, { token: ws.users.admin.token })).status).to.equal(409);
  });

  it("kills the previous link when the invitation is sent again", async () => {
    const email = uniqueEmail("resent");
    const sent = await invite(email);
    const resent = await call("POST", `/v1/tenants/me/invitations/${sent.invitation.id}/resend`, { token: ws.users.admin.token });
    expect(resent.status).to.equal(200);
    expect(resent.body.inviteLink).to.not.equal(sent.inviteLink);
    const old = await accept(sent.inviteLink);
    expect(old.status).to.equal(404);
    const token = await acceptInvitation(resent.body.inviteLink, email);
    expect((await call("GET", "/v1/me", { token })).status).to.equal(200);
  });

  it("creates the account for the invited email only: another email cannot be named", async () => {
    const email = uniqueEmail("invited");
    const otherEmail = uniqueEmail("other");
    const { inviteLink } = await invite(email);
    const named = await accept(inviteLink, { email: otherEmail });
    expect(named.status).to.equal(400);
    const accepted = await accept(inviteLink);
    expect(accepted.status, accepted.text).to.equal(201);
    expect(accepted.body.member.email).to.equal(email);
    expect(await signIn(ws.authTenantId, otherEmail).catch((err: Error) => err)).to.be.instanceOf(Error);
    // An invitation link of one workspace means nothing in another.
    const { inviteLink: link2 } = await invite(uniqueEmail("cross"));
    const cross = await call("POST", "/v1/public/invitations/accept", {
      json: { ...invitationLinkParts(link2), workspace: other.slug, displayName: "X", password: PASSWORD },
    });
    expect(cross.status, cross.text).to.equal(404);
  });

  it("refuses a link whose secret was altered, with the same answer as an unknown one", async () => {
    const { inviteLink } = await invite(uniqueEmail("tampered"));
    const { workspace, token } = invitationLinkParts(inviteLink);
    const [id, secret] = token.split(".");
    const altered = `${id}.${secret!.slice(0, -1)}${secret!.endsWith("A") ? "B" : "A"}`;
    const res = await call("POST", "/v1/public/invitations/accept", { json: { workspace, token: altered, displayName: "X", password: PASSWORD } });
    expect(res.status).to.equal(404);
    const unknown = await call("POST", "/v1/public/invitations/preview", { json: { workspace, token: `nosuchinvitation.${secret}` } });
    expect(unknown.status).to.equal(404);
    expect(unknown.body.error.message).to.equal(res.body.error.message);
  });

  it("shows the accept screen what the link offers", async () => {
    const email = uniqueEmail("preview");
    const { inviteLink } = await invite(email, "admin");
    const res = await call("POST", "/v1/public/invitations/preview", { json: invitationLinkParts(inviteLink) });
    expect(res.status, res.text).to.equal(200);
    expect(res.body).to.deep.include({ email, role: "admin", workspace: { slug: ws.slug, name: res.body.workspace.name } });
  });

  it("keeps invitations to owners and admins, and the owner role to owners", async () => {
    const byMember = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.member.token, json: { email: uniqueEmail("m"), role: "member" } });
    expect(byMember.status).to.equal(403);
    expect((await call("GET", "/v1/tenants/me/invitations", { token: ws.users.member.token })).status).to.equal(403);
    const ownerByAdmin = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.admin.token, json: { email: uniqueEmail("o"), role: "owner" } });
    expect(ownerByAdmin.status).to.equal(403);
    const ownerInvite = await invite(uniqueEmail("o2"), "owner", ws.users.owner.token);
    const revokeByAdmin = await call("POST", `/v1/tenants/me/invitations/${ownerInvite.invitation.id}/revoke`, { token: ws.users.admin.token });
    expect(revokeByAdmin.status).to.equal(403);
  });

  it("refuses a second live invitation for the same email, and answers 404 for another workspace's invitation", async () => {
    const email = uniqueEmail("dup");
    const sent = await invite(email);
    const dup = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.admin.token, json: { email, role: "admin" } });
    expect(dup.status).to.equal(409);
    const res = await call("POST", `/v1/tenants/me/invitations/${sent.invitation.id}/revoke`, { token: other.users.admin.token });
    expect(res.status).to.equal(404);
  });
});
