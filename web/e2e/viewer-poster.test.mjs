// The first scene as drawn when its version was published: the viewer's poster while the 3D
// loads (the upright picture on a phone held upright, the wide one on a desktop), and the picture
// of the page shown where WebGL is missing.
import { expect } from "chai";
import sharp from "sharp";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { withoutWebgl } from "./support/without-webgl.mjs";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The demo placement's answer once its version's pictures are drawn (the stack draws them after seeding). */
async function resolvedWithPicture() {
  const until = Date.now() + 120_000;
  for (;;) {
    const body = await (await fetch(`${BASE_URL}/v1/public/placements/${DEMO.placementId}`)).json();
    if (body.experience?.picture) return body;
    if (Date.now() > until) throw new Error("The demo experience's pictures were never drawn");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Where the furniture is in rows `from`..`to`: the middle of its dark pixels (px from the top), and
 * its width, from the first to the last column holding a few of them.
 */
async function sceneSpan(png, from, to) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let rows = 0;
  let weight = 0;
  const columns = new Array(info.width).fill(0);
  for (let y = Math.max(0, Math.round(from)); y < Math.min(info.height, Math.round(to)); y++) {
    let dark = 0;
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.max(data[i], data[i + 1], data[i + 2]) < 150) {
        dark++;
        columns[x]++;
      }
    }
    rows += dark * y;
    weight += dark;
  }
  const first = columns.findIndex((n) => n >= 3);
  const last = columns.findLastIndex((n) => n >= 3);
  return { middle: weight ? rows / weight : null, width: first >= 0 ? last - first : null };
}

describe("Viewer poster", function () {
  stopAfterFirstFailure();
  let browser;
  let resolved;
  before(async () => {
    resolved = await resolvedWithPicture();
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  for (const [device, viewport, shape] of [
    ["phone", PHONE, "portrait"],
    ["desktop", DESKTOP, "landscape"],
  ]) {
    it(`shows the scene's ${shape} picture on a ${device} while the models load, then the 3D over it`, async () => {
      const { page, context, problems } = await newPage(browser, { viewport });
      const held = [];
      let release;
      const released = new Promise((resolve) => (release = resolve));
      await page.route("**/*.glb", async (route) => {
        held.push(route);
        await released;
        await route.continue();
      });
      // What moved on the page, and when the poster started to leave against when the 3D frame
      // under it was drawn.
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, nodes: entry.sources?.map((s) => s.node?.className ?? s.node?.nodeName) });
        }).observe({ type: "layout-shift", buffered: true });
        new MutationObserver(() => {
          if (window.__drawnAt === undefined && document.querySelector(".viewer[data-scene]")) window.__drawnAt = performance.now();
          if (window.__leavingAt === undefined && document.querySelector('.viewer-loading[data-leaving="true"]')) window.__leavingAt = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-scene", "data-leaving"] });
      });
      await page.goto(`/${DEMO.placementId}`);
      const poster = page.locator(".viewer-loading-poster");
      await poster.waitFor({ state: "visible", timeout: 60_000 });
      await page.waitForFunction(() => {
        const img = document.querySelector(".viewer-loading-poster");
        return img && img.complete && img.naturalWidth > 0;
      });
      const shown = await poster.evaluate((img) => ({ src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight }));
      expect(shown.src).to.equal(resolved.experience.picture[shape].url);
      expect([shown.width, shown.height]).to.deep.equal([resolved.experience.picture[shape].width, resolved.experience.picture[shape].height]);
      expect(held.length, "models held back").to.be.greaterThan(0);
      // The progress stays readable over the picture, and the picture covers the screen.
      const box = await poster.boundingBox();
      expect(Math.round(box.width)).to.equal(viewport.width);
      expect(box.y).to.be.at.most(0);
      expect(box.y + box.height).to.be.at.least(viewport.height);
      await page.getByRole("progressbar").waitFor();
      // Once the picture has faded in: the state a visitor looks at while the models load.
      await poster.evaluate((img) => Promise.all(img.getAnimations().map((animation) => animation.finished)));
      await screenshot(page, `viewer-poster-${device}`);
      // Where the scene sits, between the header and the loading card (both over the picture).
      const band = await page.evaluate(() => ({
        top: document.querySelector(".viewer-top").getBoundingClientRect().bottom,
        bottom: Math.min(
          document.querySelector(".viewer-loading-inner").getBoundingClientRect().top,
          document.querySelector(".viewer-tour").getBoundingClientRect().top,
        ),
      }));
      const posterScene = await sceneSpan(await page.screenshot(), band.top, band.bottom);
      release();
      await page.locator(".viewer[data-scene]").waitFor({ timeout: 120_000 });
      // The poster stays until the 3D frame is drawn, then fades (600 ms) over the same framing:
      // pictures at fixed times through the hand-over.
      for (const ms of [0, 300, 900]) {
        if (ms) await page.waitForTimeout(ms === 300 ? 300 : 600);
        await screenshot(page, `viewer-poster-${device}-handover-${String(ms).padStart(3, "0")}ms`);
      }
      await page.locator(".viewer[data-ready]").waitFor({ timeout: 120_000 });
      await page.locator(".viewer-loading").waitFor({ state: "hidden" });
      // The 3D frame puts the scene where the picture had it, at the size the picture had it: the
      // server draws the picture and the viewer places its camera with one framing (contract
      // scene-framing.ts; on a desktop both fit the scene to a 4:3 crop), so nothing slides or grows
      // in the cross-fade. The one difference allowed is the picture's own: lifted to the band
      // between the overlays, it is drawn that much taller to keep covering the screen (`cover`).
      const frameScene = await sceneSpan(await page.screenshot(), band.top, band.bottom);
      expect(posterScene.middle, "furniture found in the poster").to.be.a("number");
      const cover = (height) => Math.max(viewport.width / shown.width, height / shown.height);
      const lifted = cover(box.height) / cover(viewport.height);
      const says = `the scene: ${JSON.stringify(posterScene)} in the poster (drawn ${lifted.toFixed(3)}x to cover), ${JSON.stringify(frameScene)} in the 3D`;
      expect(Math.abs(frameScene.middle - posterScene.middle), says).to.be.below(12);
      expect((frameScene.width * lifted) / posterScene.width, says).to.be.within(0.97, 1.03);
      const handover = await page.evaluate(() => ({ drawnAt: window.__drawnAt, leavingAt: window.__leavingAt, shifts: window.__shifts }));
      expect(handover.leavingAt, "the poster started to leave before the 3D frame was drawn").to.be.at.least(handover.drawnAt);
      expect(handover.shifts, "layout shifts while the poster was replaced").to.deep.equal([]);
      expect(problems).to.deep.equal([]);
      await context.close();
    });
  }

  it("puts the picture on the page shown without WebGL", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await withoutWebgl(page);
    await page.goto(`/${DEMO.placementId}`);
    const picture = page.getByRole("img", { name: new RegExp(`^${resolved.experience.name}: `) });
    await picture.waitFor({ timeout: 60_000 });
    // The browser picks the source once it starts loading the image: on a loaded machine, later than the element appears.
    await page.waitForFunction((img) => img.currentSrc !== "", await picture.elementHandle(), { timeout: 30_000 });
    expect(await picture.evaluate((img) => img.currentSrc)).to.equal(resolved.experience.picture.landscape.url);
    await screenshot(page, "viewer-poster-no-webgl");
    await context.close();
  });
});
