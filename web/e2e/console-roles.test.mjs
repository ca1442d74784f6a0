// The foundation's end-to-end story in a real browser: the seeded owner signs in, creates a
// brand and invites a brand editor, re-sends and revokes invitations; the editor accepts the
// invitation link in a second browser profile and sees only what the role allows.
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

async function signInWithPassword(page, { workspace, email, password }) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(workspace);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands");
}

const brandRows = (page) => page.locator("a.cell-title");

describe("Console: owner invites a brand editor, who sees only what the role allows", function () {
  // One story: a failed step makes the following ones meaningless.
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const brandName = `E2E Brand ${suffix}`;
  const editorEmail = `editor-${suffix}@example.test`;
  let browser;
  let owner;
  let editor;
  let brandUrl;
  let inviteLink;
  let staleLink;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
    editor = await newPage(browser, { viewport: { width: 390, height: 844 } });
  });
  after(async () => {
    await browser?.close();
  });

  it("shows the sign-in screen and refuses a wrong password with a clear message", async () => {
    const { page } = owner;
    await page.goto("/manager/panel/brands");
    await page.waitForURL("**/manager/authentication/sign-in**");
    await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
    await page.getByLabel("Email").fill(DEMO.ownerEmail);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).to.match(/email or password/i);
    await screenshot(page, "sign-in-error");
  });

  it("signs the seeded owner in and lists the seeded brand", async () => {
    const { page } = owner;
    await signInWithPassword(page, { workspace: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    await brandRows(page).filter({ hasText: "Acme Home" }).waitFor();
    await screenshot(page, "brands-owner");
  });

  it("creates a brand", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "New brand" }).first().click();
    await page.getByRole("dialog").getByLabel("Name").fill(brandName);
    await page.getByRole("button", { name: "Create brand" }).click();
    // A new brand opens straight away.
    await page.waitForURL(/\/manager\/panel\/brands\/[A-Za-z0-9]{20}$/);
    brandUrl = new URL(page.url()).pathname;
    await page.getByRole("heading", { name: brandName }).first().waitFor();
    await screenshot(page, "brand-overview-owner");
    await page.goto("/manager/panel/brands");
    await brandRows(page).filter({ hasText: brandName }).waitFor();
  });

  it("invites a new person as brand editor and shows the invitation link", async () => {
    const { page } = owner;
    await page.goto(`${brandUrl}/brand-users`);
    await page.getByRole("button", { name: "Add people" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(editorEmail);
    await dialog.getByLabel("Role on this brand").selectOption("editor");
    await dialog.getByRole("button", { name: "Add to brand" }).click();
    const link = dialog.getByLabel("Invitation link");
    await link.waitFor();
    inviteLink = await link.inputValue();
    expect(inviteLink).to.contain("/manager/authentication/accept-invite?workspace=");
    await screenshot(page, "brand-users-invite-link");
    await page.keyboard.press("Escape");
  });

  it("lists the pending invitation on Tenant users, and re-sends it with a new link", async () => {
    const { page } = owner;
    await page.goto("/manager/panel/tenant-users");
    const pending = page.getByRole("region", { name: "Pending invitations" });
    const row = pending.getByRole("row").filter({ hasText: editorEmail });
    await row.waitFor();
    await screenshot(page, "tenant-users-pending-invitations");
    await row.getByRole("button", { name: `Re-send the invitation of ${editorEmail}` }).click();
    const dialog = page.getByRole("dialog", { name: "New invitation link" });
    const fresh = await dialog.getByLabel("Invitation link").inputValue();
    expect(fresh).to.contain("/manager/authentication/accept-invite?workspace=").and.not.equal(inviteLink);
    staleLink = inviteLink;
    inviteLink = fresh;
    await dialog.getByRole("button", { name: "Done" }).click();
  });

  it("revokes an invitation, which leaves the list", async () => {
    const { page } = owner;
    const doomed = `doomed-${suffix}@example.test`;
    await page.getByRole("button", { name: "Invite people" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(doomed);
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.getByLabel("Invitation link").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    const pending = page.getByRole("region", { name: "Pending invitations" });
    await pending.getByRole("button", { name: `Revoke the invitation of ${doomed}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await pending.getByRole("row").filter({ hasText: doomed }).waitFor({ state: "detached" });
  });

  it("refuses the link that was replaced, saying why", async () => {
    const { page } = editor;
    const link = new URL(staleLink);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "This invitation cannot be used" }).waitFor();
    expect(await page.getByRole("alert").innerText()).to.match(/not valid/);
    await screenshot(page, "accept-invite-refused-phone");
  });

  it("lets the editor accept the invitation in another browser: name, password, then the console", async () => {
    const { page } = editor;
    const link = new URL(inviteLink);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("heading", { name: "Join Demo Retail" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).to.equal(editorEmail);
    await page.getByText(brandName).waitFor();
    await screenshot(page, "accept-invite-phone");
    await page.getByLabel("Your name").fill("Eddie Editor");
    await page.getByLabel("Choose a password").fill("editor-password-1");
    await page.getByRole("button", { name: "Accept and join" }).click();
    await page.waitForURL("**/manager/panel/brands");
    await brandRows(page).first().waitFor();
    await screenshot(page, "brands-editor-phone");
  });

  it("refuses the same link a second time", async () => {
    const probe = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    const link = new URL(inviteLink);
    await probe.page.goto(`${link.pathname}${link.search}`);
    await probe.page.getByRole("heading", { name: "This invitation cannot be used" }).waitFor();
    expect(await probe.page.getByRole("alert").innerText()).to.match(/already used/);
    await screenshot(probe.page, "accept-invite-used");
    await probe.context.close();
  });

  it("shows the editor only their brand, and no brand creation", async () => {
    const { page } = editor;
    const names = await brandRows(page).allInnerTexts();
    expect(names.map((n) => n.trim())).to.deep.equal([brandName]);
    expect(await page.getByRole("button", { name: "New brand" }).count()).to.equal(0);
  });

  it("gives the editor a read-only brand overview without delete", async () => {
    const { page } = editor;
    await page.goto(brandUrl);
    await page.getByRole("heading", { name: brandName }).first().waitFor();
    expect(await page.getByLabel("Name", { exact: true }).getAttribute("readonly")).to.not.equal(null);
    expect(await page.getByRole("button", { name: "Delete brand…" }).count()).to.equal(0);
    await screenshot(page, "brand-overview-editor-phone");
  });

  it("does not let the editor invite people to the workspace", async () => {
    const { page } = editor;
    await page.goto("/manager/panel/tenant-users");
    await page.getByRole("heading", { name: "Tenant users" }).waitFor();
    await page.getByText(editorEmail).first().waitFor();
    expect(await page.getByRole("button", { name: "Invite people" }).count()).to.equal(0);
  });

  it("answers another brand's address as not found for the editor", async () => {
    const { page } = editor;
    await page.goto(`/manager/panel/brands/${DEMO.brandId}`);
    await page
      .getByText(/not found|doesn.t exist|no access/i)
      .first()
      .waitFor();
    await screenshot(page, "foreign-brand-editor-phone");
  });

  it("shows the not-found screen for an unknown address", async () => {
    const { page } = owner;
    await page.goto("/manager/panel/no-such-screen");
    await page.getByRole("heading", { name: "We could not find this page" }).waitFor();
    await screenshot(page, "not-found-owner");
  });

  it("signs out from /manager/logout", async () => {
    const { page } = editor;
    await page.goto("/manager/logout");
    await page.waitForURL("**/manager/authentication/sign-in**");
    await page.goto("/manager/panel/brands");
    await page.waitForURL("**/manager/authentication/sign-in**");
  });

  it("raised no page errors", () => {
    expect(owner.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
    expect(editor.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
  });
});
