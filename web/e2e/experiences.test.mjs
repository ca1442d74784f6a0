// Experiences and scenes in a real browser: the demo owner creates an experience from the brand
// overview, opens its dashboard (one scene), adds a scene and a segment, renames and reorders
// scenes (arrow buttons, then drag and drop), meets a stale save (someone else saved the scene
// meanwhile) and reloads, renames and duplicates the experience, then deletes the copy and the
// original. Whatever a failed run leaves behind is deleted through the API.
import { expect } from "chai";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;

/** The owner's ID token, for changing data behind the browser's back and for cleaning up. */
async function ownerToken() {
  const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${DEMO.tenantSlug}`)).json();
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  return (await res.json()).idToken;
}

async function apiCall(token, method, path, json) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function signInAsOwner(page) {
  await page.goto("/manager");
  await page.waitForURL("**/manager/authentication/sign-in**");
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/manager/panel/brands");
}

/** A full-page screenshot from the top, so the sticky bars sit where a person sees them. */
async function screenshotFromTop(page, name) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The scene names of the list, in order. */
const sceneNames = (page) => page.locator(".scene-item-name").allInnerTexts();

describe("Experiences: create, scenes and segments, rename, reorder, duplicate, delete", function () {
  stopAfterFirstFailure();
  const suffix = Date.now().toString(36);
  const name = `E2E Experience ${suffix}`;
  const renamed = `E2E Renamed ${suffix}`;
  let browser;
  let owner;
  let token;
  let brandPath;
  let experiencePath;
  let experienceId;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
    // Screens load lazily and the local stack shares a small machine: allow for a slow first load.
    owner.page.setDefaultTimeout(60_000);
    token = await ownerToken();
  });
  after(async () => {
    await browser?.close();
    // Anything this run created and did not delete (a failed step) goes now.
    if (!token || !DEMO.brandId) return;
    const list = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences?q=e2e&limit=100`);
    for (const experience of list.body?.items ?? []) {
      if (experience.name.includes(suffix)) await apiCall(token, "DELETE", `/v1/brands/${DEMO.brandId}/experiences/${experience.id}`);
    }
  });

  it("creates an experience from the brand overview and lands on its dashboard", async () => {
    const { page } = owner;
    await signInAsOwner(page);
    await page.locator("a.cell-title", { hasText: "Acme Home" }).first().click();
    await page.waitForURL(/\/manager\/panel\/brands\/[A-Za-z0-9]+$/);
    brandPath = new URL(page.url()).pathname;
    await page.locator(".experience-list tbody tr").first().waitFor();
    await screenshotFromTop(page, "experiences-overview");

    await page.getByRole("button", { name: "New experience" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create experience" }).click();
    await page.waitForURL(/\/experience\/[A-Za-z0-9]+\/dashboard$/);
    experiencePath = new URL(page.url()).pathname.replace(/\/dashboard$/, "");
    experienceId = experiencePath.split("/").pop();

    await page.getByRole("heading", { name, level: 1 }).waitFor();
    expect(await page.locator(".page-header .badge").first().innerText()).to.equal("Draft");
    await page.locator('[data-stat="scenes"]').waitFor();
    expect(await page.locator('[data-stat="scenes"]').innerText()).to.equal("1");
    expect(await page.locator('[data-stat="objects"]').innerText()).to.equal("0");
    expect(await page.getByTestId("last-publish").innerText()).to.equal("Never published");
    expect(await page.getByRole("link", { name: "Open draft in viewer" }).getAttribute("href")).to.match(/\/manifest$/);
    await screenshotFromTop(page, "experience-dashboard");
  });

  it("adds a scene, renames it, gives it a segment and saves", async () => {
    const { page } = owner;
    await page.getByRole("navigation", { name: "Experience sections" }).getByRole("link", { name: "Scenes" }).click();
    await page.waitForURL(/\/scenes/);
    await page.locator(".scene-item").first().waitFor();
    expect(await sceneNames(page)).to.deep.equal(["Intro"]);
    // The only scene cannot be deleted.
    expect(await page.getByRole("button", { name: "Delete Intro" }).isDisabled()).to.equal(true);

    await page.getByRole("button", { name: "Add scene" }).click();
    await page.locator(".scene-item-active", { hasText: "Scene 2" }).waitFor();
    const editor = page.locator("form.scene-editor");
    await editor.getByLabel("Name", { exact: true }).fill("Kitchen");
    await editor.getByRole("button", { name: "Add segment" }).click();
    await editor.getByLabel("Title of segment 1").fill("Close up");
    await editor.getByLabel("Segment 1 has its own camera").click();
    await editor.getByLabel("Camera of segment 1: Stands at Z").fill("2.5");
    await editor.getByLabel("Scene camera: Stands at Y").fill("1.6");
    await page.getByRole("region", { name: "Save" }).getByRole("button", { name: "Save scene" }).click();
    await page.getByRole("region", { name: "Save" }).waitFor({ state: "hidden" });
    await page.locator(".scene-item", { hasText: "Kitchen" }).filter({ hasText: "1 segment" }).waitFor();
    expect(await sceneNames(page)).to.deep.equal(["Intro", "Kitchen"]);

    const stored = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes`);
    const kitchen = stored.body.items[1];
    expect(kitchen).to.include({ name: "Kitchen", version: 1 });
    expect(kitchen.camera.position).to.deep.equal({ x: 0, y: 1.6, z: 0 });
    expect(kitchen.segments[0]).to.deep.include({ title: "Close up", objectIds: [] });
    expect(kitchen.segments[0].camera.position.z).to.equal(2.5);
    await screenshotFromTop(page, "experience-scenes");
  });

  it("reorders scenes with the arrow buttons", async () => {
    const { page } = owner;
    // The list moves at once; the order is saved after: wait for the save, not for the list.
    const saved = page.waitForResponse((res) => res.request().method() !== "GET" && /\/scene-order$/.test(res.url()));
    await page.getByRole("button", { name: "Move Kitchen up" }).click();
    await page.waitForFunction(() => document.querySelector(".scene-item-name")?.textContent === "Kitchen");
    expect((await saved).status()).to.be.below(300);
    // The server has the new order too.
    await page.reload();
    await page.locator(".scene-item").nth(1).waitFor();
    expect(await sceneNames(page)).to.deep.equal(["Kitchen", "Intro"]);
  });

  it("reorders scenes by dragging the grip", async () => {
    const { page } = owner;
    const intro = page.locator(".scene-item", { hasText: "Intro" });
    const kitchen = page.locator(".scene-item", { hasText: "Kitchen" });
    // Dropped on the top half of Kitchen: Intro goes before it.
    const saved = page.waitForResponse((res) => res.request().method() !== "GET" && /\/scene-order$/.test(res.url()));
    await intro.locator(".scene-grip").dragTo(kitchen, { targetPosition: { x: 60, y: 4 } });
    await page.waitForFunction(() => document.querySelector(".scene-item-name")?.textContent === "Intro");
    expect((await saved).status()).to.be.below(300);
    await page.reload();
    await page.locator(".scene-item").nth(1).waitFor();
    expect(await sceneNames(page)).to.deep.equal(["Intro", "Kitchen"]);
  });

  it("refuses a stale save, says why and reloads the other person's changes", async () => {
    const { page } = owner;
    await page.locator(".scene-item-button", { hasText: "Kitchen" }).click();
    const editor = page.locator("form.scene-editor");
    await editor.getByLabel("Name", { exact: true }).fill("Kitchen (mine)");
    // Someone else saves the same scene first.
    const scenes = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes`);
    const kitchen = scenes.body.items.find((scene) => scene.name === "Kitchen");
    const theirs = await apiCall(token, "PATCH", `/v1/brands/${DEMO.brandId}/experiences/${experienceId}/scenes/${kitchen.id}`, {
      version: kitchen.version,
      tags: ["theirs"],
    });
    expect(theirs.status).to.equal(200);

    await page.getByRole("region", { name: "Save" }).getByRole("button", { name: "Save scene" }).click();
    const alert = editor.locator(".alert", { hasText: "changed by someone else" });
    await alert.waitFor();
    expect(await page.locator(".toast").first().innerText()).to.contain("(409)");
    await alert.getByRole("button", { name: "Reload" }).click();
    await alert.waitFor({ state: "hidden" });
    expect(await editor.getByLabel("Name", { exact: true }).inputValue()).to.equal("Kitchen");
    await editor.locator(".tag-chip", { hasText: "theirs" }).waitFor();
  });

  it("renames and duplicates the experience from its header", async () => {
    const { page } = owner;
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(renamed);
    await dialog.getByRole("button", { name: "Rename" }).click();
    await page.getByRole("heading", { name: renamed, level: 1 }).waitFor();

    await page.getByRole("button", { name: `Actions for ${renamed}` }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.getByRole("heading", { name: `${renamed} (copy)`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).to.not.contain(experienceId);
    await page.locator('[data-stat="scenes"]', { hasText: "2" }).waitFor();
  });

  it("deletes the copy and the original, leaving the brand's list without them", async () => {
    const { page } = owner;
    for (const title of [`${renamed} (copy)`, renamed]) {
      if (title === renamed) await page.goto(`${experiencePath}/dashboard`);
      await page.getByRole("heading", { name: title, level: 1 }).waitFor();
      await page.getByRole("button", { name: `Actions for ${title}` }).click();
      await page.getByRole("menuitem", { name: "Delete…" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete experience" }).click();
      await page.waitForURL((url) => url.pathname === brandPath);
    }
    await page.getByLabel("Search experiences").fill(renamed);
    await page.locator(".experience-list").getByText(`No active experiences match “${renamed}”`).waitFor();
    const left = await apiCall(token, "GET", `/v1/brands/${DEMO.brandId}/experiences?q=e2e&limit=100`);
    expect(left.body.items.map((experience) => experience.name).filter((n) => n.includes(suffix))).to.deep.equal([]);
  });

  it("shows the demo experience's scenes and virtual objects", async () => {
    const { page } = owner;
    await page.goto(`${brandPath}/experience/${DEMO.experienceId}/scenes`);
    await page.locator(".scene-item").first().waitFor();
    await screenshotFromTop(page, "experience-scenes-demo");
    await page.goto(`${brandPath}/experience/${DEMO.experienceId}/experience-virtual-objects`);
    await page.locator(".vo-table tbody tr").first().waitFor();
    await screenshotFromTop(page, "experience-virtual-objects");
    expect(owner.problems.filter((p) => !/status of (404|409)/.test(p))).to.deep.equal([]);
  });
});
