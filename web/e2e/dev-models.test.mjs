// The developer model viewer in a real browser: a signed-in owner opens /dev/models, every sample
// table preloads (its `loaded` flag turns true), and each one, opened in turn, is really drawn by
// WebGL (software rendering here: SwiftShader). Wireframe and bounding box visibly change the
// picture, and a model whose file fails to load shows an error while the others keep working.
import { inflateSync } from "node:zlib";
import { expect } from "chai";
import { DEMO, launchBrowser, newPage, screenshot } from "./support/browser.mjs";

/** The four sample tables the product ships, with the size their stats must show. */
const SAMPLES = [
  { name: "Oak Dining Table", slug: "oak-dining-table", dimensions: "1.80 × 0.75 × 0.90 m" },
  { name: "Round Café Table", slug: "round-cafe-table", dimensions: "0.70 × 0.75 × 0.70 m" },
  { name: "Glass Coffee Table", slug: "glass-coffee-table", dimensions: "1.10 × 0.43 × 0.60 m" },
  { name: "Walnut Side Table", slug: "walnut-side-table", dimensions: "0.50 × 0.58 × 0.50 m" },
];

/** The viewport's clear colour (`STAGE_BACKGROUND` in model-stage.tsx) and the bounding box's. */
const BACKGROUND = [0xee, 0xf0, 0xf4];
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

// ---------- Reading the canvas: a screenshot of it, decoded here (8-bit RGB/RGBA PNG) ----------

function decodePng(buffer) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString("latin1", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error(`unexpected PNG format (depth ${depth}, colour type ${colourType}, interlace ${interlace})`);
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === "IDAT") {
      data.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = value & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/**
 * What the middle of the canvas holds (the model is framed there; the toolbar floats at the top):
 * the share of pixels clearly not background, the number of distinct colours, and the share in
 * the bounding box's colour.
 */
function analyse(png) {
  const { width, height, channels, pixels } = decodePng(png);
  const colours = new Set();
  let total = 0;
  let foreground = 0;
  let bounds = 0;
  for (let y = Math.floor(height * 0.15); y < height * 0.9; y += 1) {
    for (let x = Math.floor(width * 0.1); x < width * 0.9; x += 1) {
      const i = (y * width + x) * channels;
      const rgb = [pixels[i], pixels[i + 1], pixels[i + 2]];
      total += 1;
      if (distance(rgb, BACKGROUND) > 40) foreground += 1;
      if (distance(rgb, BOUNDS) < 60) bounds += 1;
      colours.add((rgb[0] >> 3) * 1024 + (rgb[1] >> 3) * 32 + (rgb[2] >> 3));
    }
  }
  return { foreground: foreground / total, colours: colours.size, bounds: bounds / total, png };
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

/** Share of the middle of the picture whose colour clearly changed between two screenshots. */
function changedShare(a, b) {
  const [first, second] = [decodePng(a), decodePng(b)];
  if (first.width !== second.width || first.height !== second.height) return 1;
  const { width, height, channels } = first;
  let changed = 0;
  let total = 0;
  for (let y = Math.floor(height * 0.15); y < height * 0.9; y += 1) {
    for (let x = Math.floor(width * 0.1); x < width * 0.9; x += 1) {
      const i = (y * width + x) * channels;
      total += 1;
      const one = [first.pixels[i], first.pixels[i + 1], first.pixels[i + 2]];
      const two = [second.pixels[i], second.pixels[i + 1], second.pixels[i + 2]];
      if (distance(one, two) > 40) changed += 1;
    }
  }
  return changed / total;
}

async function setTool(page, name, on) {
  const button = page.getByRole("button", { name, exact: true });
  if ((await button.getAttribute("aria-pressed")) !== String(on)) await button.click();
  expect(await button.getAttribute("aria-pressed")).to.equal(String(on));
}

describe("Developer model viewer: every sample table loads and is drawn", function () {
  this.bail(true);
  let browser;
  let owner;
  const ids = {};

  before(async () => {
    browser = await launchBrowser();
    owner = await newPage(browser);
  });
  after(async () => {
    await browser?.close();
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
      await waitForCanvas(page, (c) => changedShare(c.png, shaded.png) > shaded.foreground * 0.2 && c.foreground > 0.002, "a wireframe");

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

  it("raised no page errors", () => {
    expect(owner.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
  });
});
