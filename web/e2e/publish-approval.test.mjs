// Approval to publish in a real browser: the owner (a brand admin) turns approval on in the brand's
// settings, requests publishing from the manifest screen with release notes, approves the request
// there, and the version goes live; the direct publish is refused by the API meanwhile. Then an
// editor asks to publish again, and the owner finds the request under the bell and opens it.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, toastWith } from "./support/browser.mjs";
import { apiAs, apiCall, memberUid, ownerToken, signInPage } from "./support/api.mjs";

describe("Approval to publish: request, approve, live", function () {
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  let browser;
  let owner;
  let call;
  let brandId;
  let experienceId;
  const editorEmail = `e2e-approval-editor-${suffix}@example.test`;

  before(async () => {
    call = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    // A brand of its own, so that requiring approval touches no other test's brand.
    const brand = await call("POST", "/v1/brands", { name: `E2E Approval ${suffix}` });
    expect(brand.status, JSON.stringify(brand.body)).to.equal(201);
    brandId = brand.body.id;
    const created = await call("POST", `/v1/brands/${brandId}/experiences`, { name: `E2E Approved ${suffix}` });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    experienceId = created.body.id;
    browser = await launchBrowser();
    owner = await newPage(browser);
    owner.page.setDefaultTimeout(90_000);
  });

  after(async () => {
    await browser?.close();
    if (brandId) await call("DELETE", `/v1/brands/${brandId}`);
    const editorUid = await memberUid(await ownerToken(), editorEmail);
    if (editorUid) await call("DELETE", `/v1/tenants/me/members/${editorUid}`);
  });

  it("turns approval on in the brand's settings", async () => {
    const { page } = owner;
    await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, `/manager/panel/brands/${brandId}`);
    const toggle = page.getByRole("switch", { name: "Require approval to publish" });
    await toggle.click();
    await page.getByRole("button", { name: "Save approval settings" }).click();
    await toastWith(page, "Brand updated.");
    expect((await call("GET", `/v1/brands/${brandId}`)).body.requirePublishApproval).to.equal(true);
    expect(await toggle.getAttribute("aria-checked")).to.equal("true");
    await screenshot(page, "publish-approval-settings");
  });

  it("refuses the direct publish while approval is required", async () => {
    const direct = await call("POST", `/v1/brands/${brandId}/experiences/${experienceId}/publish`);
    expect(direct.status).to.equal(409);
  });

  it("requests publishing with release notes, approves it, and the version is live", async () => {
    const { page } = owner;
    await page.goto(new URL(`/manager/panel/brands/${brandId}/experience/${experienceId}/manifest`, page.url()).href);
    // The direct publish gives way to the request.
    await page.locator(".publish-card").getByRole("button", { name: "Publish", exact: true }).waitFor();
    expect(await page.locator(".publish-card").getByRole("button", { name: "Publish", exact: true }).isDisabled()).to.equal(true);
    const card = page.locator("#publish-requests");
    await card.getByLabel("Release notes").fill("Launch of the spring range");
    await card.getByRole("button", { name: "Request publishing" }).click();
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByText("Launch of the spring range").waitFor();
    await screenshot(page, "publish-approval-pending");
    await card.getByRole("button", { name: "Approve and publish" }).click();
    // Exactly the status: the card's description says "approved" too, and would match at once.
    await card.getByText("Approved", { exact: true }).waitFor();
    const versions = await call("GET", `/v1/brands/${brandId}/experiences/${experienceId}/manifests`);
    expect(versions.body.items.map((v) => [v.version, v.live])).to.deep.equal([[1, true]]);
  });

  it("shows an editor's request under the owner's bell, which opens it and counts it read", async () => {
    const { page } = owner;
    // An editor of the brand, invited and joined through the API.
    const invited = await call("POST", `/v1/brands/${brandId}/members`, { email: editorEmail, role: "editor" });
    expect(invited.status, JSON.stringify(invited.body)).to.equal(201);
    const link = new URL(invited.body.inviteLink);
    const password = "editor-password-1";
    await apiCall("POST", "/v1/public/invitations/accept", {
      json: { workspace: link.searchParams.get("workspace"), token: link.searchParams.get("token"), displayName: "Eddie Editor", password },
    });
    const editor = await apiAs({ tenantSlug: DEMO.tenantSlug, email: editorEmail, password });
    const requested = await editor("POST", `/v1/brands/${brandId}/experiences/${experienceId}/publish-requests`, { releaseNotes: "Summer prices" });
    expect(requested.status, JSON.stringify(requested.body)).to.equal(201);

    await page.goto(new URL("/manager/panel/brands", page.url()).href);
    const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const item = page.getByRole("menuitem", { name: /Eddie Editor asks to publish/ });
    await item.getByText("Summer prices").waitFor();
    await screenshot(page, "notification-bell-open");
    const markedRead = page.waitForResponse((res) => res.request().method() === "POST" && /\/v1\/me\/notifications\/[^/]+\/read$/.test(res.url()));
    await item.click();
    await page.waitForURL(`**/brands/${brandId}/experience/${experienceId}/manifest`);
    expect((await markedRead).status()).to.equal(200);
    const unread = await call("GET", "/v1/me/notifications");
    expect(unread.body.items.find((n) => n.publishRequestId === requested.body.id).readAt).to.be.a("string");
  });
});
