// The seeded experience was composed on a desktop; visitors hold phones upright, or turn them.
// At a phone's, a turned phone's and a desktop's size, the opening shot must show every placed
// model whole: the viewer writes on its canvas how far the models' box corners reach from the
// middle of the visible area (1 = its edge, the page's bars excluded), measured with the real
// camera once it rests. The picture must not be blank either.
import { expect } from "chai";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot } from "./support/browser.mjs";
import { canvasPicture, decodePng } from "./support/canvas-pixels.mjs";

const SCREENS = {
  "phone-portrait": { width: 390, height: 844 },
  "phone-landscape": { width: 844, height: 390 },
  desktop: { width: 1440, height: 900 },
};

/** The colour of the canvas's corner: the stage's background, to tell a drawn model from it. */
function cornerColour(png) {
  const { width, channels, pixels } = decodePng(png);
  const i = (2 * width + 2) * channels;
  return [pixels[i], pixels[i + 1], pixels[i + 2]];
}

describe("Viewer framing: the opening shot fits the screen, whatever its shape", function () {
  let browser;
  let resolved;
  before(async () => {
    browser = await launchBrowser();
    resolved = await (await fetch(`${BASE_URL}/v1/public/placements/${DEMO.placementId}`)).json();
  });
  after(async () => browser?.close());

  for (const [name, viewport] of Object.entries(SCREENS)) {
    it(`shows every model of the seeded scene whole on a ${name} screen (${viewport.width}×${viewport.height})`, async function () {
      expect(resolved.experience, "the seeded placement shows its experience").to.be.ok;
      const { page, context, problems } = await newPage(browser, { viewport });
      await page.goto(`/${DEMO.placementId}`);
      await page.locator('.viewer[data-settled-step="0"]').waitFor({ timeout: 120_000 });
      const canvas = page.locator(".viewer-canvas canvas");
      const extent = await canvas.getAttribute("data-content-extent");
      expect(extent, "the viewer measured the resting frame").to.match(/^\d+\.\d+,\d+\.\d+$/);
      const [x, y] = extent.split(",").map(Number);
      expect(x, "widest corner, in halves of the visible width").to.be.at.most(1);
      expect(y, "highest corner, in halves of the visible height").to.be.at.most(1);
      // Fitting must not shrink the scene to a thumbnail either.
      expect(Math.max(x, y)).to.be.above(0.6);

      const png = await canvas.screenshot();
      const picture = canvasPicture(png, { background: cornerColour(png), step: 2 });
      expect(picture.foreground, "share of the picture that is not background").to.be.above(0.02);
      expect(picture.colours).to.be.above(40);
      await screenshot(page, `viewer-framing-${name}`);
      expect(problems).to.deep.equal([]);
      await context.close();
    });
  }
});
