// The public viewer in a real browser (software WebGL here), as a visitor who scanned a QR code.
// The demo owner builds an experience through the API (two scenes of sample tables, a set, a
// product with a hotspot, host, theme, survey and assistant), publishes it and stands it on a new
// placement; the visitor sees it drawn, walks the segments, opens the product, answers the survey
// and asks the assistant. Then every way of having nothing to show: unknown placement, preview
// link (draft, banner) and revoked link, no WebGL, a model that fails. Everything is deleted after.
import { inflateSync } from "node:zlib";
import { expect } from "chai";
import { BASE_URL, DEMO, launchBrowser, newPage, screenshot, stopAfterFirstFailure } from "./support/browser.mjs";
import { withoutWebgl } from "./support/without-webgl.mjs";

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const suffix = `${Date.now().toString(36)}`;
/** The colour the video wall's film is recorded in, to find it in the picture. */
const VIDEO_COLOUR = [0xd6, 0x28, 0x28];
const VIDEO_COLOUR_HEX = "#d62828";

/** The API as the demo owner: the story's setup and clean-up. */
async function ownerApi() {
  const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${DEMO.tenantSlug}`)).json();
  const signIn = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  const { idToken } = await signIn.json();
  return async (method, path, json, expected) => {
    const res = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: { Authorization: `Bearer ${idToken}`, ...(json && { "Content-Type": "application/json" }) },
      body: json && JSON.stringify(json),
    });
    const text = await res.text();
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (expected && res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 400)}`);
    return { status: res.status, body };
  };
}

/** A ~1.5 s WebM filled with `colour` (a white bar moving), recorded from a canvas with MediaRecorder. */
async function recordWebm(page, colour) {
  const base64 = await page.evaluate(async (background) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: "video/webm" });
    const chunks = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    while (performance.now() - started < 1500) {
      const t = (performance.now() - started) / 1500;
      context.fillStyle = background;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = "#ffffff";
      context.fillRect(20 + t * 260, 150, 40, 12);
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, colour);
  return Buffer.from(base64, "base64");
}

/** Uploads `bytes` as a brand video (upload ticket, PUT, complete, then the video record). */
async function uploadVideo(api, brandId, title, bytes) {
  const ticket = (
    await api(
      "POST",
      `/v1/brands/${brandId}/uploads`,
      { kind: "video", fileName: `${title.replaceAll(" ", "-")}.webm`, contentType: "video/webm", size: bytes.length },
      201,
    )
  ).body;
  const put = await fetch(new URL(ticket.uploadUrl, BASE_URL), { method: "PUT", headers: ticket.headers, body: bytes });
  if (!put.ok) throw new Error(`upload PUT: ${put.status}`);
  await api("POST", `/v1/brands/${brandId}/uploads/${ticket.uploadId}/complete`, undefined, 200);
  return (await api("POST", `/v1/brands/${brandId}/videos`, { uploadId: ticket.uploadId, title, durationSeconds: 1.5, width: 320, height: 180 }, 201)).body.id;
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
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) throw new Error("unexpected PNG format");
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
 * How much of the picture is "something": pixels far from their row's median colour (the stage's
 * background is a smooth gradient, so only drawn things stand out), and how many colours it has.
 */
function analyse(png) {
  const { width, height, channels, pixels } = decodePng(png);
  let foreground = 0;
  let total = 0;
  const colours = new Set();
  for (let y = Math.floor(height * 0.15); y < height * 0.85; y += 2) {
    const row = [];
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * channels;
      row.push([pixels[i], pixels[i + 1], pixels[i + 2]]);
    }
    const median = [0, 1, 2].map((c) => row.map((p) => p[c]).sort((a, b) => a - b)[row.length >> 1]);
    for (const rgb of row) {
      total += 1;
      if (distance(rgb, median) > 40) foreground += 1;
      colours.add((rgb[0] >> 3) * 1024 + (rgb[1] >> 3) * 32 + (rgb[2] >> 3));
    }
  }
  return { foreground: foreground / total, colours: colours.size, png };
}

/** Share of the picture within reach of `rgb` (the video wall's recorded colour). */
function colourShare(png, rgb) {
  const { width, height, channels, pixels } = decodePng(png);
  let near = 0;
  let total = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * channels;
      total += 1;
      if (distance([pixels[i], pixels[i + 1], pixels[i + 2]], rgb) < 60) near += 1;
    }
  }
  return near / total;
}

function changedShare(a, b) {
  const [first, second] = [decodePng(a), decodePng(b)];
  if (first.width !== second.width || first.height !== second.height) return 1;
  const { width, height, channels } = first;
  let changed = 0;
  let total = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * channels;
      total += 1;
      if (distance([first.pixels[i], first.pixels[i + 1], first.pixels[i + 2]], [second.pixels[i], second.pixels[i + 1], second.pixels[i + 2]]) > 30)
        changed += 1;
    }
  }
  return changed / total;
}

const flushAnalytics = (page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })));

/**
 * Waits until every type in `types` is among the events collected, or 15 s have passed: a beacon's
 * body reaches the test asynchronously (read from its Blob, then handed over from the page).
 */
async function sentEventTypes(events, types) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && !types.every((type) => events.includes(type))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return events;
}

const canvasShot = (page) => page.locator(".viewer-canvas canvas").screenshot();

/** Waits until the camera rests at tour step `index` (the viewer marks it on its root). */
async function settledAt(page, index) {
  await page.locator(`.viewer[data-settled-step="${index}"]`).waitFor({ timeout: 120_000 });
  // One more frame for the pins and the picture to catch up with the resting camera.
  await page.waitForTimeout(400);
}

/**
 * The types of the analytics events the viewer sent to `POST /v1/public/events`: batches sent with
 * fetch are read from the requests; what leaves by navigator.sendBeacon (the rest, when the page
 * goes away) is copied as it is handed to the browser, since a beacon's body is not exposed.
 * `flushAnalytics` plays the page going away. Call before the page's first navigation.
 */
async function collectAnalytics(page) {
  const events = [];
  const count = (text) => {
    try {
      for (const event of JSON.parse(text ?? "{}").events ?? []) events.push(event.type);
    } catch {
      // not a batch: nothing to count
    }
  };
  page.on("request", (request) => {
    if (request.method() === "POST" && request.resourceType() === "fetch" && request.url().endsWith("/v1/public/events")) count(request.postData());
  });
  await page.exposeBinding("__e2eBeacon", (_source, text) => count(text));
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/v1/public/events") && data instanceof Blob) data.text().then((text) => window.__e2eBeacon(text));
      return send(url, data);
    };
  });
  return events;
}

describe("Public viewer: a published experience on a phone, and every failure page", function () {
  stopAfterFirstFailure();
  let browser;
  let api;
  const ids = {};
  const brandId = DEMO.brandId;

  before(async () => {
    browser = await launchBrowser();
    api = await ownerApi();
    const exp = (path = "") => `/v1/brands/${brandId}/experiences/${ids.experience}${path}`;

    ids.set = (
      await api(
        "POST",
        `/v1/brands/${brandId}/sets`,
        { name: `e2e viewer set ${suffix}`, lighting: "warm", background: "#efe7dc", floor: { kind: "wood", color: "#c49a6c", size: 14 } },
        201,
      )
    ).body.id;
    ids.survey = (
      await api(
        "POST",
        `/v1/brands/${brandId}/surveys`,
        {
          title: `e2e viewer survey ${suffix}`,
          questions: [
            { id: "fav", field: "favourite", type: "single", label: "Which table do you prefer?", required: true, choices: ["Oak", "Walnut"] },
            { id: "stars", field: "rating", type: "rating", label: "How was this visit?", required: true },
            { id: "note", field: "note", type: "text", label: "Anything else?" },
          ],
        },
        201,
      )
    ).body.id;
    const recorder = await newPage(browser);
    ids.video = await uploadVideo(api, brandId, `e2e viewer film ${suffix}`, await recordWebm(recorder.page, VIDEO_COLOUR_HEX));
    await recorder.context.close();
    ids.experience = (await api("POST", `/v1/brands/${brandId}/experiences`, { name: `e2e viewer ${suffix}` }, 201)).body.id;
    const intro = (await api("GET", exp("/scenes"), undefined, 200)).body.items[0];
    ids.intro = intro.id;
    const at = (x, z, ry = 0) => ({ position: { x, y: 0, z }, rotation: { x: 0, y: ry, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
    await api(
      "PATCH",
      exp(`/scenes/${intro.id}`),
      {
        version: intro.version,
        name: "Dining room",
        setId: ids.set,
        objects: [
          { id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(0, 0) },
          { id: "walnut", kind: "model", libraryObjectId: "sample-walnut-side-table", transform: at(-1.5, 0.3, 0.3) },
        ],
        segments: [
          { id: "s-oak", title: "The oak table", camera: null, objectIds: ["oak"] },
          { id: "s-walnut", title: "A walnut side table", camera: null, objectIds: ["walnut"] },
        ],
      },
      200,
    );
    const lounge = (await api("POST", exp("/scenes"), { name: "Lounge" }, 201)).body;
    ids.lounge = lounge.id;
    await api(
      "PATCH",
      exp(`/scenes/${lounge.id}`),
      {
        version: lounge.version,
        objects: [
          { id: "glass", kind: "model", libraryObjectId: "sample-glass-coffee-table", transform: at(0, 0) },
          { id: "cafe", kind: "model", libraryObjectId: "sample-round-cafe-table", transform: at(1.4, -0.5) },
          { id: "wall", kind: "videoWall", transform: { position: { x: 0.4, y: 1.1, z: -1.6 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } } },
        ],
        segments: [
          { id: "s-lounge", title: "Coffee and café tables", camera: null, objectIds: [] },
          { id: "s-film", title: "How they are made", camera: null, objectIds: ["wall"] },
        ],
      },
      200,
    );
    ids.product = (
      await api(
        "POST",
        exp("/products"),
        {
          sku: `E2E-OAK-${suffix}`,
          name: "Oak dining table",
          description: "Solid oak, oiled by hand.",
          price: 1249,
          currency: "EUR",
          url: "https://example.com/oak-dining-table",
          hotspot: { sceneId: intro.id, position: { x: 0.3, y: 0.8, z: 0.1 } },
        },
        201,
      )
    ).body.id;
    await api("PUT", exp("/video-wall"), { rows: 1, columns: 1, videoIds: [ids.video], autoplay: true, muted: true, loop: true }, 200);
    await api(
      "PUT",
      exp("/theme"),
      {
        colors: { primary: "#1f3a2e", background: "#f6f2ea", text: "#1c1b19", accent: "#c8963e" },
        fontFamily: "Georgia",
        buttonStyle: "pill",
        loadingText: "Setting the table…",
      },
      200,
    );
    await api(
      "PUT",
      exp("/host"),
      {
        enabled: true,
        name: "Elise",
        greeting: "Welcome! Let me show you around.",
        segmentLines: { "s-walnut": "The walnut side table pairs with it beautifully." },
      },
      200,
    );
    await api(
      "PUT",
      exp("/ai-chat"),
      {
        enabled: true,
        name: "Atelier assistant",
        persona: "Friendly and brief.",
        welcomeMessage: "Hi! Ask me about the tables.",
        suggestedQuestions: ["What wood is the table made of?"],
        knowledge: [{ id: "k1", kind: "qa", question: "What wood is the table made of?", answer: "Solid European oak, oiled by hand." }],
        recommendProducts: true,
      },
      200,
    );
    // Tapping the oak table itself opens its product too.
    await api("PATCH", exp("/virtual-objects/sample-oak-dining-table"), { interactive: true, productId: ids.product }, 200);
    await api("PATCH", exp(), { surveyId: ids.survey }, 200);
    await api("POST", exp("/publish"), undefined, 201);
    ids.placement = (
      await api("POST", `/v1/brands/${brandId}/placements`, { name: `e2e viewer QR ${suffix}`, defaultExperienceId: ids.experience }, 201)
    ).body.id;
    ids.testAccess = (await api("POST", exp("/test-access"), { label: `e2e viewer ${suffix}` }, 201)).body.id;
    // A draft change after publishing: only the preview link shows it.
    const scene = (await api("GET", exp(`/scenes/${intro.id}`), undefined, 200)).body;
    await api(
      "PATCH",
      exp(`/scenes/${intro.id}`),
      { version: scene.version, segments: [{ ...scene.segments[0], title: "Draft: the oak table, re-lit" }, scene.segments[1]] },
      200,
    );
  });

  after(async () => {
    await browser?.close();
    if (!api) return;
    // In order (a placement holds its experience, the experience its set and survey); a busy
    // emulator may time out once, so each delete gets a second try.
    const remove = async (path) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { status } = await api("DELETE", path).catch(() => ({ status: 0 }));
        if (status === 200 || status === 204 || status === 404) return;
      }
    };
    if (ids.placement) await remove(`/v1/brands/${brandId}/placements/${ids.placement}`);
    if (ids.experience) await remove(`/v1/brands/${brandId}/experiences/${ids.experience}`);
    if (ids.video) await remove(`/v1/brands/${brandId}/videos/${ids.video}`);
    if (ids.survey) await remove(`/v1/brands/${brandId}/surveys/${ids.survey}`);
    if (ids.set) await remove(`/v1/brands/${brandId}/sets/${ids.set}`);
  });

  describe("the published experience on a phone", () => {
    let visitor;
    let analytics;
    let first;

    before(async () => {
      visitor = await newPage(browser, { viewport: PHONE });
      analytics = await collectAnalytics(visitor.page);
    });

    it("shows the loading screen in the theme, then draws the first segment (non-blank pixels)", async () => {
      const { page } = visitor;
      await page.goto(`/${ids.placement}`);
      await page.getByRole("progressbar", { name: "Setting the table…" }).waitFor({ timeout: 120_000 });
      await settledAt(page, 0);
      expect(await page.locator(".viewer-loading").getAttribute("data-leaving")).to.equal("true");
      first = await canvasShot(page);
      const picture = analyse(first);
      expect(picture.foreground, "share of drawn pixels").to.be.above(0.03);
      expect(picture.colours, "distinct colours").to.be.above(40);
      expect(await page.locator(".viewer-tour-title").innerText()).to.equal("The oak table");
      expect(await page.title()).to.match(new RegExp(`^e2e viewer ${suffix} · `));
      await screenshot(page, "viewer-phone-first-segment");
    });

    it("applies the theme: font, colours and button style", async () => {
      const { page } = visitor;
      const style = await page.locator(".viewer").evaluate((node) => ({
        font: getComputedStyle(node).fontFamily,
        primary: getComputedStyle(node).getPropertyValue("--viewer-primary").trim(),
        radius: getComputedStyle(node).getPropertyValue("--viewer-radius").trim(),
        next: getComputedStyle(node.querySelector(".viewer-icon-button-primary")).backgroundColor,
      }));
      expect(style.font).to.match(/^Georgia/);
      expect(style.primary).to.equal("#1f3a2e");
      expect(style.radius).to.equal("999px");
      expect(style.next).to.equal("rgb(31, 58, 46)");
    });

    it("moves the camera to the next segment (the picture changes) and the host says its line", async () => {
      const { page } = visitor;
      await page.getByRole("button", { name: "Next" }).click();
      // The camera flies there (eased), then rests.
      await page.locator('.viewer[data-camera="flying"]').waitFor();
      await settledAt(page, 1);
      const second = await canvasShot(page);
      expect(changedShare(first, second), "share of the picture that changed").to.be.above(0.05);
      expect(await page.locator(".viewer-tour-title").innerText()).to.equal("A walnut side table");
      await page.getByText("The walnut side table pairs with it beautifully.").waitFor();
      // Keyboard: the left arrow goes back.
      await page.keyboard.press("ArrowLeft");
      await settledAt(page, 0);
    });

    it("opens the product card from its hotspot, with the price and a safe link out", async () => {
      const { page } = visitor;
      const pin = page.getByRole("button", { name: /^Oak dining table, / });
      await page.locator('.viewer-pin[data-visible="true"]').first().waitFor({ timeout: 30_000 });
      await pin.click();
      const card = page.getByRole("dialog", { name: "Oak dining table" });
      await card.waitFor();
      expect(await card.locator(".viewer-product-price").innerText()).to.equal("€1,249.00");
      const link = card.getByRole("link", { name: /View product/ });
      expect(await link.getAttribute("href")).to.equal("https://example.com/oak-dining-table");
      expect(await link.getAttribute("target")).to.equal("_blank");
      expect(await link.getAttribute("rel")).to.contain("noopener");
      await page.waitForTimeout(400); // the sheet slides up
      await screenshot(page, "viewer-phone-product-card");
      await page.keyboard.press("Escape");
      await card.waitFor({ state: "detached" });
    });

    it("opens the same card when the table itself is tapped", async () => {
      const { page } = visitor;
      // The hotspot's pin stands just above the table's top: tap the top beside the pin (a few
      // spots, as the exact framing depends on the screen), not the pin itself.
      const pin = await page.locator('.viewer-pin[data-visible="true"]').first().boundingBox();
      const [x, y] = [pin.x + pin.width / 2, pin.y + pin.height / 2];
      const card = page.getByRole("dialog", { name: "Oak dining table" });
      for (const [dx, dy] of [
        [-50, 12],
        [-80, 16],
        [50, 12],
        [-30, 28],
      ]) {
        await page.mouse.click(x + dx, y + dy);
        if (
          await card.waitFor({ timeout: 3_000 }).then(
            () => true,
            () => false,
          )
        )
          break;
      }
      await card.waitFor({ timeout: 5_000 });
      await card.getByRole("button", { name: "Close product" }).click();
      await card.waitFor({ state: "detached" });
    });

    it("switches scene from the scene tabs", async () => {
      const { page } = visitor;
      await page.getByRole("navigation", { name: "Scenes" }).getByRole("button", { name: "Lounge" }).click();
      await settledAt(page, 2);
      expect(await page.locator(".viewer").getAttribute("data-scene")).to.equal(ids.lounge);
      const lounge = analyse(await canvasShot(page));
      expect(lounge.foreground).to.be.above(0.02);
      await screenshot(page, "viewer-phone-lounge");
    });

    it("plays the video wall muted, inline, and turns its sound on when asked", async () => {
      const { page } = visitor;
      await page.getByRole("button", { name: "Next" }).click();
      await settledAt(page, 3);
      // The recorded film's colour fills the screen once it plays (the slate before is dark grey).
      const deadline = Date.now() + 30_000;
      let share = 0;
      while (Date.now() < deadline && share < 0.02) {
        share = colourShare(await canvasShot(page), VIDEO_COLOUR);
        if (share < 0.02) await page.waitForTimeout(500);
      }
      expect(share, "share of the picture showing the film").to.be.at.least(0.02);
      const sound = page.getByRole("button", { name: "Turn video sound on" });
      await sound.click();
      await page.getByRole("button", { name: "Turn video sound off" }).waitFor();
      await screenshot(page, "viewer-phone-video-wall");
      await page.getByRole("button", { name: "Turn video sound off" }).click();
    });

    it("offers the survey at the end, stores the answers and thanks the visitor", async () => {
      const { page } = visitor;
      await page.getByRole("button", { name: "Your opinion" }).click();
      const survey = page.getByRole("dialog", { name: `e2e viewer survey ${suffix}` });
      await survey.waitFor();
      // Required questions are checked before anything is sent.
      await survey.getByRole("button", { name: "Send my answers" }).click();
      expect(await survey.getByText("Please answer this question.").count()).to.equal(2);
      await survey.getByLabel("Walnut").check();
      await survey.getByRole("radio", { name: "4 out of 5" }).click();
      await survey.getByRole("textbox").fill("Lovely tables");
      await screenshot(page, "viewer-phone-survey");
      await survey.getByRole("button", { name: "Send my answers" }).click();
      await page.getByRole("heading", { name: "Thank you!" }).waitFor();
      await page.getByRole("button", { name: "Back to the experience" }).click();
      // Answered: the last step now offers to start again.
      await page.getByRole("button", { name: "Start again" }).waitFor();
    });

    it("answers a suggested question in the chat panel", async () => {
      const { page } = visitor;
      await page.getByRole("button", { name: "Ask Atelier assistant" }).click();
      const chat = page.getByRole("dialog", { name: "Atelier assistant" });
      await chat.getByText("Hi! Ask me about the tables.").waitFor();
      await chat.getByRole("button", { name: "What wood is the table made of?" }).click();
      await chat.locator(".viewer-chat-message-assistant", { hasText: "Solid European oak, oiled by hand." }).waitFor({ timeout: 30_000 });
      await screenshot(page, "viewer-phone-chat");
      await chat.getByRole("button", { name: "Close chat" }).click();
    });

    it("reported what the visitor did through the analytics module", async () => {
      const types = [
        "session_start",
        "scene_view",
        "segment_view",
        "object_tap",
        "video_play",
        "product_card_open",
        "survey_answer",
        "survey_submit",
        "chat_message",
        "dwell_time",
      ];
      await flushAnalytics(visitor.page);
      await sentEventTypes(analytics, types);
      for (const type of types) expect(analytics, type).to.include(type);
    });

    it("raised no page errors", () => {
      expect(visitor.problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
    });
  });

  describe("on other screens, and when there is nothing (or no 3D) to show", () => {
    it("looks right on a desktop screen too, and cuts instead of flying when asked for less motion", async () => {
      const { page, context, problems } = await newPage(browser, { viewport: DESKTOP });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/${ids.placement}`);
      await settledAt(page, 0);
      // No camera flight: the camera cuts to the next step (it never reports "flying").
      await page.evaluate(() => {
        window.cameraStates = [];
        const root = document.querySelector(".viewer");
        new MutationObserver(() => window.cameraStates.push(root.dataset.camera)).observe(root, { attributes: true, attributeFilter: ["data-camera"] });
      });
      await page.keyboard.press("ArrowRight");
      await settledAt(page, 1);
      await page.keyboard.press("ArrowLeft");
      await settledAt(page, 0);
      expect(await page.evaluate(() => window.cameraStates)).to.not.include("flying");
      expect(analyse(await canvasShot(page)).foreground).to.be.above(0.03);
      await screenshot(page, "viewer-desktop");
      expect(problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
      await context.close();
    });

    it("shows the draft behind a preview link, under a 'Preview — draft' banner", async () => {
      const { page, context } = await newPage(browser, { viewport: PHONE });
      await page.goto(`/${ids.placement}/test/${ids.testAccess}`);
      await page.getByText("Preview — draft").waitFor({ timeout: 120_000 });
      await settledAt(page, 0);
      expect(await page.locator(".viewer-tour-title").innerText()).to.equal("Draft: the oak table, re-lit");
      await screenshot(page, "viewer-phone-preview");
      await context.close();
    });

    it("shows a 403 page with the server's reason for a revoked preview link", async () => {
      await api("POST", `/v1/brands/${brandId}/experiences/${ids.experience}/test-access/${ids.testAccess}/revoke`, undefined, 200);
      const { page, context } = await newPage(browser, { viewport: PHONE });
      await page.goto(`/${ids.placement}/test/${ids.testAccess}`);
      await page.getByRole("heading", { name: "This preview link doesn't work" }).waitFor({ timeout: 120_000 });
      const revoked = await fetch(`${BASE_URL}/v1/public/placements/${ids.placement}/test/${ids.testAccess}`);
      const { error } = await revoked.json();
      await page.getByText(error.message).waitFor();
      await screenshot(page, "viewer-phone-preview-revoked");
      await context.close();
    });

    it("shows a designed 404 page for an unknown placement", async () => {
      const { page, context } = await newPage(browser, { viewport: PHONE });
      await page.goto("/ZzUnknownPlacement01");
      await page.getByRole("heading", { name: "This code doesn't lead anywhere" }).waitFor({ timeout: 120_000 });
      await screenshot(page, "viewer-phone-404");
      await context.close();
    });

    it("shows the seeded demo placement: its experience drawn, or the brand's page while it shows none", async () => {
      const resolved = await (await fetch(`${BASE_URL}/v1/public/placements/${DEMO.placementId}`)).json();
      const { page, context } = await newPage(browser, { viewport: PHONE });
      await page.goto(`/${DEMO.placementId}`);
      if (resolved.experience) {
        await settledAt(page, 0);
        const picture = analyse(await canvasShot(page));
        expect(picture.foreground).to.be.above(0.02);
        expect(picture.colours).to.be.above(40);
      } else {
        await page.getByRole("heading", { name: "Something new is on its way" }).waitFor({ timeout: 120_000 });
        await page.getByText(resolved.brand.name, { exact: true }).waitFor();
      }
      await screenshot(page, "viewer-phone-seeded-placement");
      await context.close();
    });

    it("without WebGL, shows the experience as a page with its products", async () => {
      const { page, context } = await newPage(browser, { viewport: PHONE });
      await withoutWebgl(page);
      await page.goto(`/${ids.placement}`);
      await page.getByRole("heading", { name: `e2e viewer ${suffix}`, level: 1 }).waitFor({ timeout: 120_000 });
      const products = page.getByRole("list", { name: "Products" });
      await products.getByRole("heading", { name: "Oak dining table" }).waitFor();
      expect(await products.getByText("€1,249.00").count()).to.equal(1);
      await screenshot(page, "viewer-phone-no-webgl");
      await context.close();
    });

    it("still draws the rest when a model fails, says so quietly and reports it", async () => {
      const { page, context, problems } = await newPage(browser, { viewport: PHONE });
      const analytics = await collectAnalytics(page);
      await page.route("**/models/samples/walnut-side-table.glb", (route) => route.fulfill({ status: 404, body: "gone" }));
      await page.goto(`/${ids.placement}`);
      await settledAt(page, 0);
      await page.getByRole("status").filter({ hasText: "Walnut Side Table could not be shown." }).waitFor({ timeout: 30_000 });
      expect(analyse(await canvasShot(page)).foreground).to.be.above(0.03);
      await flushAnalytics(page);
      expect(await sentEventTypes(analytics, ["model_load_failed"])).to.include("model_load_failed");
      await screenshot(page, "viewer-phone-model-failed");
      expect(problems.filter((p) => p.startsWith("pageerror"))).to.deep.equal([]);
      await context.close();
    });
  });
});
