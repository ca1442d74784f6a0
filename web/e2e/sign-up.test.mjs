// Workspace sign-up in a real browser: a newcomer creates a workspace from the sign-in screen's
// link, lands in an empty console with the verify-your-email banner and the first-run checklist,
// follows the verification link (the Auth emulator's copy of the email), and creates a first brand,
// which ticks the checklist's first step.
import { expect } from "chai";
import { apiCall } from "./support/api.mjs";
import { BASE_URL, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const AUTH_EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : `http://${new URL(BASE_URL).hostname}:9099`;
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? "demo-vitrine";

/** The verification link the Auth emulator recorded for `email` (what the email would hold). */
async function verificationLink(authTenantId, email) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/tenants/${authTenantId}/oobCodes`);
    const { oobCodes = [] } = await res.json();
    const code = oobCodes.filter((c) => c.email === email && c.requestType === "VERIFY_EMAIL").at(-1);
    if (code) return code.oobLink;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No verification email for ${email}`);
}

const checklistStep = (page, id) => page.locator(`.checklist-step[data-step="${id}"]`);

describe("Sign-up: a new workspace, its email verified, its first brand", function () {
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const slug = `northwind-${suffix}`;
  const email = `nora@${slug}.example.test`;
  let browser;
  let founder;

  before(async () => {
    browser = await launchBrowser();
    founder = await newPage(browser);
    // Its own address, so the per-address hourly budget of earlier runs on this machine never bites.
    await founder.context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}` });
  });
  after(async () => {
    await browser?.close();
  });

  it("offers sign-up from the sign-in screen and checks the short name as it is typed", async () => {
    const { page } = founder;
    await page.goto("/manager/authentication/sign-in");
    await page.getByRole("link", { name: "Create a workspace" }).click();
    await page.waitForURL("**/manager/authentication/sign-up");
    await page.getByLabel("Company name").fill("Northwind Furniture");
    // Suggested from the company's name until edited.
    expect(await page.getByLabel("Workspace short name").inputValue()).to.equal("northwind-furniture");
    await page.getByLabel("Workspace short name").fill("admin");
    await page.getByText("This name is reserved: choose another").waitFor();
    await page.getByLabel("Workspace short name").fill(slug);
    await page.getByText(`${slug} is available`).waitFor();
    await screenshot(page, "sign-up-form");
  });

  it("creates the workspace and lands its owner in an empty console with the checklist", async () => {
    const { page } = founder;
    await page.getByLabel("Your name").fill("Nora Founder");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Password").fill("founder-password-1");
    await page.getByRole("button", { name: "Create workspace" }).click();
    await page.waitForURL("**/manager/panel/brands");
    // The console's first screen of a new workspace: under load, give it the time a cold API needs.
    await page.getByRole("status", { name: "Verify your email" }).waitFor({ timeout: 60_000 });
    await page.getByRole("region", { name: "Get started" }).waitFor();
    expect(await page.getByRole("region", { name: "Get started" }).innerText()).to.contain("0 of 4 done");
    expect(await checklistStep(page, "create-brand").getAttribute("data-done")).to.equal("false");
    await screenshot(page, "sign-up-first-run");
  });

  it("hides the banner once the link in the verification email was followed", async () => {
    const { page } = founder;
    const { body: workspace } = await apiCall("GET", `/v1/public/workspaces/${slug}`);
    const link = await verificationLink(workspace.authTenantId, email);
    // The emulator applies the code and redirects to the console, as Firebase's own page does.
    await page.goto(link);
    await page.waitForURL("**/manager/panel/brands?verified=1");
    await page.getByRole("region", { name: "Get started" }).waitFor();
    await page.getByRole("status", { name: "Verify your email" }).waitFor({ state: "detached" });
  });

  it("ticks “Create a brand” once the first brand exists", async () => {
    const { page } = founder;
    await page.getByRole("button", { name: "New brand" }).first().click();
    await page.getByRole("dialog").getByLabel("Name").fill("Northwind Home");
    await page.getByRole("button", { name: "Create brand" }).click();
    await page.waitForURL(/\/manager\/panel\/brands\/[A-Za-z0-9]{20}$/);
    await page.goto("/manager/panel/brands");
    await page.locator('.checklist-step[data-step="create-brand"][data-done="true"]').waitFor();
    expect(await page.getByRole("region", { name: "Get started" }).innerText()).to.contain("1 of 4 done");
    // The next step links to the new brand's library.
    await checklistStep(page, "upload-model").getByRole("link", { name: "Upload a 3D model" }).waitFor();
    await screenshot(page, "sign-up-first-brand");
    expect(founder.problems.filter((p) => !/Failed to load resource/.test(p))).to.deep.equal([]);
  });
});
