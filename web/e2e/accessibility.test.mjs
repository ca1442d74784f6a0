// Every console screen and the viewer, checked with axe-core (WCAG 2.2 A and AA, and axe's best
// practices) as the seeded demo owner sees them, on a desktop and on a phone. A violation names
// the rule, how many elements break it and the first of them, so the failure says what to fix.
import { expect } from "chai";
import { axeViolations as violations } from "./support/axe.mjs";
import { DEMO, launchBrowser, newPage } from "./support/browser.mjs";
import { signInPage } from "./support/api.mjs";

const brand = `/manager/panel/brands/${DEMO.brandId}`;
const experience = `${brand}/experience/${DEMO.experienceId}`;
const CONSOLE_SCREENS = [
  "/manager/panel/brands",
  "/manager/panel/settings",
  "/manager/panel/settings/api-keys",
  "/manager/panel/settings/webhooks",
  "/manager/panel/settings/api-reference",
  "/manager/panel/tenant-users",
  brand,
  `${brand}/brand-users`,
  `${brand}/sets`,
  `${brand}/library`,
  `${brand}/surveys`,
  `${brand}/stores`,
  `${brand}/videos`,
  ...[
    "dashboard",
    "scenes",
    "analytics",
    "world-builder",
    "products",
    "experience-virtual-objects",
    "video-wall",
    "qr-code-scheduler",
    "theme",
    "host-editor",
    "ai-chat",
    "translations",
    "manifest",
  ].map((child) => `${experience}/${child}`),
  "/manager/panel/no-such-screen",
  "/dev/models",
];

/** Waits until a screen has drawn its content: its heading, and no loading placeholder left. */
async function settle(page) {
  await page.locator("main h1, h1").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle").catch(() => {});
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: "detached", timeout: 20_000 })
    .catch(() => {});
  // A loading placeholder fades in: caught mid-fade, its text reads as low contrast.
  await page
    .locator(".loading-placeholder")
    .first()
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
}

describe("Accessibility: axe finds nothing on any screen", function () {
  let browser;
  let desktop;
  before(async () => {
    browser = await launchBrowser();
    // The policy refuses inline scripts, and axe is injected as one.
    desktop = await newPage(browser, { viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await signInPage(desktop.page);
  });
  after(async () => browser?.close());

  it("the sign-in screen", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await page.goto("/manager/authentication/sign-in");
    await settle(page);
    expect((await violations(page)).join("\n")).to.equal("");
    await context.close();
  });

  for (const path of CONSOLE_SCREENS) {
    const title = path.replace(DEMO.brandId, ":brandId").replace(DEMO.experienceId, ":experienceId");
    it(title, async () => {
      await desktop.page.goto(path);
      await settle(desktop.page);
      // The model viewer's details change once the model is drawn (its measured triangles, and a
      // warning when they differ from the stored count): check that state, not whichever came first.
      if (path === "/dev/models") await desktop.page.locator(".model-viewport[data-model-ready]").waitFor({ timeout: 60_000 });
      expect((await violations(desktop.page)).join("\n")).to.equal("");
    });
  }

  it("the console's navigation on a phone", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await signInPage(page);
    await settle(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    expect((await violations(page)).join("\n")).to.equal("");
    await context.close();
  });

  it("the public viewer, once it rests on the first step", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await page.goto(`/${DEMO.placementId}`);
    await page.locator('.viewer[data-settled-step="0"]').waitFor({ timeout: 120_000 });
    expect((await violations(page)).join("\n")).to.equal("");
    // The 3D view's text alternative says what stands in the scene, from the manifest.
    const describedBy = await page.getByRole("img", { name: /^3D view of / }).getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).to.match(/^In this scene: .*Table.*\./);
    await context.close();
  });

  it("the not-found page", async () => {
    await desktop.page.goto("/no/such/page");
    await settle(desktop.page);
    expect((await violations(desktop.page)).join("\n")).to.equal("");
  });
});
