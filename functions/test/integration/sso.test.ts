import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import { auditLogCol } from "../../src/firestore/collections.js";
import { db } from "../../src/firebase.js";
import { AUTH_EMULATOR } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { addUser, createWorkspace, invitationLinkParts, PASSWORD, signIn, type Workspace } from "../helpers/workspace.js";

const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUVGVzdENlcnRpZmljYXRlRm9yU1NPMAoGCCqGSM49BAMC
MBYxFDASBgNVBAMMC2V4YW1wbGUudGVzdDAeFw0yNjAxMDEwMDAwMDBaFw0zNjAx
-----END CERTIFICATE-----`;

/** An unsigned ID token as an identity provider would issue it: the Auth emulator accepts any. */
function idpToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iss: "https://idp.example.test", aud: "vitrine-client", ...claims })}.`;
}

/**
 * Signs in through an identity provider with the Auth emulator's `signInWithIdp`, as the client SDK
 * does after the provider's redirect: the answer's ID token says `firebase.sign_in_provider`.
 */
async function ssoSignIn(authTenantId: string, providerId: string, person: { email: string; sub?: string; verified?: boolean }) {
  const claims = { sub: person.sub ?? `sub-${person.email}`, email: person.email, email_verified: person.verified ?? true, name: "Sam Sso" };
  let postBody = `id_token=${idpToken(claims)}&providerId=${providerId}`;
  if (providerId.startsWith("saml.")) {
    postBody += `&SAMLResponse=${encodeURIComponent(JSON.stringify({ assertion: { subject: { nameId: person.email }, attributeStatements: {} } }))}`;
  }
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ requestUri: "http://localhost", postBody, returnSecureToken: true, returnIdpCredential: true, tenantId: authTenantId }),
  });
  const body = (await res.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!body.idToken) throw new Error(`SSO sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.idToken, uid: body.localId! };
}

describe("Single sign-on", () => {
  let ws: Workspace;
  let other: Workspace;
  let domain: string;
  let n = 0;
  const person = (label: string, d = domain) => `${label}-${++n}@${d}`;
  const members = (tenantId = ws.tenantId) => db().collection("tenants").doc(tenantId).collection("members");
  const oidc = (overrides: Record<string, unknown> = {}) => ({
    protocol: "oidc",
    displayName: "Okta",
    oidc: { issuer: "https://acme.okta.example", clientId: "vitrine-client", clientSecret: "top-secret-value" },
    domains: [domain],
    enforced: false,
    jitJoining: { enabled: true, defaultRole: "member" },
    ...overrides,
  });
  const put = (body: unknown, token = ws.users.owner.token, headers: Record<string, string> = {}) =>
    call("PUT", "/v1/tenants/me/sso", { token, json: body, headers });

  before(async () => {
    [ws, other] = await Promise.all([createWorkspace("sso"), createWorkspace("sso-other")]);
    domain = `acme-${randomUUID().slice(0, 8)}.test`;
  });

  describe("settings", () => {
    it("answers null before anything is configured, to owners and admins; members get 403", async () => {
      const owner = await call("GET", "/v1/tenants/me/sso", { token: ws.users.owner.token });
      expect(owner.status, owner.text).to.equal(200);
      expect(owner.body).to.deep.equal({ sso: null });
      expect((await call("GET", "/v1/tenants/me/sso", { token: ws.users.admin.token })).status).to.equal(200);
      const member = await call("GET", "/v1/tenants/me/sso", { token: ws.users.member.token });
      expect(member.status).to.equal(403);
      expect(member.body.error.code).to.equal("permission-denied");
    });

    it("lets only owners configure it: admins and members get 403 and nothing is stored", async () => {
      for (const persona of ["admin", "member", "editor"] as const) {
        const res = await put(oidc(), ws.users[persona].token);
        expect(res.status, persona).to.equal(403);
      }
      expect((await db().collection("tenants").doc(ws.tenantId).get()).get("sso") ?? null).to.equal(null);
      expect((await call("DELETE", "/v1/tenants/me/sso", { token: ws.users.admin.token })).status).to.equal(403);
    });

    it("refuses invalid settings with 400 and the field's issue", async () => {
      const cases: [unknown, string][] = [
        [oidc({ domains: ["gmail.com"] }), "domains.0"],
        [oidc({ domains: ["not a domain"] }), "domains.0"],
        [oidc({ domains: [] }), "domains"],
        [oidc({ domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.test`) }), "domains"],
        [oidc({ oidc: { issuer: "http://acme.okta.example", clientId: "x" } }), "oidc.issuer"],
        [oidc({ oidc: { issuer: "https://acme.okta.example", clientId: "  " } }), "oidc.clientId"],
        [oidc({ jitJoining: { enabled: true, defaultRole: "owner" } }), "jitJoining.defaultRole"],
        [
          { ...oidc(), protocol: "saml", saml: { idpEntityId: "x", ssoUrl: "https://idp.example.test/sso", certificates: ["nope"], spEntityId: "y" } },
          "saml.certificates.0",
        ],
        [{ protocol: "kerberos", displayName: "X", domains: [domain], enforced: false, jitJoining: { enabled: false } }, "protocol"],
      ];
      for (const [body, path] of cases) {
        const res = await put(body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.error.code).to.equal("invalid-argument");
        expect(
          res.body.error.issues.map((i: { path: string }) => i.path),
          JSON.stringify(res.body),
        ).to.include(path);
      }
      const saml = await put({
        protocol: "saml",
        displayName: "Entra",
        saml: { idpEntityId: "x", ssoUrl: "https://idp.example.test/sso", certificates: ["not a certificate"], spEntityId: "y" },
        domains: [domain],
        enforced: false,
        jitJoining: { enabled: false },
      });
      expect(saml.status).to.equal(400);
      expect(saml.body.error.issues[0].path).to.equal("saml.certificates.0");
    });

    it("stores the configuration, never returns or stores the client secret, and honours If-Match", async () => {
      const res = await put(oidc({ domains: [domain.toUpperCase(), `@${domain}`] }));
      expect(res.status, res.text).to.equal(200);
      expect(res.body.sso).to.deep.include({
        providerId: "oidc.vitrine",
        protocol: "oidc",
        displayName: "Okta",
        domains: [domain],
        enforced: false,
        saml: null,
      });
      expect(res.body.sso.oidc).to.deep.equal({ issuer: "https://acme.okta.example", clientId: "vitrine-client", clientSecretSet: true });
      expect(res.text).to.not.contain("top-secret-value");
      const stored = JSON.stringify((await db().collection("tenants").doc(ws.tenantId).get()).data());
      expect(stored).to.not.contain("top-secret-value");

      const read = await call("GET", "/v1/tenants/me/sso", { token: ws.users.owner.token });
      expect(read.text).to.not.contain("top-secret-value");
      const etag = read.headers.get("ETag")!;
      expect(etag).to.be.a("string");

      // An update without the secret keeps it.
      const kept = await put(oidc({ oidc: { issuer: "https://acme.okta.example", clientId: "vitrine-client" } }), ws.users.owner.token, { "If-Match": etag });
      expect(kept.status, kept.text).to.equal(200);
      expect(kept.body.sso.oidc.clientSecretSet).to.equal(true);
      const stale = await put(oidc({ displayName: "Stale" }), ws.users.owner.token, { "If-Match": etag });
      expect(stale.status).to.equal(412);
      expect(stale.body.error.code).to.equal("failed-precondition");
      expect((await call("GET", "/v1/tenants/me/sso", { token: ws.users.owner.token })).body.sso.displayName).to.equal("Okta");
    });

    it("is the workspace's own: another workspace sees nothing of it", async () => {
      const res = await call("GET", "/v1/tenants/me/sso", { token: other.users.owner.token });
      expect(res.status).to.equal(200);
      expect(res.body).to.deep.equal({ sso: null });
    });

    it("records every change in the audit log, with the fields sent and never their values", async () => {
      const entries = await auditLogCol(ws.tenantId).where("action", "==", "configureSingleSignOn").get();
      expect(entries.size).to.be.greaterThan(0);
      const entry = entries.docs[0]!.data();
      expect(entry.actorId).to.equal(ws.users.owner.uid);
      expect(entry.changes).to.include.members(["domains", "oidc", "protocol"]);
      expect(JSON.stringify(entry)).to.not.contain("top-secret-value");
    });
  });

  describe("the sign-in screen's lookup", () => {
    const lookUp = (workspace: string, email: string) => call("POST", "/v1/public/sign-in/sso-lookup", { json: { workspace, email } });

    it("names the provider for an address of a covered domain, and nothing else", async () => {
      const res = await lookUp(ws.slug, `someone@${domain.toUpperCase()}`);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.deep.equal({ sso: { providerId: "oidc.vitrine", protocol: "oidc", displayName: "Okta", required: false } });
      expect(res.text).to.not.contain("okta.example").and.not.contain("vitrine-client");
      expect((await lookUp(ws.slug, "someone@example.test")).body).to.deep.equal({ sso: null });
      expect((await lookUp("no-such-workspace", `someone@${domain}`)).body).to.deep.equal({ sso: null });
      expect((await lookUp(other.slug, `someone@${domain}`)).body).to.deep.equal({ sso: null });
    });

    it("refuses malformed input with 400", async () => {
      const res = await lookUp(ws.slug, "not-an-email");
      expect(res.status).to.equal(400);
      expect(res.body.error.issues[0].path).to.equal("email");
      expect((await call("POST", "/v1/public/sign-in/sso-lookup", { json: { workspace: "UPPER", email: "a@b.test" } })).status).to.equal(400);
    });
  });

  describe("signing in", () => {
    it("makes exactly one member, with the default role, from five first requests at once (just-in-time joining)", async () => {
      await put(oidc({ jitJoining: { enabled: true, defaultRole: "admin" } }));
      const email = person("jit");
      const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
      const answers = await Promise.all(Array.from({ length: 5 }, () => call("GET", "/v1/me", { token })));
      for (const res of answers) expect(res.status, res.text).to.equal(200);
      expect(answers[0]!.body).to.include({ uid, tenantRole: "admin", email });
      const made = await members().where("email", "==", email).get();
      expect(made.size).to.equal(1);
      expect(made.docs[0]!.data()).to.include({ uid, role: "admin", status: "active", joinedWith: "oidc.vitrine" });
      const audit = await auditLogCol(ws.tenantId).where("action", "==", "joinWithSingleSignOn").where("actorId", "==", uid).get();
      expect(audit.size).to.equal(1);
    });

    it("just-in-time joining of an invited address takes the invitation's role and brands, and uses the invitation up", async () => {
      await put(oidc({ jitJoining: { enabled: true, defaultRole: "member" } }));
      const email = person("invited-jit");
      const sent = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.owner.token, json: { email, role: "admin" } });
      expect(sent.status, sent.text).to.equal(201);
      const brand = await call("POST", `/v1/brands/${ws.brandId}/members`, { token: ws.users.owner.token, json: { email, role: "editor" } });
      expect(brand.status, brand.text).to.equal(201);
      const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
      const answers = await Promise.all(Array.from({ length: 3 }, () => call("GET", "/v1/me", { token })));
      for (const res of answers) expect(res.status, res.text).to.equal(200);
      expect(answers[0]!.body).to.include({ uid, tenantRole: "admin" });
      const made = await members().where("email", "==", email).get();
      expect(made.size).to.equal(1);
      expect(made.docs[0]!.data()).to.deep.include({
        uid,
        role: "admin",
        status: "active",
        joinedWith: "oidc.vitrine",
        brandRoles: { [ws.brandId]: "editor" },
      });
      const brandMember = await db().collection("brands").doc(ws.brandId).collection("members").doc(uid).get();
      expect(brandMember.data()).to.include({ role: "editor", email });
      const invitation = await db().collection("tenants").doc(ws.tenantId).collection("invitations").where("email", "==", email).get();
      expect(invitation.docs.map((d) => d.data().status)).to.deep.equal(["accepted"]);
      expect(invitation.docs[0]!.data().acceptedUid).to.equal(uid);
    });

    describe("just-in-time joining never uses an invitation it may not", () => {
      const invitations = (tenantId = ws.tenantId) => db().collection("tenants").doc(tenantId).collection("invitations");
      /** Invites `email` as an admin with a brand role, in `into` (this workspace by default); answers the invitation's id. */
      const inviteAdmin = async (email: string, into: Workspace = ws) => {
        const res = await call("POST", "/v1/tenants/me/invitations", { token: into.users.owner.token, json: { email, role: "admin" } });
        expect(res.status, res.text).to.equal(201);
        const brand = await call("POST", `/v1/brands/${into.brandId}/members`, { token: into.users.owner.token, json: { email, role: "editor" } });
        expect(brand.status, brand.text).to.equal(201);
        const id = res.body.invitation.id as string;
        expect((await invitations(into.tenantId).doc(id).get()).data()).to.deep.include({ role: "admin", brandRoles: { [into.brandId]: "editor" } });
        return id;
      };
      /** Signs `email` in with the provider and checks it joined with the default role (member), no brand and no invitation. */
      const expectJoinedWithDefaultRole = async (email: string) => {
        const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
        const me = await call("GET", "/v1/me", { token });
        expect(me.status, me.text).to.equal(200);
        expect(me.body).to.include({ uid, tenantRole: "member" });
        const made = await members().where("email", "==", email).get();
        expect(made.size).to.equal(1);
        const member = made.docs[0]!.data();
        expect(member).to.deep.include({ uid, role: "member", status: "active", joinedWith: "oidc.vitrine", brandRoles: {} });
        expect(member).to.not.have.property("invitationId");
        expect((await db().collection("brands").doc(ws.brandId).collection("members").doc(uid).get()).exists).to.equal(false);
        return uid;
      };

      beforeEach(async () => {
        expect((await put(oidc({ jitJoining: { enabled: true, defaultRole: "member" } }))).status).to.equal(200);
      });

      it("a revoked invitation of the address: the default role applies and the invitation stays revoked", async () => {
        const email = person("revoked-jit");
        const id = await inviteAdmin(email);
        const revoked = await call("POST", `/v1/tenants/me/invitations/${id}/revoke`, { token: ws.users.owner.token });
        expect(revoked.status, revoked.text).to.equal(200);
        await expectJoinedWithDefaultRole(email);
        const invitation = (await invitations().doc(id).get()).data()!;
        expect(invitation.status).to.equal("revoked");
        expect(invitation).to.not.have.property("acceptedUid");
        expect(invitation).to.not.have.property("acceptedAt");
      });

      it("an expired invitation of the address: the default role applies and the invitation stays as it was", async () => {
        const email = person("expired-jit");
        const id = await inviteAdmin(email);
        const expiresAt = Timestamp.fromMillis(Date.now() - 60_000);
        await invitations().doc(id).update({ expiresAt });
        await expectJoinedWithDefaultRole(email);
        const invitation = (await invitations().doc(id).get()).data()!;
        expect(invitation.status).to.equal("pending");
        expect((invitation.expiresAt as Timestamp).toMillis()).to.equal(expiresAt.toMillis());
        expect(invitation).to.not.have.property("acceptedUid");
        expect(invitation).to.not.have.property("acceptedAt");
      });

      it("an invitation of the address in another workspace: its role does not apply here and it stays pending", async () => {
        const email = person("elsewhere-invited-jit");
        const id = await inviteAdmin(email, other);
        await expectJoinedWithDefaultRole(email);
        const invitation = (await invitations(other.tenantId).doc(id).get()).data()!;
        expect(invitation.status).to.equal("pending");
        expect(invitation).to.not.have.property("acceptedUid");
        expect(invitation).to.not.have.property("acceptedAt");
        expect((await members(other.tenantId).where("email", "==", email).get()).size).to.equal(0);
      });
    });

    it("without just-in-time joining, refuses a person with no invitation (403 not-a-member) and makes no member", async () => {
      await put(oidc({ jitJoining: { enabled: false, defaultRole: "member" } }));
      const email = person("nojit");
      const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
      const res = await call("GET", "/v1/me", { token });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal("not-a-member");
      expect((await members().doc(uid).get()).exists).to.equal(false);
    });

    it("lets nobody join from another domain, or with an email the provider did not verify", async () => {
      await put(oidc());
      for (const who of [{ email: person("outsider", "elsewhere.test") }, { email: person("unverified"), verified: false }]) {
        const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", who);
        const res = await call("GET", "/v1/me", { token });
        expect(res.status, who.email).to.equal(403);
        expect(res.body.error.code).to.equal("not-a-member");
        expect((await members().doc(uid).get()).exists).to.equal(false);
      }
    });

    it("never takes another provider's token as single sign-on, even for a domain it covers", async () => {
      for (const providerId of ["oidc.evil", "saml.vitrine"]) {
        const { token, uid } = await ssoSignIn(ws.authTenantId, providerId, { email: person("evil"), sub: `evil-${n}` });
        const res = await call("GET", "/v1/me", { token });
        expect(res.status, providerId).to.equal(403);
        expect((await members().doc(uid).get()).exists).to.equal(false);
      }
      // Not even for a member: the emulator links a verified email's provider sign-in to their account.
      const existing = await addUser(ws, person("linked"), "admin");
      const linked = await ssoSignIn(ws.authTenantId, "oidc.evil", { email: existing.email, sub: `evil-${existing.uid}` });
      expect(linked.uid).to.equal(existing.uid);
      const res = await call("GET", "/v1/me", { token: linked.token });
      expect(res.status).to.equal(403);
      expect(res.body.error.message).to.contain("identity provider");
    });

    it("refuses a password sign-in of an enforced domain with 403 sso-required; owners and other domains keep passwords", async () => {
      const memberOfDomain = await addUser(ws, person("pw-member"), "member");
      const ownerOfDomain = await addUser(ws, person("pw-owner"), "owner");
      await put(oidc({ enforced: true }));
      const res = await call("GET", "/v1/me", { token: await signIn(ws.authTenantId, memberOfDomain.email) });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal("sso-required");
      expect((await call("GET", "/v1/me", { token: await signIn(ws.authTenantId, ownerOfDomain.email) })).status).to.equal(200);
      expect((await call("GET", "/v1/me", { token: ws.users.member.token })).status).to.equal(200);
      const lookup = await call("POST", "/v1/public/sign-in/sso-lookup", { json: { workspace: ws.slug, email: memberOfDomain.email } });
      expect(lookup.body.sso.required).to.equal(true);

      // The same person signs in with the provider instead: the emulator links it to their account.
      const sso = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email: memberOfDomain.email });
      expect(sso.uid).to.equal(memberOfDomain.uid);
      const me = await call("GET", "/v1/me", { token: sso.token });
      expect(me.status, me.text).to.equal(200);
      expect(me.body.tenantRole).to.equal("member");
      await put(oidc({ enforced: false }));
    });

    it("signs in with SAML too", async () => {
      const res = await put({
        protocol: "saml",
        displayName: "Entra ID",
        saml: {
          idpEntityId: "https://sts.example.test/x",
          ssoUrl: "https://login.example.test/saml2",
          certificates: [CERTIFICATE],
          spEntityId: "https://vitrine.example.test",
        },
        domains: [domain],
        enforced: false,
        jitJoining: { enabled: true, defaultRole: "member" },
      });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.sso).to.deep.include({ providerId: "saml.vitrine", protocol: "saml", oidc: null });
      const { token } = await ssoSignIn(ws.authTenantId, "saml.vitrine", { email: person("saml") });
      const me = await call("GET", "/v1/me", { token });
      expect(me.status, me.text).to.equal(200);
      expect(me.body.tenantRole).to.equal("member");
      // The OIDC provider it replaced signs nobody in any more.
      const old = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email: person("old-oidc") });
      expect((await call("GET", "/v1/me", { token: old.token })).status).to.equal(403);
      await put(oidc());
    });
  });

  describe("an account whose email address changed", () => {
    const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-vitrine";
    const identityToolkit = async (method: string, body: Record<string, unknown>) => {
      const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { idToken?: string; email?: string; error?: unknown };
      expect(res.status, `${method}: ${JSON.stringify(answer)}`).to.equal(200);
      return answer;
    };

    /**
     * What the account holder can do with the Auth API and their own ID token alone: move the
     * account to another address, have the emulator send the verification email and follow its
     * link, then sign in with their password at the new address.
     */
    async function moveAccount(token: string, newEmail: string): Promise<string> {
      const updated = await identityToolkit("update", { idToken: token, email: newEmail, returnSecureToken: true, tenantId: ws.authTenantId });
      expect(updated.email).to.equal(newEmail);
      await identityToolkit("sendOobCode", { requestType: "VERIFY_EMAIL", idToken: updated.idToken, tenantId: ws.authTenantId });
      const codes = (await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/tenants/${ws.authTenantId}/oobCodes`)).json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      const code = codes.oobCodes.filter((c) => c.email === newEmail && c.requestType === "VERIFY_EMAIL").at(-1);
      expect(code, "a verification email to the new address").to.not.equal(undefined);
      const opened = await fetch(code!.oobLink);
      expect(opened.status).to.be.lessThan(400);
      return signIn(ws.authTenantId, newEmail);
    }
    const relink = (uid: string, email: string, token = ws.users.owner.token) =>
      call("POST", `/v1/tenants/me/members/${uid}/relink`, { token, json: { email } });

    it("is refused until an owner re-links it: moving off an enforced domain does not walk around single sign-on", async () => {
      await put(oidc({ enforced: true }));
      const mover = await addUser(ws, person("mover"), "member", { [ws.brandId]: "editor" });
      expect((await call("GET", "/v1/me", { token: mover.token })).body.error.code).to.equal("sso-required");

      const newEmail = `mover-${randomUUID().slice(0, 8)}@elsewhere.test`;
      const token = await moveAccount(mover.token, newEmail);
      for (const path of ["/v1/me", "/v1/brands", `/v1/brands/${ws.brandId}`]) {
        const res = await call("GET", path, { token });
        expect(res.status, `${path}: ${res.text}`).to.equal(403);
        expect(res.body.error.code).to.equal("account-email-changed");
        expect(res.body.error.message).to.contain("re-link");
      }
      // The membership still holds the address it was made for.
      expect((await members().doc(mover.uid).get()).get("email")).to.equal(mover.email);
      // The workspace's list tells its people who needs re-linking (not the account's new address).
      const listed = async () => {
        const list = await call("GET", "/v1/tenants/me/members?limit=100", { token: ws.users.admin.token });
        expect(list.status, list.text).to.equal(200);
        return { text: list.text, items: list.body.items as { uid: string; accountEmailChanged: boolean }[] };
      };
      const before = await listed();
      expect(before.items.filter((m) => m.accountEmailChanged).map((m) => m.uid)).to.deep.equal([mover.uid]);
      expect(before.text).to.not.contain(newEmail.split("@")[0]);

      // Only an owner re-links, and only to the address the account really has.
      expect((await relink(mover.uid, newEmail, ws.users.admin.token)).status).to.equal(403);
      const wrong = await relink(mover.uid, `someone-else-${n}@elsewhere.test`);
      expect(wrong.status, wrong.text).to.equal(409);
      expect((await relink("no-such-member-uid", newEmail)).status).to.equal(404);
      expect((await call("GET", "/v1/me", { token })).status).to.equal(403);

      const relinked = await relink(mover.uid, newEmail.toUpperCase());
      expect(relinked.status, relinked.text).to.equal(200);
      expect(relinked.body).to.include({ uid: mover.uid, email: newEmail, role: "member" });
      expect((await members().doc(mover.uid).get()).get("email")).to.equal(newEmail);
      expect((await listed()).items.find((m) => m.uid === mover.uid)?.accountEmailChanged).to.equal(false);
      const brandMember = await db().collection("brands").doc(ws.brandId).collection("members").doc(mover.uid).get();
      expect(brandMember.get("email")).to.equal(newEmail);
      expect((await auditLogCol(ws.tenantId).where("action", "==", "relinkTenantMember").get()).size).to.equal(1);

      // The owner chose the address: single sign-on is decided by it from now on.
      const me = await call("GET", "/v1/me", { token });
      expect(me.status, me.text).to.equal(200);
      expect(me.body).to.include({ uid: mover.uid, email: newEmail });
      expect((await call("GET", "/v1/brands", { token })).status).to.equal(200);
      await put(oidc({ enforced: false }));
    });

    it("is refused after moving to another address of the enforced domain too, and once re-linked still signs in with the provider only", async () => {
      await put(oidc({ enforced: true }));
      const mover = await addUser(ws, person("same-domain-mover"), "admin");
      const newEmail = person("same-domain-moved");
      const token = await moveAccount(mover.token, newEmail);
      expect((await call("GET", "/v1/me", { token })).body.error.code).to.equal("account-email-changed");
      expect((await relink(mover.uid, newEmail)).status).to.equal(200);
      const res = await call("GET", "/v1/me", { token });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal("sso-required");
      await put(oidc({ enforced: false }));
    });

    it("is refused without single sign-on as well, owners included: the membership was made for another address", async () => {
      const owner = await addUser(ws, person("moving-owner", "example.test"), "owner");
      const token = await moveAccount(owner.token, `moved-owner-${randomUUID().slice(0, 8)}@example.test`);
      const res = await call("GET", "/v1/me", { token });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal("account-email-changed");
    });
  });

  describe("invitations", () => {
    const invite = async (email: string, role = "admin") => {
      const res = await call("POST", "/v1/tenants/me/invitations", { token: ws.users.owner.token, json: { email, role } });
      expect(res.status, res.text).to.equal(201);
      return res.body.inviteLink as string;
    };
    const acceptWithSso = (link: string, token: string | undefined) =>
      call("POST", "/v1/public/invitations/accept-with-sso", { token, json: invitationLinkParts(link) });

    it("accepts an invitation as the invitee signed in with single sign-on, with the invitation's role, once", async () => {
      await put(oidc({ jitJoining: { enabled: false, defaultRole: "member" } }));
      const email = person("invitee");
      const link = await invite(email);
      const { token, uid } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
      expect((await call("GET", "/v1/me", { token })).status).to.equal(403);

      const [a, b] = await Promise.all([acceptWithSso(link, token), acceptWithSso(link, token)]);
      expect([a.status, b.status].sort(), a.text + b.text).to.deep.equal([201, 409]);
      const me = await call("GET", "/v1/me", { token });
      expect(me.status, me.text).to.equal(200);
      expect(me.body).to.include({ uid, tenantRole: "admin" });
      expect((await members().where("email", "==", email).get()).size).to.equal(1);
    });

    it("refuses another person's token, a token of another provider, and no token", async () => {
      const email = person("invitee2");
      const link = await invite(email);
      const someoneElse = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email: person("forwarded") });
      const evil = await ssoSignIn(ws.authTenantId, "oidc.evil", { email, sub: `evil-${email}` });
      const otherTenant = await ssoSignIn(other.authTenantId, "oidc.vitrine", { email });
      expect((await acceptWithSso(link, someoneElse.token)).status).to.equal(403);
      expect((await acceptWithSso(link, evil.token)).status).to.equal(403);
      expect((await acceptWithSso(link, otherTenant.token)).status).to.equal(401);
      expect((await acceptWithSso(link, undefined)).status).to.equal(401);
      expect((await acceptWithSso(link, ws.users.member.token)).status).to.equal(403);
      const bad = await call("POST", "/v1/public/invitations/accept-with-sso", {
        token: someoneElse.token,
        json: { ...invitationLinkParts(link), token: `${invitationLinkParts(link).token.slice(0, -3)}AAA` },
      });
      expect(bad.status).to.equal(404);
      expect((await members().where("email", "==", email).get()).size).to.equal(0);
    });

    it("refuses a password acceptance for an enforced domain (sso-required)", async () => {
      await put(oidc({ enforced: true, jitJoining: { enabled: false, defaultRole: "member" } }));
      const email = person("enforced-invitee");
      const link = await invite(email, "member");
      const res = await call("POST", "/v1/public/invitations/accept", { json: { ...invitationLinkParts(link), displayName: "X", password: PASSWORD } });
      expect(res.status).to.equal(403);
      expect(res.body.error.code).to.equal("sso-required");
      const { token } = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email });
      expect((await acceptWithSso(link, token)).status).to.equal(201);
      await put(oidc());
    });
  });

  describe("removing it", () => {
    it("stops the provider's sign-ins, joining included", async () => {
      const joined = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email: person("before-removal") });
      expect((await call("GET", "/v1/me", { token: joined.token })).status).to.equal(200);

      const etag = (await call("GET", "/v1/tenants/me/sso", { token: ws.users.owner.token })).headers.get("ETag")!;
      expect((await call("DELETE", "/v1/tenants/me/sso", { token: ws.users.owner.token, headers: { "If-Match": '"stale"' } })).status).to.equal(412);
      const removed = await call("DELETE", "/v1/tenants/me/sso", { token: ws.users.owner.token, headers: { "If-Match": etag } });
      expect(removed.status, removed.text).to.equal(200);
      expect((await call("GET", "/v1/tenants/me/sso", { token: ws.users.owner.token })).body).to.deep.equal({ sso: null });
      expect((await call("DELETE", "/v1/tenants/me/sso", { token: ws.users.owner.token })).status).to.equal(404);

      const newcomer = await ssoSignIn(ws.authTenantId, "oidc.vitrine", { email: person("after-removal") });
      expect((await call("GET", "/v1/me", { token: newcomer.token })).status).to.equal(403);
      expect((await members().doc(newcomer.uid).get()).exists).to.equal(false);
      expect((await call("GET", "/v1/me", { token: joined.token })).status).to.equal(403);
      expect((await call("POST", "/v1/public/sign-in/sso-lookup", { json: { workspace: ws.slug, email: `x@${domain}` } })).body).to.deep.equal({ sso: null });
      expect((await auditLogCol(ws.tenantId).where("action", "==", "removeSingleSignOn").get()).size).to.equal(1);
    });
  });
});
