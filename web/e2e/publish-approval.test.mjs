// Approval to publish in a real browser: the owner (a brand admin) turns approval on in the brand's
// settings, requests publishing from the manifest screen with release notes, approves the request
// there, and the version goes live; the direct publish is refused by the API meanwhile.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure, toastWith } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

describe("Approval to publish: request, approve, live", function () {
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  let browser;
  let owner;
  let call;
  let brandId;
  let experienceId;

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
});
