// Pages for the browser tests, in the one headless chromium of scripts/lib/chromium.mjs (no test tool ever downloads a browser).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../../../scripts/lib/chromium.mjs";

export const BASE_URL = process.env.VITRINE_BASE_URL ?? "http://127.0.0.1:5000";
/** The seeded demo (ids included) from `npm test`; against a running `npm start`, its sign-in. */
export const DEMO = JSON.parse(
  process.env.VITRINE_DEMO ?? JSON.stringify({ tenantSlug: "demo-retail", ownerEmail: "owner@demo-retail.test", ownerPassword: "vitrine-demo" }),
);
export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../test-results/screenshots");

let sharedBrowser = null;

/**
 * The browser of this test process: one chromium for every file (starting one per file cost a
 * minute a run). A file gets a handle whose `close()` closes the contexts it opened, not the
 * browser, so files stay as isolated as their own contexts make them; the browser itself closes
 * after the last file.
 */
export async function launchBrowser() {
  sharedBrowser ??= launchChromium();
  const browser = await sharedBrowser;
  const contexts = new Set();
  return {
    async newContext(options) {
      const context = await browser.newContext(options);
      contexts.add(context);
      context.on("close", () => contexts.delete(context));
      return context;
    },
    async close() {
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
    },
  };
}

// A root hook when mocha loads this module (the browser tests), nothing when a script does.
if (typeof after === "function") {
  after(async () => {
    const browser = await sharedBrowser;
    sharedBrowser = null;
    await browser?.close();
  });
}

/** A fresh, isolated browser profile (its own cookies and IndexedDB, so its own sign-in). */
/** bypassCSP: for a test that injects its own script into a page (Hosting's policy refuses inline scripts). */
/** locale: the browser's language (navigator.languages, Accept-Language), en-US unless said. */
export async function newPage(browser, { viewport = { width: 1366, height: 860 }, bypassCSP = false, locale = "en-US" } = {}) {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, bypassCSP, locale });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
  });
  return { context, page, problems };
}

/**
 * The toast with `text`, once it shows (one toast at a time, so wait for ours). When it does not
 * come, the error says what the page showed instead (its address, the toast there was, the field
 * errors and alerts) and a screenshot is saved: a step that fails in CI can be read from the log.
 */
export async function toastWith(page, text, { timeout } = {}) {
  const toast = page.locator(".toast").filter({ hasText: text }).first();
  try {
    await toast.waitFor({ timeout });
    return toast;
  } catch (error) {
    const seen = await page
      .evaluate(() => {
        const texts = (selector) => [...document.querySelectorAll(selector)].map((el) => el.textContent?.trim()).filter(Boolean);
        return {
          toasts: texts(".toast"),
          alerts: texts('[role="alert"], .field-error'),
          busy: texts('[aria-busy="true"] button[disabled], button[aria-busy="true"]'),
        };
      })
      .catch(() => null);
    await screenshot(page, `failed-toast-${text.replace(/[^a-z0-9]+/gi, "-").slice(0, 40)}`).catch(() => undefined);
    error.message += `\nWaiting for a toast with "${text}" on ${page.url()}; the page showed ${JSON.stringify(seen)}`;
    throw error;
  }
}

/**
 * Waits until the set dialog's preview has drawn a frame of exactly the form's current settings,
 * and returns those settings. Its first frame compiles the shadows' shaders, which in a software
 * renderer (Chromium's SwiftShader on a busy CI machine) can hold the page's main thread long
 * enough for other actions to time out: wait for it before using the dialog.
 */
export async function untilSetPreviewDrawn(page, { timeout = 90_000 } = {}) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector(".set-preview");
      return element && element.dataset.preview && element.dataset.preview === element.dataset.previewDrawn;
    },
    null,
    { timeout },
  );
  return page.locator(".set-preview").getAttribute("data-preview");
}

/** Saves a screenshot under test-results/screenshots (CI keeps them for people to look at). */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // A full-page shot of a scrolled page draws the sticky shell (top bar, sidebar) where the scroll
  // left it, halfway down the picture; from the top it stands where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * For a describe whose tests build on each other: after one fails, the rest of that describe are
 * skipped (reported as pending). Mocha's own `bail` counts failures run-wide, so one failing file
 * would silently skip every later file.
 */
export function stopAfterFirstFailure() {
  let failed = false;
  beforeEach(function () {
    if (failed) this.skip();
  });
  afterEach(function () {
    if (this.currentTest?.state === "failed") failed = true;
  });
}
