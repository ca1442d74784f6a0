import { expect } from "chai";
import { tenantAuth } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { addUser, createWorkspace, signIn, type Workspace } from "../helpers/workspace.js";

describe("Authentication", () => {
  let ws: Workspace;
  before(async () => {
    ws = await createWorkspace("authn");
  });

  it("resolves a workspace by slug for the sign-in screen, and 404s an unknown one", async () => {
    const res = await call("GET", `/v1/public/workspaces/${ws.slug}`);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ slug: ws.slug, name: res.body.name, authTenantId: ws.authTenantId });
    expect((await call("GET", "/v1/public/workspaces/no-such-workspace")).status).to.equal(404);
    expect((await call("GET", "/v1/public/workspaces/Bad_Slug!")).status).to.equal(400);
  });

  it("answers /v1/me with the caller's tenant and roles", async () => {
    const res = await call("GET", "/v1/me", { token: ws.users.editor.token });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ uid: ws.users.editor.uid, tenantRole: "member" });
    expect(res.body.tenant.id).to.equal(ws.tenantId);
    expect(res.body.brandRoles).to.deep.equal({ [ws.brandId]: "editor" });
  });

  // In production only sensitive routes pay for the revocation check; the Auth emulator's
  // tokens are unsigned, so firebase-admin checks revocation on every call there.
  it("refuses a revoked session on sensitive routes, and accepts a new sign-in", async () => {
    const user = await addUser(ws, `revoked-${Date.now()}@example.test`, "admin");
    await new Promise((r) => setTimeout(r, 1100)); // revocation compares whole seconds
    await tenantAuth(ws.authTenantId).revokeRefreshTokens(user.uid);
    const sensitive = await call("PATCH", "/v1/me", { token: user.token, json: { displayName: "Still me" } });
    expect(sensitive.status).to.equal(401);
    expect(sensitive.body.error.message).to.contain("revoked");
    const fresh = await signIn(ws.authTenantId, user.email);
    const again = await call("PATCH", "/v1/me", { token: fresh, json: { displayName: "Still me" } });
    expect(again.status, again.text).to.equal(200);
  });

  it("refuses a disabled account on sensitive routes", async () => {
    const user = await addUser(ws, `disabled-${Date.now()}@example.test`, "admin");
    await tenantAuth(ws.authTenantId).updateUser(user.uid, { disabled: true });
    const res = await call("PATCH", "/v1/me", { token: user.token, json: { displayName: "X" } });
    expect(res.status).to.equal(401);
    expect(res.body.error.message).to.contain("disabled");
  });

  it("refuses an account that is not a member of the workspace with 403", async () => {
    const outsider = await tenantAuth(ws.authTenantId).createUser({ email: `outsider-${Date.now()}@example.test`, password: "test-password-1" });
    const token = await signIn(ws.authTenantId, outsider.email!);
    const res = await call("GET", "/v1/me", { token });
    expect(res.status).to.equal(403);
  });

  it("updates the caller's display name in Auth and in the workspace", async () => {
    const res = await call("PATCH", "/v1/me", { token: ws.users.viewer.token, json: { displayName: "Vera Viewer" } });
    expect(res.status).to.equal(200);
    expect(res.body.displayName).to.equal("Vera Viewer");
    expect((await tenantAuth(ws.authTenantId).getUser(ws.users.viewer.uid)).displayName).to.equal("Vera Viewer");
  });
});
