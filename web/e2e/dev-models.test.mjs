// The developer model viewer in a real browser: a signed-in owner opens /dev/models, every sample
// table preloads (its `loaded` flag turns true), and each one, opened in turn, is really drawn by
// WebGL (software rendering here: SwiftShader). Wireframe and bounding box visibly change the
// picture, and a model whose file fails to load shows an error while the others keep working.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import { apiCall, ownerToken, uploadFile } from "./support/api.mjs";
import { DEMO, BASE_URL, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { canvasPicture, changedShare } from "./support/canvas-pixels.mjs";

/** The four sample tables the product ships, with the size their stats must show. */
const SAMPLES = [
  { name: "Oak Dining Table", slug: "oak-dining-table", dimensions: "1.80 × 0.75 × 0.90 m" },
  { name: "Round Café Table", slug: "round-cafe-table", dimensions: "0.70 × 0.75 × 0.70 m" },
  { name: "Glass Coffee Table", slug: "glass-coffee-table", dimensions: "1.10 × 0.43 × 0.60 m" },
  { name: "Walnut Side Table", slug: "walnut-side-table", dimensions: "0.50 × 0.58 × 0.50 m" },
];

/** The viewport's clear colour (`STAGE_BACKGROUND` in model-stage.tsx) and the bounding box's. */
const BACKGROUND = [0xee, 0xf0, 0xf4];
const WALNUT_GLB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public/models/samples/walnut-side-table.glb");
const BOUNDS = [0x4f, 0x46, 0xe5];

const listItem = (page, name) => page.locator(".model-item", { hasText: name });
const viewport = (page) => page.locator(".model-viewport");
const canvas = (page) => page.locator(".model-viewport canvas");

async function signIn(page) {
  await page.getByLabel("Workspace").fill(DEMO.tenantSlug);
  await page.getByLabel("Email").fill(DEMO.ownerEmail);
  await page.getByLabel("Password").fill(DEMO.ownerPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/manager/authentication"));
}

/** Opens a sample from the list and waits until a frame with it has been drawn. */
async function open(page, name) {
  await listItem(page, name).click();
  const id = await listItem(page, name).getAttribute("data-model-id");
  await page.waitForURL((url) => url.searchParams.get("model") === id);
  await page.locator(`.model-viewport[data-model-ready="${id}"]`).waitFor({ timeout: 60_000 });
  return id;
}

/** The middle of the canvas: the model is framed there; the toolbar floats at the top. */
const MIDDLE = { region: { left: 0.1, top: 0.15, right: 0.9, bottom: 0.9 } };

/** The share of the middle clearly not background, its distinct colours, and the share in the bounding box's colour. */
function analyse(png) {
  const { foreground, colours, marker } = canvasPicture(png, { background: BACKGROUND, marker: BOUNDS, ...MIDDLE });
  return { foreground, colours, bounds: marker, png };
}

async function readCanvas(page) {
  return analyse(await canvas(page).screenshot());
}

/** Reads the canvas until `check` holds: a toggle re-renders on the next animation frame. */
async function waitForCanvas(page, check, what) {
  const deadline = Date.now() + 15_000;
  let last;
  while (Date.now() < deadline) {
    last = await readCanvas(page);
    if (check(last)) return last;
    await page.waitForTimeout(150);
  }
  throw new Error(`the canvas never showed ${what}: ${JSON.stringify({ ...last, png: undefined })}`);
}

async function setTool(page, name, on) {
  const button = page.getByRole("button", { name, exact: true });
  if ((await button.getAttribute("aria-pressed")) !== String(on)) await button.click();
  expect(await button.getAttribute("aria-pressed")).to.equal(String(on));
}

describe("Developer model viewer: every sample table loads and is drawn", function () {
  stopAfterFirstFailure();
  let browser;
  let owner;
  const ids = {};
  let uploadedId;

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
  });
  after(async () => {
    await browser?.close();
    if (uploadedId) await apiCall("DELETE", `/v1/library/${uploadedId}`, { token: await ownerToken() });
  });

  it("has WebGL in this browser", async () => {
    const { page } = owner;
    await page.goto("/manager/authentication/sign-in");
    const renderer = await page.evaluate(() => {
      const gl = document.createElement("canvas").getContext("webgl2");
      if (!gl) return null;
      const info = gl.getExtension("WEBGL_debug_renderer_info");
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    });
    expect(renderer, "WebGL 2 context").to.be.a("string");
  });

  it("sends a signed-out visitor to sign-in first", async () => {
    const { page } = owner;
    await page.goto("/dev/models");
    await page.waitForURL((url) => url.pathname === "/manager/authentication/sign-in" && url.searchParams.get("next") === "/dev/models");
    await signIn(page);
  });

  it("lists the four samples, and each one's loaded flag turns true", async () => {
    const { page } = owner;
    await page.goto("/dev/models");
    // The first model opens by itself, and the address keeps it.
    await page.waitForURL((url) => Boolean(url.searchParams.get("model")));
    for (const sample of SAMPLES) {
      const item = listItem(page, sample.name);
      await item.waitFor({ timeout: 60_000 });
      ids[sample.slug] = await item.getAttribute("data-model-id");
    }
    // Software WebGL compiles the first frame's shaders on the main thread: allow for it.
    await page.waitForFunction(
      (wanted) => wanted.every((id) => document.querySelector(`.model-item[data-model-id="${id}"]`)?.getAttribute("data-loaded") === "true"),
      Object.values(ids),
      { timeout: 90_000 },
    );
    await page.getByText(/\d+ models/).waitFor();
    await screenshot(page, "dev-models-list-loaded");
  });

  for (const sample of SAMPLES) {
    it(`draws the ${sample.name}, then its wireframe and bounding box`, async () => {
      const { page } = owner;
      await open(page, sample.name);
      await page.getByRole("heading", { name: sample.name, level: 2 }).waitFor();
      expect(await page.getByTestId("model-dimensions").innerText()).to.equal(sample.dimensions);
      expect(await page.getByTestId("optimisation-saving").innerText()).to.match(/not optimised \(sample\)/i);

      // Drawn, not blank: plenty of the middle is something other than the backdrop, in many shades.
      const shaded = await waitForCanvas(page, (c) => c.foreground > 0.03 && c.colours > 40, "the model");
      await screenshot(page, `dev-models-${sample.slug}`);

      // Wireframe: the surfaces give way to lines, so a good part of the model's pixels change.
      await setTool(page, "Wireframe", true);
      await waitForCanvas(page, (c) => changedShare(c.png, shaded.png, MIDDLE) > shaded.foreground * 0.2 && c.foreground > 0.002, "a wireframe");

      await setTool(page, "Bounding box", true);
      await waitForCanvas(page, (c) => c.bounds > 0.001, "the bounding box");
      await screenshot(page, `dev-models-${sample.slug}-wireframe-bbox`);

      await setTool(page, "Wireframe", false);
      await setTool(page, "Bounding box", false);
      await waitForCanvas(page, (c) => c.bounds < 0.0005 && c.foreground > 0.03, "the shaded model again");
    });
  }

  it("keeps the selected model in the address", async () => {
    const { page } = owner;
    await page.goto(`/dev/models?model=${ids["round-cafe-table"]}`);
    await page.locator(`.model-viewport[data-model-ready="${ids["round-cafe-table"]}"]`).waitFor({ timeout: 60_000 });
    expect(await page.locator('.model-item[aria-current="page"]').innerText()).to.contain("Round Café Table");
  });

  it("filters the list by name or tag", async () => {
    const { page } = owner;
    await page.getByLabel("Search models by name or tag").fill("walnut");
    expect(await page.locator(".model-item").count()).to.equal(1);
    await page.getByLabel("Search models by name or tag").fill("wood");
    const names = await page.locator(".model-item-name").allInnerTexts();
    expect(names).to.include.members(["Oak Dining Table", "Walnut Side Table"]);
    expect(names).to.not.include("Glass Coffee Table");
    await page.getByRole("button", { name: "Clear search" }).click();
  });

  it("shows a model that fails to load as an error, and the others keep working", async () => {
    const { page } = owner;
    const broken = "**/models/samples/walnut-side-table.glb";
    await page.route(broken, (route) => route.fulfill({ status: 404, body: "gone" }));
    // A fresh page: the models parsed earlier are cached in memory.
    await page.goto(`/dev/models?model=${ids["walnut-side-table"]}`);
    await viewport(page).getByRole("alert").filter({ hasText: "Could not load Walnut Side Table" }).waitFor({ timeout: 60_000 });
    expect(await viewport(page).getByRole("alert").innerText()).to.contain("HTTP 404");
    await listItem(page, "Walnut Side Table").getByRole("img", { name: "Failed to load" }).waitFor();
    await screenshot(page, "dev-models-load-error");

    await open(page, "Oak Dining Table");
    await waitForCanvas(page, (c) => c.foreground > 0.03 && c.colours > 40, "the oak table after a failed one");

    // Once the file is back, "Try again" loads it.
    await page.unroute(broken);
    await listItem(page, "Walnut Side Table").click();
    await page.waitForURL((url) => url.searchParams.get("model") === ids["walnut-side-table"]);
    await viewport(page).getByRole("button", { name: "Try again" }).click();
    await page.locator(`.model-viewport[data-model-ready="${ids["walnut-side-table"]}"]`).waitFor({ timeout: 60_000 });
    await page.locator(`.model-item[data-model-id="${ids["walnut-side-table"]}"][data-loaded="true"]`).waitFor();
  });

  it("draws an uploaded model, which the API stored meshopt-compressed, with the decoder loaded on demand", async () => {
    const { page } = owner;
    const token = await ownerToken();
    const uploadId = await uploadFile(token, DEMO.brandId, {
      kind: "model",
      fileName: "walnut-upload.glb",
      contentType: "model/gltf-binary",
      bytes: readFileSync(WALNUT_GLB),
    });
    const { body: created } = await apiCall("POST", `/v1/brands/${DEMO.brandId}/library`, {
      token,
      json: { uploadId, name: `Meshopt walnut ${Date.now().toString(36)}`, tags: ["e2e"] },
    });
    uploadedId = created._id;
    let model = created;
    for (const deadline = Date.now() + 60_000; model.status === "processing" && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      ({ body: model } = await apiCall("GET", `/v1/library/${uploadedId}`, { token }));
    }
    expect(model.status).to.equal("ready");
    const stored = Buffer.from(await (await fetch(new URL(model.glb, BASE_URL))).arrayBuffer());
    expect(stored.includes("EXT_meshopt_compression"), "the optimised file uses meshopt").to.equal(true);

    const decoderRequests = [];
    page.on("request", (request) => {
      if (/meshopt/i.test(request.url())) decoderRequests.push(request.url());
    });
    await page.goto(`/dev/models?model=${uploadedId}`);
    await page.locator(`.model-viewport[data-model-ready="${uploadedId}"]`).waitFor({ timeout: 60_000 });
    await waitForCanvas(page, (c) => c.foreground > 0.03 && c.colours > 40, "the uploaded model");
    expect(decoderRequests.length, "the meshopt decoder was loaded").to.be.above(0);
    await screenshot(page, "dev-models-uploaded-meshopt");
  });

  it("raised no page errors", () => {
    expect(owner.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
  });
});
