// Embedding on a brand's own site: the demo owner publishes a two-scene experience with a product,
// stands it on a QR code and lists one site (a page served by this test on its own loopback port)
// in the brand's embedding settings. That site's page frames `/embed/{placementId}`: the viewer
// loads without its header's identity, announces itself, goes to a scene, opens a product and
// switches a product's option when the page asks, and tells the page about product taps and the
// visitor's option choices. A second site (another port: another origin) framing the same address
// is refused by the browser (frame-ancestors), and so is the listed site framing the full viewer
// page. Everything is restored and deleted after.
import { createServer } from "node:http";
import { expect } from "chai";
import { apiAs, DEMO_OWNER, ownerToken, uploadFile } from "./support/api.mjs";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { makeVariantChair, VARIANT_CHAIRS } from "../../scripts/lib/variant-chair.mjs";

const suffix = Date.now().toString(36);
const at = (x, z) => ({ position: { x, y: 0, z }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });

/** A site of its own on loopback: one page holding `iframe` (HTML), recording every message it receives. */
async function hostSite(title) {
  let iframe = "";
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>${title}</title><style>body{margin:0;font:16px system-ui;background:#f4f1ea}h1{margin:16px 24px;font-size:20px}iframe{display:block;margin:0 24px;width:calc(100% - 48px)!important;height:calc(100vh - 90px);max-width:900px!important;background:#fff}</style></head>
<body><h1>${title}</h1>${iframe}
<script>window.__messages=[];addEventListener("message",(e)=>window.__messages.push({origin:e.origin,data:e.data}));</script></body></html>`);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { origin, frame: (html) => (iframe = html), close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("Embedding: the viewer framed by a brand's listed site only", function () {
  stopAfterFirstFailure();
  this.timeout(300_000);
  const brandId = DEMO.brandId;
  const ids = {};
  let api;
  let browser;
  let listed;
  let unlisted;
  let savedOrigins;

  const must = async (expected, method, path, json) => {
    const res = await api(method, path, json);
    if (res.status !== expected) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
    return res.body;
  };
  const messages = (page) => page.evaluate(() => window.__messages);
  const waitForMessage = (page, type) => page.waitForFunction((t) => window.__messages.some((m) => m.data?.type === t), type, { timeout: 60_000 });
  const tell = (page, message) => page.evaluate(([m, target]) => document.querySelector("iframe").contentWindow.postMessage(m, target), [message, BASE_URL]);

  before(async () => {
    api = await apiAs(DEMO_OWNER);
    const experience = await must(201, "POST", `/v1/brands/${brandId}/experiences`, { name: `e2e Embedded showroom ${suffix}` });
    ids.experience = experience.id;
    const exp = (rest = "") => `/v1/brands/${brandId}/experiences/${experience.id}${rest}`;
    const intro = (await must(200, "GET", exp("/scenes"))).items[0];
    ids.intro = intro.id;
    await must(200, "PATCH", exp(`/scenes/${intro.id}`), {
      version: intro.version,
      objects: [{ id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(0, 0) }],
      segments: [{ id: "s-oak", title: "The oak table", camera: null, objectIds: ["oak"] }],
    });
    const lounge = await must(201, "POST", exp("/scenes"), { name: "Lounge" });
    ids.lounge = lounge.id;
    await must(200, "PATCH", exp(`/scenes/${lounge.id}`), {
      version: lounge.version,
      objects: [{ id: "glass", kind: "model", libraryObjectId: "sample-glass-coffee-table", transform: at(0, 0) }],
      segments: [{ id: "s-glass", title: "The glass table", camera: null, objectIds: ["glass"] }],
    });
    ids.product = (
      await must(201, "POST", exp("/products"), {
        sku: `E2E-EMBED-${suffix}`,
        name: "Oak dining table",
        description: "Solid oak.",
        price: 1249,
        currency: "EUR",
        url: "https://example.com/oak",
        hotspot: { sceneId: intro.id, position: { x: 0.3, y: 0.8, z: 0.1 } },
      })
    ).id;
    // A chair in fabrics (the repository's small model with material variants), sold with two of them as options.
    const { bytes } = await makeVariantChair(VARIANT_CHAIRS.small);
    const uploadId = await uploadFile(await ownerToken(), brandId, {
      kind: "model",
      fileName: `chair-${suffix}.glb`,
      contentType: "model/gltf-binary",
      bytes: Buffer.from(bytes),
    });
    ids.model = (await must(201, "POST", `/v1/brands/${brandId}/library`, { uploadId, name: `e2e embed chair ${suffix}` }))._id;
    for (const deadline = Date.now() + 120_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
      const model = await must(200, "GET", `/v1/library/${ids.model}`);
      if (model.status === "ready") break;
      if (model.status === "failed" || Date.now() > deadline) throw new Error(`the chair is ${model.status}: ${model.error}`);
    }
    ids.chair = (
      await must(201, "POST", exp("/products"), {
        sku: `E2E-CHAIR-${suffix}`,
        name: "Lounge chair",
        price: 499,
        currency: "EUR",
        url: "https://example.com/chair",
        modelId: ids.model,
        options: [
          { variant: "Linen", name: "Natural linen", sku: `E2E-LIN-${suffix}`, price: 499, url: null },
          { variant: "Velvet green", name: "Green velvet", sku: `E2E-VEL-${suffix}`, price: 549, url: null },
        ],
      })
    ).id;
    await must(201, "POST", exp("/publish"));
    ids.placement = (await must(201, "POST", `/v1/brands/${brandId}/placements`, { name: `e2e embed QR ${suffix}`, defaultExperienceId: experience.id })).id;

    [listed, unlisted] = await Promise.all([hostSite("Acme Home · Our showroom"), hostSite("Someone else's site")]);
    savedOrigins = (await must(200, "GET", `/v1/brands/${brandId}`)).embedOrigins;
    await must(200, "PATCH", `/v1/brands/${brandId}`, { embedOrigins: [...savedOrigins, listed.origin] });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await Promise.all([listed?.close(), unlisted?.close()]);
    if (!api) return;
    if (savedOrigins) await api("PATCH", `/v1/brands/${brandId}`, { embedOrigins: savedOrigins }).catch(() => {});
    if (ids.placement) await api("DELETE", `/v1/brands/${brandId}/placements/${ids.placement}`).catch(() => {});
    if (ids.experience) await api("DELETE", `/v1/brands/${brandId}/experiences/${ids.experience}`).catch(() => {});
    if (ids.model) await api("DELETE", `/v1/library/${ids.model}`).catch(() => {});
  });

  it("loads in the listed site's page, pasted from the oEmbed answer, without the viewer's identity bar, and says it is ready", async () => {
    const oembed = await must(200, "GET", `/v1/public/oembed?url=${encodeURIComponent(`${BASE_URL}/${ids.placement}`)}`);
    ids.snippet = oembed.html;
    expect(ids.snippet).to.contain(`src="${BASE_URL}/embed/${ids.placement}"`);
    listed.frame(ids.snippet);
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 900 } });
    ids.page = page;
    ids.context = context;
    await page.goto(`${listed.origin}/`);
    const frame = page.frameLocator("iframe");
    await frame.locator('.viewer[data-embedded][data-settled-step="0"]').waitFor({ timeout: 120_000 });
    expect(await frame.locator(".viewer-identity").evaluate((el) => getComputedStyle(el).visibility)).to.equal("hidden");
    await waitForMessage(page, "vitrine:ready");
    const ready = (await messages(page)).find((m) => m.data.type === "vitrine:ready");
    expect(ready.origin).to.equal(new URL(BASE_URL).origin);
    expect(ready.data.placementId).to.equal(ids.placement);
    expect(ready.data.scenes.map((s) => s.name)).to.deep.equal(["Intro", "Lounge"]);
    // In the catalogue's order (by name).
    expect(ready.data.products).to.deep.equal([
      {
        id: ids.chair,
        sku: `E2E-CHAIR-${suffix}`,
        name: "Lounge chair",
        options: [
          { id: "Linen", sku: `E2E-LIN-${suffix}`, name: "Natural linen" },
          { id: "Velvet green", sku: `E2E-VEL-${suffix}`, name: "Green velvet" },
        ],
      },
      { id: ids.product, sku: `E2E-EMBED-${suffix}`, name: "Oak dining table" },
    ]);
    await page.waitForTimeout(500);
    await screenshot(page, "viewer-embed-listed-site-desktop");
  });

  it("goes to a scene, opens a product and switches its option when the page asks, and tells the page about product taps and chosen options", async () => {
    const page = ids.page;
    const frame = page.frameLocator("iframe");
    await tell(page, { type: "vitrine:go-to-scene", sceneId: ids.lounge });
    await frame.locator(`.viewer[data-scene="${ids.lounge}"]`).waitFor({ timeout: 60_000 });
    await tell(page, { type: "vitrine:go-to-scene", sceneId: "noSuchScene" });
    await waitForMessage(page, "vitrine:error");
    expect((await messages(page)).find((m) => m.data.type === "vitrine:error").data).to.include({ command: "vitrine:go-to-scene" });

    await tell(page, { type: "vitrine:go-to-scene", sceneId: ids.intro });
    await frame.locator(`.viewer[data-scene="${ids.intro}"][data-settled-step="0"]`).waitFor({ timeout: 60_000 });
    await tell(page, { type: "vitrine:open-product", productId: ids.product });
    const card = frame.getByRole("dialog", { name: "Oak dining table" });
    await card.waitFor({ timeout: 30_000 });
    await waitForMessage(page, "vitrine:product-tap");
    expect((await messages(page)).find((m) => m.data.type === "vitrine:product-tap").data).to.deep.equal({
      type: "vitrine:product-tap",
      productId: ids.product,
      sku: `E2E-EMBED-${suffix}`,
      name: "Oak dining table",
      source: "host",
    });
    await card.getByRole("button", { name: "Close product" }).click();
    await card.waitFor({ state: "detached" });

    // A visitor's own tap on the hotspot is told too.
    await frame.locator('.viewer-pin[data-visible="true"]').first().waitFor({ timeout: 30_000 });
    await frame.getByRole("button", { name: /^Oak dining table, / }).click();
    await card.waitFor();
    await page.waitForFunction(() => window.__messages.some((m) => m.data?.type === "vitrine:product-tap" && m.data.source === "hotspot"), null, {
      timeout: 30_000,
    });
    await card.getByRole("button", { name: "Close product" }).click();
    await card.waitFor({ state: "detached" });

    // Product options: the page switches one (by id, then by SKU) and the open sheet follows; the visitor's own choice is told.
    await tell(page, { type: "vitrine:set-option", productId: ids.chair, optionId: "Velvet green" });
    await tell(page, { type: "vitrine:open-product", productId: ids.chair });
    const chair = frame.getByRole("dialog", { name: "Lounge chair" });
    const radio = (name) => chair.getByRole("radio", { name: new RegExp(name) });
    await radio("Green velvet").waitFor({ timeout: 30_000 });
    expect(await radio("Green velvet").isChecked()).to.equal(true);
    await tell(page, { type: "vitrine:set-option", productId: ids.chair, optionId: `E2E-LIN-${suffix}` });
    await chair.getByText(`Ref. E2E-LIN-${suffix}`).waitFor();
    expect(await radio("Natural linen").isChecked()).to.equal(true);
    await tell(page, { type: "vitrine:set-option", productId: ids.chair, optionId: "Tweed" });
    await page.waitForFunction(() => window.__messages.some((m) => m.data?.command === "vitrine:set-option"), null, { timeout: 30_000 });
    expect((await messages(page)).some((m) => m.data.type === "vitrine:option-selected")).to.equal(false);
    await radio("Green velvet").check();
    await waitForMessage(page, "vitrine:option-selected");
    expect((await messages(page)).find((m) => m.data.type === "vitrine:option-selected").data).to.deep.equal({
      type: "vitrine:option-selected",
      productId: ids.chair,
      optionId: "Velvet green",
      sku: `E2E-VEL-${suffix}`,
      name: "Green velvet",
    });
    await ids.context.close();
  });

  it("fits a phone-sized page", async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${listed.origin}/`);
    await page.frameLocator("iframe").locator('.viewer[data-embedded][data-settled-step="0"]').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(500);
    await screenshot(page, "viewer-embed-listed-site-phone");
    await context.close();
  });

  /**
   * Opens `site`'s page framing `iframe` and tells whether the browser refused the frame: it waits
   * for whichever comes first, the browser's refusal on the console or a viewer in the frame. A
   * refused frame holds the browser's error page for good, so once refused, what the frame and the
   * page hold is final.
   */
  async function refused(site, iframe) {
    site.frame(iframe);
    const { page, context } = await newPage(browser);
    const refusals = [];
    const isRefusal = (m) => /frame-ancestors|Refused to (display|frame)/i.test(m.text());
    page.on("console", (m) => isRefusal(m) && refusals.push(m.text()));
    const inFrame = page.frameLocator("iframe").locator(".viewer, .viewer-message, #root > *").first();
    // The one that loses the race fails later (a timeout, or the closed context): that is no error.
    const outcome = Promise.race([
      page.waitForEvent("console", { predicate: isRefusal, timeout: 60_000 }).catch(() => null),
      inFrame.waitFor({ timeout: 60_000 }).catch(() => null),
    ]);
    await page.goto(`${site.origin}/`);
    await outcome;
    const loaded = (await inFrame.count()) > 0;
    const heard = (await messages(page)).length;
    await context.close();
    return { loaded, refusals, heard };
  }

  it("is refused in another site's page (frame-ancestors), and nothing reaches that page", async () => {
    const { loaded, refusals, heard } = await refused(unlisted, ids.snippet);
    expect(loaded, "the viewer must not load in an unlisted site").to.equal(false);
    expect(refusals.join("\n")).to.match(/frame-ancestors/);
    expect(heard).to.equal(0);
  });

  it("the full viewer page stays unframable, also for the listed site", async () => {
    const { loaded, refusals } = await refused(listed, ids.snippet.replace(`/embed/${ids.placement}`, `/${ids.placement}`));
    expect(loaded).to.equal(false);
    expect(refusals.join("\n")).to.match(/frame-ancestors|X-Frame-Options/);
  });
});
