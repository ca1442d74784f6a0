// Single sign-on in a real browser: the demo owner configures an OpenID Connect provider for a
// domain in Settings with just-in-time joining on; a person of that domain types their address on
// the sign-in screen, is offered "Continue with <provider>", signs in through the Auth emulator's
// identity-provider page (a popup where a fake account is added) and lands in the console as a
// member; then the owner removes single sign-on again.
import { expect } from "chai";
import { apiCall, DEMO_OWNER, memberUid, ownerToken, signInPage } from "./support/api.mjs";
import { launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { serveGapiStub } from "./support/gapi-stub.mjs";

describe("Single sign-on: configured in Settings, used from the sign-in screen", function () {
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const domain = `acme-${suffix}.test`;
  const email = `jo@${domain}`;
  let browser;
  let owner;
  let person;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
    person = await newPage(browser);
    await serveGapiStub(person.context);
  });
  after(async () => {
    // Leaves the demo workspace as it was, whatever happened above.
    const token = await ownerToken();
    await fetch(`${new URL("/v1/tenants/me/sso", process.env.VITRINE_BASE_URL ?? "http://127.0.0.1:5000")}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => {});
    const uid = await memberUid(token, email).catch(() => undefined);
    if (uid) await apiCall("DELETE", `/v1/tenants/me/members/${uid}`, { token }).catch(() => {});
    await browser?.close();
  });

  it("lets the owner turn on OpenID Connect for a domain, with just-in-time joining", async () => {
    const { page } = owner;
    await signInPage(page, DEMO_OWNER, "/manager/panel/settings/sso");
    await page.getByRole("heading", { name: "Single sign-on" }).waitFor({ timeout: 60_000 });
    await page.getByText("Off", { exact: true }).waitFor();
    await page.getByLabel("Provider name").fill("Acme ID");
    await page.getByLabel("Issuer").fill("https://id.acme.example");
    await page.getByLabel("Client ID").fill("vitrine-console");
    await page.getByLabel("Email domains").fill(`gmail.com\n${domain}`);
    await page.getByRole("switch", { name: "Let people of these domains join without an invitation" }).click();
    await page.getByRole("button", { name: "Turn on single sign-on" }).click();
    // A public mailbox domain is refused, named by its line.
    await page.getByText("Line 1: A public mailbox provider cannot be a workspace's domain").waitFor();
    await page.getByLabel("Email domains").fill(domain);
    await page.getByRole("button", { name: "Turn on single sign-on" }).click();
    await page.getByText("On · Acme ID").waitFor();
    // What the identity provider needs from us, ready to copy.
    expect(await page.getByLabel("Callback URL").inputValue()).to.match(/^https:\/\/.+\/__\/auth\/handler$/);
    await screenshot(page, "sso-settings");
  });

  it('signs a person of that domain in with "Continue with Acme ID", as a member', async () => {
    const { page, context } = person;
    await page.goto("/manager/authentication/sign-in");
    await page.getByLabel("Workspace").fill(DEMO_OWNER.tenantSlug);
    await page.getByLabel("Email").fill(email);
    const continueButton = page.getByRole("button", { name: "Continue with Acme ID" });
    await continueButton.waitFor();
    await screenshot(page, "sso-sign-in");

    const [popup] = await Promise.all([context.waitForEvent("page"), continueButton.click()]).catch(async (err) => {
      throw new Error(`${err.message}\n${await page.locator("form").innerText()}\n${person.problems.join("\n")}`);
    });
    // The Auth emulator's stand-in for the identity provider: add a fake account and sign in with it.
    await popup.waitForLoadState();
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Jo Acme");
    await popup.locator("#sign-in").click();

    await page.waitForURL((url) => url.pathname.startsWith("/manager/panel"), { timeout: 90_000 });
    // The console itself, not the "not a member yet" page.
    await page.locator("main.shell-content").waitFor({ timeout: 60_000 });
    expect(await page.getByText("You are not a member of this workspace yet").count()).to.equal(0);
    const token = await ownerToken();
    let uid;
    for (let attempt = 0; attempt < 40 && !uid; attempt++) {
      uid = await memberUid(token, email);
      if (!uid) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(uid, "the person joined").to.be.a("string");
    const { body: members } = await apiCall("GET", "/v1/tenants/me/members?limit=100", { token });
    expect(members.items.find((m) => m.email === email)).to.include({ role: "member", status: "active" });
  });

  it("lets the owner remove single sign-on, after a confirmation", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Remove single sign-on" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove single sign-on" }).click();
    await page.getByText("Off", { exact: true }).waitFor();
    const { body } = await apiCall("POST", "/v1/public/sign-in/sso-lookup", { json: { workspace: DEMO_OWNER.tenantSlug, email } });
    expect(body).to.deep.equal({ sso: null });
  });
});
