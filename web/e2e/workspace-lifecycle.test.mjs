// A workspace's life as its operator and its owner see it: the operator command creates it and
// prints the owner's invitation, suspends it (the console's "suspended" screen, the viewer's
// "paused" page) and deletes it (the QR code then leads nowhere).
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { acceptInvitationInPage, apiAs } from "./support/api.mjs";
import { launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** `npm run admin -- <args>` against the stack the tests run on (its emulator variables are in the environment). */
function admin(...args) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts/admin.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  expect(result.status, result.stderr).to.equal(0);
  return result.stdout;
}

describe("Workspace lifecycle: operator creation, suspension and deletion, the paused viewer", function () {
  stopAfterFirstFailure();
  // Waits are long: on a busy machine the console's first API answers can take tens of seconds.
  const suffix = Date.now().toString(36);
  const slug = `lifecycle-${suffix}`;
  const owner = { tenantSlug: slug, email: `owner-${suffix}@example.test`, password: "owner-password-1" };
  let browser;
  let console_;
  let visitor;
  let placementId;

  before(async () => {
    browser = await launchBrowser();
    console_ = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    visitor = await newPage(browser, { viewport: { width: 390, height: 844 } });
  });
  after(async () => {
    await browser?.close();
  });

  it("the operator creates the workspace; its owner joins by the printed link and publishes a QR code", async () => {
    const out = admin("create", slug, "--name", "Lifecycle Stores", "--owner", owner.email);
    const link = out.match(/http\S+accept-invite\S+/)?.[0];
    expect(link, out).to.be.a("string");
    await acceptInvitationInPage(console_.page, link, { displayName: "Olivia Owner", password: owner.password });

    const call = await apiAs(owner);
    const brand = await call("POST", "/v1/brands", { name: "Lifecycle Home" });
    expect(brand.status).to.equal(201);
    const experience = await call("POST", `/v1/brands/${brand.body.id}/experiences`, { name: "Showroom" });
    expect((await call("POST", `/v1/brands/${brand.body.id}/experiences/${experience.body.id}/publish`)).status).to.equal(201);
    const placement = await call("POST", `/v1/brands/${brand.body.id}/placements`, { name: "Window", defaultExperienceId: experience.body.id });
    expect(placement.status).to.equal(201);
    placementId = placement.body.id;
  });

  it("a suspended workspace's console says so, and its QR codes open the paused page", async () => {
    admin("suspend", slug, "--reason", "unpaid invoice");
    const { page } = console_;
    await page.goto("/manager/panel/brands");
    await page.getByRole("heading", { name: "This workspace is suspended" }).waitFor({ timeout: 90_000 });
    await screenshot(page, "workspace-suspended-1440");

    await visitor.page.goto(`/${placementId}`);
    await visitor.page.getByRole("heading", { name: "This experience is taking a break" }).waitFor({ timeout: 90_000 });
    expect(await visitor.page.locator(".viewer-message").getAttribute("data-kind")).to.equal("paused");
    await screenshot(visitor.page, "viewer-paused-390");
  });

  it("the operator deletes it for good", async () => {
    expect(admin("list")).to.match(new RegExp(`^${slug}\\s+Lifecycle Stores\\s+suspended`, "m"));
    admin("delete", slug, "--yes");
    await visitor.page.goto(`/${placementId}`);
    await visitor.page.getByRole("heading", { name: "This code doesn't lead anywhere" }).waitFor({ timeout: 90_000 });
  });
});
