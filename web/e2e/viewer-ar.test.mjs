// "View in your space" in the public viewer, per device: the demo placement's published manifest
// is given an AR file for one model, sold as a product (the API side, USDZ included, is covered by
// functions/test/integration/library-ar.test.ts), and the page is opened with the link a desktop's
// QR code holds (`#ar=<modelId>`), which opens that product's card. An iPhone (Safari's `<a
// rel="ar">` support) gets AR Quick Look with the USDZ at real size, an Android phone Scene
// Viewer's intent with the GLB, a WebXR browser an immersive-ar session, a desktop a QR code, and a
// phone that can do none of it no button. The AR code loads only then.
import { expect } from "chai";
import { BASE_URL, DEMO, launchBrowser, screenshot } from "./support/browser.mjs";
import { decodePng } from "./support/canvas-pixels.mjs";

const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const QUEST_UA = "Mozilla/5.0 (X11; Linux x86_64; Quest 3) AppleWebKit/537.36 (KHTML, like Gecko) OculusBrowser/33.0 Chrome/126.0.0.0 VR Safari/537.36";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const USDZ = `${BASE_URL}/models/samples/oak-dining-table.usdz`;
const PRODUCT_ID = "arTestProduct";
const SHOP_URL = "https://shop.example.com/oak-table";

/**
 * Before any page script: records the links the viewer clicks (Quick Look and Scene Viewer are
 * opened by clicking a link) instead of following them; makes `<a rel="ar">` supported (Safari on
 * iOS) or WebXR's immersive-ar available when asked.
 */
function deviceScript({ arLink, webxr }) {
  window.__clickedLinks = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.rel === "ar" || this.href.startsWith("intent:")) {
      window.__clickedLinks.push({ rel: this.rel, href: this.href, hasImage: this.querySelector("img") !== null });
      return;
    }
    return click.call(this);
  };
  if (arLink) {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token) {
      return token === "ar" ? true : supports.call(this, token);
    };
  }
  if (webxr) {
    Object.defineProperty(navigator, "xr", {
      value: { isSessionSupported: async (mode) => mode === "immersive-ar", requestSession: async () => Promise.reject(new Error("no headset here")) },
    });
  }
}

describe("Public viewer: View in your space (AR)", function () {
  this.timeout(180_000);
  let browser;
  let arModelId;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  /** A page as `device` with the demo manifest given an AR model sold as a product; the ingested analytics events are collected. */
  async function open(device, { viewport, userAgent, hasTouch = false, isMobile = false, locale = "en-US", dimensions }) {
    const context = await browser.newContext({ viewport, baseURL: BASE_URL, userAgent, hasTouch, isMobile, locale });
    await context.addInitScript(deviceScript, device);
    const page = await context.newPage();
    const events = [];
    const scripts = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".js")) scripts.push(request.url());
      if (request.url().includes("/v1/public/events") && request.method() === "POST") events.push(...(request.postDataJSON()?.events ?? []));
    });
    await context.route(/\/v1\/public\/.*manifests/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const manifest = body.manifest ?? body;
      arModelId ??= Object.keys(manifest.models)[0];
      const model = manifest.models[arModelId];
      model.ar = { usdz: USDZ, placement: "floor" };
      model.productId = PRODUCT_ID;
      manifest.products = [
        ...manifest.products,
        {
          id: PRODUCT_ID,
          sku: "OAK-AR",
          name: "Oak dining table",
          description: "Solid oak, 180 cm.",
          price: 890,
          currency: "EUR",
          imageUrl: null,
          imageVariants: [],
          url: SHOP_URL,
          hotspot: null,
          ...(dimensions && { dimensions }),
        },
      ];
      await route.fulfill({ response, json: body });
    });
    return { context, page, events, scripts };
  }

  async function openProduct(page) {
    await page.goto(`/${DEMO.placementId}`);
    await page.waitForSelector(".viewer[data-ready]", { timeout: 90_000 });
    await page.evaluate((id) => (window.location.hash = `ar=${id}`), arModelId);
    await page.reload();
    await page.waitForSelector(".viewer-product-card", { timeout: 90_000 });
  }

  it("loads no AR code until a product that has AR is shown", async () => {
    const { context, page, scripts } = await open({}, { viewport: DESKTOP });
    await page.goto(`/${DEMO.placementId}`);
    await page.waitForSelector(".viewer[data-ready]", { timeout: 90_000 });
    expect(scripts.filter((url) => /ar-button|ar-qr-dialog|webxr-session/.test(url))).to.deep.equal([]);
    expect(await page.locator(".viewer-ar-button").count()).to.equal(0);
    await context.close();
  });

  it("on an iPhone, opens AR Quick Look with the USDZ at its real size, and records ar_launch", async () => {
    const { context, page, events } = await open({ arLink: true }, { viewport: PHONE, userAgent: IPHONE_UA, hasTouch: true, isMobile: true });
    await openProduct(page);
    const button = page.locator(".viewer-ar-button");
    await button.waitFor();
    expect(await button.getAttribute("data-ar-mode")).to.equal("quick-look");
    expect((await button.textContent()).trim()).to.equal("View in your space");
    await screenshot(page, "viewer-ar-iphone");
    await button.click();
    const clicked = await page.evaluate(() => window.__clickedLinks);
    // The banner: the product's name, price and a button to its page.
    expect(clicked).to.deep.equal([
      {
        rel: "ar",
        href: `${USDZ}#allowsContentScaling=0&checkoutTitle=Oak%20dining%20table&price=%E2%82%AC890.00&callToAction=View%20product`,
        hasImage: true,
      },
    ]);
    // Back from Quick Look: the time spent in AR is recorded too.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.waitForTimeout(500);
    const launch = events.find((e) => e.type === "ar_launch");
    expect(launch?.data).to.deep.include({ modelId: arModelId, productId: PRODUCT_ID, platform: "ios" });
    expect(events.some((e) => e.type === "ar_time" && e.data.platform === "ios")).to.equal(true);
    // Quick Look tells the link when its banner's button is tapped: ar_cta, then the product's page.
    await context.route(SHOP_URL, (route) => route.fulfill({ contentType: "text/html", body: "<title>Shop</title>" }));
    await page.evaluate(() => document.querySelector('a[rel="ar"]').dispatchEvent(new MessageEvent("message", { data: "_apple_ar_quicklook_button_tapped" })));
    await page.waitForURL(SHOP_URL);
    await context.close();
    expect(events.find((e) => e.type === "ar_cta")?.data).to.deep.include({ modelId: arModelId, productId: PRODUCT_ID, platform: "ios", url: SHOP_URL });
  });

  it("on an Android phone, opens Scene Viewer with the GLB, at real size, falling back to this page", async () => {
    const { context, page } = await open({}, { viewport: PHONE, userAgent: ANDROID_UA, hasTouch: true, isMobile: true });
    await openProduct(page);
    const button = page.locator(".viewer-ar-button");
    await button.waitFor();
    expect(await button.getAttribute("data-ar-mode")).to.equal("scene-viewer");
    await button.click();
    const [link] = await page.evaluate(() => window.__clickedLinks);
    expect(link.href).to.match(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.2\?/);
    const params = new URL(link.href.replace(/^intent:/, "https:").split("#")[0]).searchParams;
    expect(params.get("file")).to.match(/\.glb$/);
    expect(params.get("mode")).to.equal("ar_preferred");
    expect(params.get("resizable")).to.equal("false");
    expect([params.get("title"), params.get("link")]).to.deep.equal(["Oak dining table", SHOP_URL]);
    expect(link.href).to.include("package=com.google.android.googlequicksearchbox");
    expect(decodeURIComponent(/S\.browser_fallback_url=([^;]+)/.exec(link.href)[1])).to.include(`/${DEMO.placementId}`);
    await context.close();
  });

  it("in a WebXR browser with immersive-ar, offers AR through WebXR (and says so when the session cannot start)", async () => {
    const { context, page } = await open({ webxr: true }, { viewport: PHONE, userAgent: QUEST_UA });
    await openProduct(page);
    const button = page.locator(".viewer-ar-button");
    await button.waitFor();
    expect(await button.getAttribute("data-ar-mode")).to.equal("webxr");
    await button.click();
    await page.locator(".viewer-ar-error").waitFor();
    await context.close();
  });

  it("on a desktop, shows a QR code that opens the same product on a phone", async () => {
    const { context, page } = await open({}, { viewport: DESKTOP });
    await openProduct(page);
    const button = page.locator(".viewer-ar-button");
    await button.waitFor();
    expect(await button.getAttribute("data-ar-mode")).to.equal("qr");
    await button.click();
    const code = page.locator(".viewer-ar-qr-code svg");
    await code.waitFor();
    const link = await page.locator(".viewer-ar-qr-code").getAttribute("data-link");
    expect(link).to.equal(`${BASE_URL}/${DEMO.placementId}#ar=${encodeURIComponent(arModelId)}`);
    await screenshot(page, "viewer-ar-desktop-qr");
    await page.keyboard.press("Escape");
    await page.locator(".viewer-ar-qr").waitFor({ state: "detached" });
    await context.close();
  });

  it("shows a product's dimensions in the visitor's units, and draws them around its model only when asked", async () => {
    const table = { width: 1.6, height: 0.75, depth: 0.9 };
    const canvasShot = async (page) => decodePng(await page.locator(".viewer canvas").first().screenshot());
    // An American visitor reads inches; a French one centimetres, in French (the demo brand has French).
    for (const [viewport, locale, text] of [
      [PHONE, "en-US", "W × H × D 63 × 29.5 × 35.5 in"],
      [DESKTOP, "fr-FR", "L × H × P 160 × 75 × 90 cm"],
    ]) {
      const phone = viewport === PHONE;
      const { context, page, scripts } = await open(
        {},
        { viewport, locale, dimensions: table, ...(phone && { userAgent: IPHONE_UA, hasTouch: true, isMobile: true }) },
      );
      await openProduct(page);
      const dimensions = page.locator(".viewer-product-dimensions");
      await dimensions.waitFor();
      expect((await dimensions.locator("p").textContent()).replace(/\s+/g, " ").trim()).to.equal(text);
      const toggle = dimensions.getByRole("button");
      expect(await toggle.getAttribute("aria-pressed")).to.equal("false");
      expect(
        scripts.filter((url) => /dimensions-overlay/.test(url)),
        "the overlay's code before it is asked for",
      ).to.deep.equal([]);
      const before = await canvasShot(page);
      await toggle.click();
      await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => /dimensions-overlay/.test(r.name)));
      if (phone) {
        // The sheet covers the scene on a phone: asking for the drawing closes it, and the drawing stays.
        await page.locator(".viewer-product-card").waitFor({ state: "detached" });
        await page.waitForTimeout(500);
        await screenshot(page, "viewer-dimensions-phone");
        await context.close();
        continue;
      }
      expect(await toggle.getAttribute("aria-pressed")).to.equal("true");
      // The box's edges and three labels: the scene's pixels change where the model stands.
      let changed = 0;
      for (let attempt = 0; attempt < 20 && changed < 500; attempt += 1) {
        await page.waitForTimeout(250);
        const after = await canvasShot(page);
        changed = 0;
        for (let i = 0; i < after.pixels.length; i += after.channels) if (Math.abs(after.pixels[i] - before.pixels[i]) > 40) changed += 1;
      }
      expect(changed, "pixels the overlay changed").to.be.greaterThan(500);
      await screenshot(page, "viewer-dimensions-desktop");
      // Switched off in the sheet.
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).to.equal("false");
      await context.close();
    }
  });

  it("on a phone that can do none of it, shows no button", async () => {
    const { context, page } = await open({}, { viewport: PHONE, userAgent: IPHONE_UA, hasTouch: true, isMobile: true });
    await openProduct(page);
    await page.waitForTimeout(1500);
    expect(await page.locator(".viewer-ar-button").count()).to.equal(0);
    await context.close();
  });
});
