// Uploaded images reach phones as resized WebP copies, and the console's typeface is shipped: an
// image uploaded through the API is listed with its copies in the console (the 40 px thumbnail
// loads the smallest) and in the public viewer (the product picture and the logo pick a copy by
// the screen's width); the console draws with Inter, which the viewer never downloads. Screenshots
// at a phone's 390x844 and a desktop's 1440x900. The experience and placement are deleted at the end.
import { expect } from "chai";
import sharp from "sharp";
import { apiCall, ownerToken, signInPage, uploadFile } from "./support/api.mjs";
import { DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";

const SCREENS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

/** A 1600x1200 photo-like JPEG (a gradient with a disc), made here so the test needs no file. */
async function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8963e"/><stop offset="1" stop-color="#1f3a2e"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="600" r="380" fill="#f6f2ea"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A wide logo, 900x240 PNG. */
async function logo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="240"><rect width="900" height="240" rx="40" fill="#1f3a2e"/>
    <circle cx="120" cy="120" r="70" fill="#c8963e"/><rect x="230" y="90" width="600" height="60" rx="30" fill="#f6f2ea"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("Responsive images and the console's font", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const suffix = Date.now().toString(36);
  const brandId = DEMO.brandId;
  let token;
  let browser;
  let experienceId;
  let placementId;

  before(async () => {
    token = await ownerToken();
    const exp = (path = "") => `/v1/brands/${brandId}/experiences/${experienceId}${path}`;
    experienceId = (await apiCall("POST", `/v1/brands/${brandId}/experiences`, { token, json: { name: `e2e images ${suffix}` } })).body.id;
    const intro = (await apiCall("GET", exp("/scenes"), { token })).body.items[0];
    const transform = { position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } };
    await apiCall("PATCH", exp(`/scenes/${intro.id}`), {
      token,
      json: { version: intro.version, objects: [{ id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform }] },
    });
    const imageUploadId = await uploadFile(token, brandId, { kind: "image", fileName: `sofa-${suffix}.jpg`, contentType: "image/jpeg", bytes: await photo() });
    const logoUploadId = await uploadFile(token, brandId, { kind: "image", fileName: `logo-${suffix}.png`, contentType: "image/png", bytes: await logo() });
    await apiCall("POST", exp("/products"), {
      token,
      json: { sku: `IMG-${suffix}`, name: "Linen sofa", description: "Three seats, oak legs.", price: 1890, currency: "EUR", imageUploadId },
    });
    const theme = (await apiCall("GET", exp("/theme"), { token })).body;
    await apiCall("PUT", exp("/theme"), {
      token,
      json: { colors: theme.colors, fontFamily: "Georgia", buttonStyle: theme.buttonStyle, loadingText: theme.loadingText, logoUploadId },
    });
    await apiCall("POST", exp("/publish"), { token });
    placementId = (await apiCall("POST", `/v1/brands/${brandId}/placements`, { token, json: { name: `e2e images QR ${suffix}`, defaultExperienceId: experienceId } })).body.id;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (placementId) await apiCall("DELETE", `/v1/brands/${brandId}/placements/${placementId}`, { token }).catch(() => {});
    if (experienceId) await apiCall("DELETE", `/v1/brands/${brandId}/experiences/${experienceId}`, { token }).catch(() => {});
  });

  for (const [screen, viewport] of Object.entries(SCREENS)) {
    it(`console (${screen}): the product list's thumbnail loads the smallest copy, and the console draws with Inter`, async () => {
      const { page, context, problems } = await newPage(browser, { viewport });
      await signInPage(page, undefined, `/manager/panel/brands/${brandId}/experience/${experienceId}/products`);
      const thumbnail = page.locator(".product-thumb img").first();
      await thumbnail.waitFor();
      await thumbnail.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumbnail.elementHandle());
      const picked = await thumbnail.evaluate((img) => ({ srcset: img.srcset, sizes: img.sizes, current: img.currentSrc }));
      expect(picked.srcset.split(", ").map((entry) => entry.split(" ")[1])).to.deep.equal(["320w", "640w", "1280w"]);
      expect(picked.sizes).to.equal("40px");
      // (naturalWidth would say 40: with a srcset it is the file's width over its density.)
      expect(picked.current).to.match(/\/variants\/320w\.webp/);
      const font = await page.evaluate(async () => {
        await document.fonts.ready;
        return { family: getComputedStyle(document.body).fontFamily, loaded: document.fonts.check('14px "Inter Variable"') };
      });
      expect(font.family).to.match(/^"Inter Variable"/);
      expect(font.loaded, "Inter is loaded").to.equal(true);
      await screenshot(page, `images-console-products-${screen}`);
      expect(problems.filter((problem) => problem.startsWith("pageerror"))).to.deep.equal([]);
      await context.close();
    });

    it(`viewer (${screen}): the product picture and the logo pick a copy for the screen, and no font is downloaded`, async () => {
      const { page, context } = await newPage(browser, { viewport });
      const fonts = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      // Without WebGL the viewer shows the experience as a page listing its products: a picture
      // in a known slot, with no 3D in the way.
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
          return /webgl/i.test(type) ? null : original.call(this, type, ...rest);
        };
      });
      await page.goto(`/${placementId}`);
      const products = page.getByRole("list", { name: "Products" });
      await products.getByRole("heading", { name: "Linen sofa" }).waitFor({ timeout: 120_000 });
      const picture = products.locator("img").first();
      await picture.scrollIntoViewIfNeeded();
      await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
      const shown = await picture.evaluate((img) => ({ srcset: img.srcset, current: img.currentSrc, drawn: img.getBoundingClientRect().width * devicePixelRatio }));
      expect(shown.srcset.split(", ")).to.have.length(3);
      // A copy, not the 1600 px original, and wide enough for where it is drawn (never upscaled).
      const width = Number(/\/variants\/(\d+)w\.webp/.exec(shown.current)?.[1]);
      expect([320, 640, 1280], shown.current).to.include(width);
      expect(width).to.be.at.least(Math.floor(shown.drawn));
      const mark = page.locator("img.viewer-logo").first();
      await mark.waitFor();
      expect(await mark.evaluate((img) => img.srcset.split(", ").length)).to.equal(3);
      expect(fonts, "fonts the viewer downloaded").to.deep.equal([]);
      await screenshot(page, `images-viewer-products-${screen}`);
      await context.close();
    });
  }
});
