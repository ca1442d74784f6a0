// Re-linking a member in a real browser: a person joins the demo workspace by invitation, then moves
// their account to another address through the Auth API and verifies it; the workspace refuses them
// (account-email-changed). Tenant users marks them "Needs re-linking" on a phone and a desktop; the
// owner re-links them to the address they give (a wrong one is refused under the field), the mark
// goes, and the person signs in again. The member is removed at the end.
import { expect } from "chai";
import { apiCall, DEMO_OWNER, ownerToken, signInPage } from "./support/api.mjs";
import { BASE_URL, launchBrowser, newPage, screenshot, stopAfterFirstFailure, toastWith } from "./support/browser.mjs";

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${new URL(BASE_URL).hostname}:9099`}`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-vitrine";

async function identityToolkit(method, body) {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`accounts:${method}: ${JSON.stringify(json)}`);
  return json;
}

describe("Tenant users: the owner re-links a member whose account email changed", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const joinedWith = `relink-${suffix}@example.test`;
  const movedTo = `relinked-${suffix}@elsewhere.test`;
  const password = "relink-password-1";
  let browser;
  let token;
  let uid;
  let authTenantId;

  const signIn = async (email) => (await identityToolkit("signInWithPassword", { email, password, returnSecureToken: true, tenantId: authTenantId })).idToken;
  const me = async (idToken) => fetch(`${BASE_URL}/v1/me`, { headers: { Authorization: `Bearer ${idToken}` } });

  before(async () => {
    token = await ownerToken();
    const { body: invited } = await apiCall("POST", "/v1/tenants/me/invitations", {
      token,
      json: { email: joinedWith, role: "member", displayName: "Mo Relink" },
    });
    const link = new URL(invited.inviteLink);
    const { body: accepted } = await apiCall("POST", "/v1/public/invitations/accept", {
      json: { workspace: link.searchParams.get("workspace"), token: link.searchParams.get("token"), displayName: "Mo Relink", password },
    });
    uid = accepted.member.uid;
    authTenantId = accepted.workspace.authTenantId;
    // The person moves their account to another address and verifies it, as the Auth API allows.
    const updated = await identityToolkit("update", { idToken: await signIn(joinedWith), email: movedTo, returnSecureToken: true, tenantId: authTenantId });
    await identityToolkit("sendOobCode", { requestType: "VERIFY_EMAIL", idToken: updated.idToken, tenantId: authTenantId });
    const { oobCodes = [] } = await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/tenants/${authTenantId}/oobCodes`)).json();
    const code = oobCodes.filter((c) => c.email === movedTo && c.requestType === "VERIFY_EMAIL").at(-1);
    expect(code, "a verification email to the new address").to.not.equal(undefined);
    expect((await fetch(code.oobLink)).status).to.be.lessThan(400);
    const refused = await me(await signIn(movedTo));
    expect(refused.status).to.equal(403);
    expect((await refused.json()).error.code).to.equal("account-email-changed");
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (uid) await apiCall("DELETE", `/v1/tenants/me/members/${uid}`, { token: await ownerToken() }).catch(() => {});
  });

  const row = (page) => page.getByRole("row").filter({ hasText: "Mo Relink" });

  it("marks the member on a phone, with the owner's re-link button and its question", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(150_000);
    await signInPage(page, DEMO_OWNER, "/manager/panel/tenant-users");
    await row(page).getByText("Needs re-linking").waitFor();
    await screenshot(page, "tenant-users-needs-relinking-390x844");
    // Nothing on the row fits wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(390);
    await row(page)
      .getByRole("button", { name: `Re-link ${joinedWith}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Re-link Mo Relink?" });
    await dialog.waitFor();
    await screenshot(page, "tenant-users-relink-dialog-390x844");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("re-links the member to the address they give, refusing another one, on a desktop", async () => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(150_000);
    await signInPage(page, DEMO_OWNER, "/manager/panel/tenant-users");
    await row(page).getByText("Needs re-linking").waitFor();
    await screenshot(page, "tenant-users-needs-relinking-1440x900");
    await row(page)
      .getByRole("button", { name: `Re-link ${joinedWith}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Re-link Mo Relink?" });
    const field = dialog.getByLabel("The account's new email address");
    await field.fill(`someone-${suffix}@elsewhere.test`);
    await dialog.getByRole("button", { name: "Re-link" }).click();
    await dialog.getByText(`does not have the address someone-${suffix}@elsewhere.test`).waitFor();
    await screenshot(page, "tenant-users-relink-refused-1440x900");
    await field.fill(movedTo);
    await dialog.getByRole("button", { name: "Re-link" }).click();
    await toastWith(page, `Mo Relink is re-linked to ${movedTo}`);
    await dialog.waitFor({ state: "hidden" });
    await row(page).getByText(movedTo).waitFor();
    expect(await row(page).getByText("Needs re-linking").count()).to.equal(0);
    await screenshot(page, "tenant-users-relinked-1440x900");
    // The refused address is reported by the browser as a failed request; nothing else went wrong.
    expect(problems.filter((p) => !p.includes("409"))).to.deep.equal([]);
    await context.close();
  });

  it("lets the person in again with their account's new address", async () => {
    const res = await me(await signIn(movedTo));
    expect(res.status).to.equal(200);
    expect((await res.json()).email).to.equal(movedTo);
  });
});
