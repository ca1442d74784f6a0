// Manifests in a real browser: the demo owner publishes a fresh experience from its manifest
// screen, renames a scene through the API, publishes again, compares the two versions, rolls back
// to the first, withdraws the second, and creates then revokes a preview link (which the public endpoint then refuses).
import { expect } from "chai";
import { BASE_URL, DEMO, SCREENSHOT_DIR, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { apiAs, signInPage } from "./support/api.mjs";

const zero = { x: 0, y: 0, z: 0 };
const toast = (page, text) => page.locator(".toast-description", { hasText: text }).waitFor();

describe("Manifests: publish, history, compare, rollback and preview links", function () {
  // One story: a failed step makes the following ones meaningless.
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const experienceName = `E2E Manifest ${suffix}`;
  const sceneName = `Showroom ${suffix}`;
  let browser;
  let owner;
  let call;
  let brandId;
  let experienceId;
  let sceneId;
  let screenUrl;
  let testAccessId;

  before(async () => {
    call = await apiAs({ tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword });
    const brands = await call("GET", "/v1/brands?q=acme");
    brandId = DEMO.brandId ?? brands.body.items[0].id;
    const created = await call("POST", `/v1/brands/${brandId}/experiences`, { name: experienceName });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    experienceId = created.body.id;
    const scenes = await call("GET", `/v1/brands/${brandId}/experiences/${experienceId}/scenes`);
    sceneId = scenes.body.items[0].id;
    // A table in the scene, so the manifest has a model to show.
    const placed = await call("PATCH", `/v1/brands/${brandId}/experiences/${experienceId}/scenes/${sceneId}`, {
      version: scenes.body.items[0].version,
      objects: [
        { id: "table", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } } },
      ],
    });
    expect(placed.status, JSON.stringify(placed.body)).to.equal(200);
    screenUrl = `/manager/panel/brands/${brandId}/experience/${experienceId}/manifest`;
    browser = await launchBrowser();
    owner = await newPage(browser);
    // Publishing reads the whole experience; on a busy machine that takes a while.
    owner.page.setDefaultTimeout(90_000);
  });

  after(async () => {
    await browser?.close();
    if (experienceId) await call("DELETE", `/v1/brands/${brandId}/experiences/${experienceId}`);
  });

  it("publishes version 1 from the manifest screen and shows it live in the history", async () => {
    const { page } = owner;
    await signInPage(page, { tenantSlug: DEMO.tenantSlug, email: DEMO.ownerEmail, password: DEMO.ownerPassword }, screenUrl);
    await page.getByText("Nobody sees this experience yet").waitFor();
    await screenshot(page, "manifests-unpublished");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await toast(page, "Version 1 is live.");
    const row = page.locator('tr[data-version="1"]');
    await row.waitFor();
    await row.getByText("Live").waitFor();
    await page.getByText("The draft matches the live version").waitFor();
    await page.getByRole("group", { name: "Manifest version 1" }).waitFor();
    await screenshot(page, "manifests-published");
  });

  it("publishes version 2 after a scene is renamed through the API", async () => {
    const { page } = owner;
    const scene = await call("GET", `/v1/brands/${brandId}/experiences/${experienceId}/scenes/${sceneId}`);
    const renamed = await call("PATCH", `/v1/brands/${brandId}/experiences/${experienceId}/scenes/${sceneId}`, {
      version: scene.body.version,
      name: sceneName,
    });
    expect(renamed.status).to.equal(200);
    await page.reload();
    await page.getByText("1 change", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Show changes" }).click();
    await page.locator(".publish-card .change-title", { hasText: "Scene “Intro” › name" }).waitFor();
    await screenshot(page, "manifests-unpublished-changes");
    await page.getByRole("button", { name: "Publish changes" }).click();
    await toast(page, "Version 2 is live.");
    await page.locator('tr[data-version="2"]').getByText("Live").waitFor();
  });

  it("compares version 1 with version 2 and shows the scene's new name", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Compare version 2 with…" }).click();
    await page.getByRole("menuitem", { name: "Version 1" }).click();
    const compare = page.locator("#manifest-compare");
    await compare.getByText("Compare version 1 with version 2").waitFor();
    const change = compare.locator(".change-item", { hasText: "Scene “Intro” › name" });
    await change.waitFor();
    expect(await change.locator(".change-before").innerText()).to.include("“Intro”");
    expect(await change.locator(".change-after").innerText()).to.include(`“${sceneName}”`);
    expect(new URL(page.url()).searchParams.get("compare")).to.equal("2");
    await screenshot(page, "manifests-compare");
    await compare.getByRole("button", { name: "Close the comparison" }).click();
  });

  it("rolls back to version 1 as a new version 3", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: "Roll back to version 1" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("published again as version 3").waitFor();
    await dialog.getByRole("button", { name: "Roll back to version 1" }).click();
    await toast(page, "Version 3 is live, with the content of version 1.");
    const row = page.locator('tr[data-version="3"]');
    await row.getByText("Rollback to v1").waitFor();
    await row.getByText("Live").waitFor();
    const live = await call("GET", `/v1/public/brands/${brandId}/experiences/${experienceId}/manifests/3`);
    expect(live.body.scenes[0].name).to.equal("Intro");
    await screenshot(page, "manifests-rolled-back");
  });

  it("withdraws version 2 after confirming: its public link answers 410, and it can no longer be rolled back to", async () => {
    const { page } = owner;
    // The live version offers no withdrawal.
    await page.locator('tr[data-version="3"]').getByText("Live").waitFor();
    expect(await page.getByRole("button", { name: "Withdraw version 3" }).count()).to.equal(0);
    await page.getByRole("button", { name: "Withdraw version 2" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("public link stops working").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/manifests-withdraw-dialog-390.png` });
    await page.setViewportSize({ width: 1366, height: 860 });
    await dialog.getByRole("button", { name: "Withdraw version 2" }).click();
    await toast(page, "Version 2 is withdrawn");
    const row = page.locator('tr[data-version="2"]');
    await row.getByText("Withdrawn").waitFor();
    expect(await row.getByRole("button", { name: "Roll back to version 2" }).count()).to.equal(0);
    const gone = await fetch(`${BASE_URL}/v1/public/brands/${brandId}/experiences/${experienceId}/manifests/2`);
    expect(gone.status).to.equal(410);
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width, height });
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `manifests-withdrawn-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 860 });
  });

  it("creates a preview link open to comments, copies its address, takes a reviewer's comment from a phone, then revokes it", async () => {
    const { page, context } = owner;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
    const label = `E2E review ${suffix}`;
    // No placement shows this experience, so links open on one the owner picks: the seeded one,
    // which no other test deletes (the viewer's files add and remove placements meanwhile).
    await page.getByLabel("Open links on").selectOption(DEMO.placementId);
    await page.getByLabel("New link for").fill(label);
    await page.getByRole("switch", { name: /Reviewers can comment/ }).click();
    await page.getByRole("button", { name: "Create link" }).click();
    const link = page.locator(".test-link", { hasText: label });
    await link.waitFor();
    await link.getByText("Comments on", { exact: true }).waitFor();
    testAccessId = await link.getAttribute("data-test-access-id");
    expect(testAccessId).to.match(/^[A-Za-z0-9_-]{24}$/);
    const address = link.locator("input").first();
    const url = await address.inputValue();
    expect(url).to.match(new RegExp(`/[A-Za-z0-9_-]+/test/${testAccessId}$`));
    await link
      .getByRole("button", { name: /Copy the preview link/ })
      .first()
      .click();
    await link.getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(url);
    const placementId = new URL(url).pathname.split("/")[1];
    const preview = await fetch(`${BASE_URL}/v1/public/placements/${placementId}/test/${testAccessId}`);
    expect(preview.status).to.equal(200);
    // The draft, with its renamed scene, not the rolled-back live version.
    expect((await preview.json()).manifest.scenes[0].name).to.equal(sceneName);
    await screenshot(page, "manifests-preview-link");

    // A store manager on a phone: Comment, a tap on the table, their name and words, Send.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(new URL(url).pathname);
    await phone.page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
    await phone.page.getByRole("button", { name: "Comment", exact: true }).click();
    await phone.page.getByRole("button", { name: "Add a comment" }).click();
    await phone.page.getByTestId("comment-picker").click({ position: { x: 195, y: 422 } });
    await phone.page.getByLabel("Your name").fill("Sam, Lyon store");
    await phone.page.getByLabel("Comment", { exact: true }).fill("The table hides the price tag");
    await screenshot(phone.page, "manifests-reviewer-comment-phone");
    await phone.page.getByRole("button", { name: "Send" }).click();
    await phone.page.getByText("The table hides the price tag").waitFor();
    await phone.page.getByRole("button", { name: /^Comment 1: The table hides the price tag/ }).waitFor({ state: "attached" });
    expect(await phone.page.evaluate(() => localStorage.getItem("vitrine.reviewer-name"))).to.equal("Sam, Lyon store");
    expect(phone.problems).to.deep.equal([]);
    await phone.context.close();
    // The team sees it, marked with the link it came through.
    const threads = await call("GET", `/v1/brands/${brandId}/experiences/${experienceId}/comments`);
    expect(threads.body.items.map((thread) => [thread.body, thread.author])).to.deep.include([
      "The table hides the price tag",
      { kind: "reviewer", name: "Sam, Lyon store", testAccessId, testAccessLabel: label },
    ]);

    await link.getByRole("button", { name: `Revoke ${label}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke link" }).click();
    await toast(page, `Preview link “${label}” revoked.`);
    await page.getByText("1 revoked link").waitFor();
    const revoked = await fetch(`${BASE_URL}/v1/public/placements/${placementId}/test/${testAccessId}`);
    expect(revoked.status).to.equal(403);
    expect((await revoked.json()).error.message).to.equal("This preview link was revoked");
    expect(owner.problems.filter((p) => !/Failed to load resource/.test(p))).to.deep.equal([]);
  });
});
