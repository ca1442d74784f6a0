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
  if (webxr === "no-session") {
    Object.defineProperty(navigator, "xr", {
      value: { isSessionSupported: async (mode) => mode === "immersive-ar", requestSession: async () => Promise.reject(new Error("no headset here")) },
    });
  }
  if (webxr === "session") fakeXrRuntime();

  // Declared inside: an init script is this function's source alone.
  /**
   * A WebXR runtime in the page, as a handheld AR device answers (a phone's browser): an
   * immersive-ar session with hit-test and the DOM overlay, one view filling the screen from a
   * camera `window.__xr.camera` (metres, looking ahead along -z), and a floor found 2 m ahead of
   * the start once `window.__xr.floor` is true. `window.__xr.tap(x, y)` is a tap on the screen: the
   * overlay's element there gets `beforexrselect`, and unless it refuses, the session gets `select`.
   * Frames are the page's animation frames; three.js renders them into its own canvas.
   */
  function fakeXrRuntime() {
    const translation = ({ x, y, z }) => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
    const perspective = (aspect, near = 0.05, far = 100, f = 1 / Math.tan(Math.PI / 6)) => [
      f / aspect,
      0,
      0,
      0,
      0,
      f,
      0,
      0,
      0,
      0,
      (far + near) / (near - far),
      -1,
      0,
      0,
      (2 * far * near) / (near - far),
      0,
    ];
    const xr = (window.__xr = { camera: { x: 0, y: 1.2, z: 0.5 }, floor: false, frames: 0, session: null, hitSourceCancelled: false });
    class FakeXrSession extends EventTarget {
      constructor(init) {
        super();
        this.init = init;
        this.renderState = { baseLayer: null, depthNear: 0.1, depthFar: 1000 };
        this.enabledFeatures = ["local", "viewer", ...init.requiredFeatures, "dom-overlay"];
        this.inputSources = [];
        this.environmentBlendMode = "alpha-blend";
        this.domOverlayState = { type: "screen" };
        this.pending = new Map();
        this.nextId = 1;
        this.ended = false;
      }
      updateRenderState(state) {
        Object.assign(this.renderState, state);
      }
      async requestReferenceSpace(type) {
        return { type };
      }
      async requestHitTestSource() {
        return { cancel: () => (xr.hitSourceCancelled = true) };
      }
      requestAnimationFrame(callback) {
        const id = this.nextId++;
        this.pending.set(
          id,
          window.requestAnimationFrame((time) => {
            if (!this.pending.delete(id) || this.ended) return;
            xr.frames += 1;
            callback(time, this.frame());
          }),
        );
        return id;
      }
      cancelAnimationFrame(id) {
        window.cancelAnimationFrame(this.pending.get(id));
        this.pending.delete(id);
      }
      frame() {
        const view = { eye: "none", projectionMatrix: perspective(innerWidth / innerHeight), transform: { matrix: translation(xr.camera) } };
        const floor = { getPose: () => ({ transform: { matrix: translation({ x: 0, y: 0, z: -1.5 }) } }) };
        return { session: this, getViewerPose: () => ({ transform: view.transform, views: [view] }), getHitTestResults: () => (xr.floor ? [floor] : []) };
      }
      async end() {
        if (this.ended) return;
        this.ended = true;
        this.dispatchEvent(new Event("end"));
      }
    }
    xr.tap = (x, y) => {
      const root = xr.session.init.domOverlay.root;
      const hit = document.elementFromPoint(x, y);
      const before = new Event("beforexrselect", { bubbles: true, cancelable: true });
      (hit && root.contains(hit) ? hit : root).dispatchEvent(before);
      if (before.defaultPrevented) return false;
      xr.session.dispatchEvent(Object.assign(new Event("select"), { inputSource: {}, frame: null }));
      return true;
    };
    // The page's WebGL canvas draws for the session: no layers API, a layer over the default framebuffer.
    for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) context.prototype.makeXRCompatible = async () => {};
    Object.defineProperty(window, "XRWebGLBinding", { value: undefined, configurable: true });
    window.XRWebGLLayer = class {
      constructor(session, gl) {
        // What the device's screen shows: the frames over a grey "camera", the overlay on top (the
        // real overlay stands in the top layer; the page under it is not shown).
        Object.assign(gl.canvas.style, { position: "fixed", inset: "0", width: "100vw", height: "100vh", background: "#8d8a85", zIndex: "2147483646" });
        document.body.append(gl.canvas);
        session.init.domOverlay.root.style.zIndex = "2147483647";
        session.addEventListener("end", () => gl.canvas.remove());
        this.framebuffer = null;
        this.framebufferWidth = innerWidth;
        this.framebufferHeight = innerHeight;
        this.ignoreDepthValues = true;
      }
      getViewport() {
        return { x: 0, y: 0, width: this.framebufferWidth, height: this.framebufferHeight };
      }
    };
    Object.defineProperty(navigator, "xr", {
      value: {
        isSessionSupported: async (mode) => mode === "immersive-ar",
        requestSession: async (mode, init) => {
          if (mode !== "immersive-ar" || !init.requiredFeatures.includes("hit-test")) throw new Error(`no ${mode} here`);
          return (xr.session = new FakeXrSession(init));
        },
      },
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
  async function open(device, { viewport, userAgent, hasTouch = false, isMobile = false, locale = "en-US", dimensions, hotspotHeight }) {
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
      // The product's hotspot `hotspotHeight` metres above the model's origin, as the model measures it.
      let hotspot = null;
      if (hotspotHeight) {
        const scene = manifest.scenes.find((s) => s.objects.some((o) => o.modelId === arModelId));
        const { position, rotation, scale } = scene.objects.find((o) => o.modelId === arModelId).transform;
        const up = hotspotHeight * scale.y * (model.scale ?? 1);
        // Up through the XYZ rotation (three.js's order: Z, then Y, then X).
        const [x1, y1] = [-up * Math.sin(rotation.z), up * Math.cos(rotation.z)];
        const [x2, z2] = [x1 * Math.cos(rotation.y), -x1 * Math.sin(rotation.y)];
        const [y3, z3] = [y1 * Math.cos(rotation.x) - z2 * Math.sin(rotation.x), y1 * Math.sin(rotation.x) + z2 * Math.cos(rotation.x)];
        hotspot = { sceneId: scene.id, position: { x: position.x + x2, y: position.y + y3, z: position.z + z3 } };
      }
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
          hotspot,
          ...(dimensions && { dimensions }),
        },
      ];
      await route.fulfill({ response, json: body });
    });
    return { context, page, events, scripts };
  }

  /** Opens the page with the link a desktop's QR code holds, which opens the AR model's product. */
  async function openProduct(page) {
    if (!arModelId) {
      // The model's id comes with the first manifest (a test run alone has seen none yet).
      await page.goto(`/${DEMO.placementId}`);
      await page.waitForSelector(".viewer[data-ready]", { timeout: 90_000 });
    }
    await page.goto(`/${DEMO.placementId}#ar=${encodeURIComponent(arModelId)}`);
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
    const { context, page } = await open({ webxr: "no-session" }, { viewport: PHONE, userAgent: QUEST_UA });
    await openProduct(page);
    const button = page.locator(".viewer-ar-button");
    await button.waitFor();
    expect(await button.getAttribute("data-ar-mode")).to.equal("webxr");
    await button.click();
    await page.locator(".viewer-ar-error").waitFor();
    await context.close();
  });

  it("in a WebXR session, places the product at its real size with its hotspot pinned on it and its banner, whose call to action records ar_cta", async () => {
    const { context, page, events } = await open({ webxr: "session" }, { viewport: PHONE, userAgent: QUEST_UA, hotspotHeight: 0.9 });
    await openProduct(page);
    await page.locator(".viewer-ar-button").click();
    const overlay = page.locator(".viewer-webxr-overlay:not([hidden])");
    await overlay.waitFor();
    const frames = () => page.evaluate(() => window.__xr.frames);
    const nextFrames = async () => page.waitForFunction((n) => window.__xr.frames > n, (await frames()) + 2);
    await nextFrames();
    const banner = overlay.locator(".viewer-webxr-banner");
    expect(await banner.locator("h2").textContent()).to.equal("Oak dining table");
    expect(await banner.locator(".viewer-webxr-price").textContent()).to.equal("€890.00");
    const cta = banner.getByRole("link", { name: "View product" });
    expect(await cta.getAttribute("href")).to.equal(SHOP_URL);
    const hint = overlay.locator(".viewer-webxr-hint");
    expect(await hint.textContent()).to.equal("Point at the floor, then tap to place it");
    // The pin is out of sight (and of the accessibility tree) until the model is placed.
    expect(await overlay.locator(".viewer-webxr-pin").getAttribute("data-visible")).to.equal("false");
    const pin = overlay.getByRole("button", { name: "Oak dining table" });
    expect(await pin.count()).to.equal(0);

    // No floor found yet: a tap places nothing.
    await page.evaluate(() => window.__xr.tap(195, 300));
    await nextFrames();
    expect(await hint.count()).to.equal(1);
    await page.evaluate(() => (window.__xr.floor = true));
    await nextFrames();
    // A tap on the banner's button or on Exit AR is theirs: it places nothing.
    for (const control of [cta, overlay.getByRole("button", { name: "Exit AR" })]) {
      const box = await control.boundingBox();
      expect(await page.evaluate(({ x, y }) => window.__xr.tap(x, y), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).to.equal(false);
    }
    // Elsewhere, it places the model on the floor found 2 m ahead.
    expect(await page.evaluate(() => window.__xr.tap(195, 300))).to.equal(true);
    await hint.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelector(".viewer-webxr-pin")?.dataset.visible === "true");
    await nextFrames();

    // The pin's dot stands where the hotspot (0.9 m up the model, placed at (0, 0, -1.5)) is seen
    // from the camera at (0, 1.2, 0.5) with a 60° field of view, and follows it when the camera moves.
    const dotCentre = async () => {
      const box = await pin.locator(".viewer-webxr-pin-dot").boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const seen = (cameraX) => {
      const f = 1 / Math.tan(Math.PI / 6);
      const aspect = PHONE.width / PHONE.height;
      return { x: ((1 + ((f / aspect) * (0 - cameraX)) / 2) / 2) * PHONE.width, y: ((1 - (f * (0.9 - 1.2)) / 2) / 2) * PHONE.height };
    };
    const near = (actual, expected) => expect(Math.hypot(actual.x - expected.x, actual.y - expected.y), JSON.stringify({ actual, expected })).to.be.below(3);
    near(await dotCentre(), seen(0));
    await page.evaluate(() => (window.__xr.camera.x = 0.2));
    await nextFrames();
    near(await dotCentre(), seen(0.2));
    await screenshot(page, "viewer-webxr-phone");

    // The pin puts the banner away and brings it back.
    await pin.click();
    expect(await banner.isHidden()).to.equal(true);
    await pin.click();
    expect(await banner.isVisible()).to.equal(true);
    await page.setViewportSize(DESKTOP);
    await nextFrames();
    await screenshot(page, "viewer-webxr-desktop");

    // The call to action ends the session, records ar_cta and opens the product's page. The shop
    // answers 204, so this page stays to be read (a page being left sends its last events by
    // beacon, which the browser does not show here).
    await context.route(SHOP_URL, (route) => route.fulfill({ status: 204 }));
    const shop = page.waitForRequest(SHOP_URL);
    await cta.click();
    await shop;
    expect(
      await page.evaluate(() => [window.__xr.session.ended, window.__xr.hitSourceCancelled, document.querySelector(".viewer-webxr-overlay")]),
    ).to.deep.equal([true, true, null]);
    const of = (type) => events.filter((e) => e.type === type).map((e) => e.data);
    for (let waited = 0; of("ar_cta").length === 0 && waited < 10_000; waited += 250) await page.waitForTimeout(250);
    await context.close();
    expect(of("ar_launch")).to.deep.equal([{ modelId: arModelId, productId: PRODUCT_ID, platform: "webxr" }]);
    expect(of("ar_cta")).to.have.length(1);
    expect(of("ar_cta")[0]).to.deep.include({ modelId: arModelId, productId: PRODUCT_ID, platform: "webxr", url: SHOP_URL });
    expect(of("ar_time").map((e) => e.platform)).to.deep.equal(["webxr"]);
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
