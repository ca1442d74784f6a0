// JavaScript shipped (gzip bytes) to the public viewer and to the console's first screen, from a
// production build made into a temporary folder (never web/dist, which Hosting serves).
// Two views: what the browser actually fetched for the route (every JS file requested until the
// route is on screen and the network is idle), and the static graph of the app entry from Vite's
// manifest (what every route pays before its own chunks).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../lib/local-stack.mjs";
import { kb } from "./lib/stats.mjs";

export const BUDGETS = { viewer: 350 * 1024, consoleFirstScreen: 200 * 1024 };

/** `vite build --outDir <dir> --emptyOutDir --manifest` of web/ (same config as `npm run build`). */
export async function buildWeb(outDir, { log = console.log } = {}) {
  log(`  building web/ into ${outDir} (vite build)…`);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
      {
        cwd: path.join(ROOT, "web"),
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
  log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const gzipSizes = new Map();
/** Gzip size (level 9, what a CDN serves) of a built file. */
export function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The JS files of the static import graph of index.html (Vite's manifest), without dynamic imports. */
export function entryGraph(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8"));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  return [...seen].filter((f) => f.endsWith(".js"));
}

const THREE_SOURCES = /node_modules\/(three|@react-three|three-stdlib|three-mesh-bvh|maath|meshline|camera-controls)\//;

/**
 * The part of a built file's gzip size that comes from three.js and its React wrappers,
 * estimated from its source map (share of the original source text): chunks mix code.
 */
export function threeShare(file) {
  try {
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8"));
    let total = 0;
    let three = 0;
    map.sources.forEach((source, i) => {
      const length = map.sourcesContent?.[i]?.length ?? 0;
      total += length;
      if (THREE_SOURCES.test(source)) three += length;
    });
    return total ? (gzipSize(file) * three) / total : 0;
  } catch {
    return 0;
  }
}

/**
 * Opens `url` in a fresh browser profile, waits for `ready(page)` and network idle, and sums the
 * gzip size of every same-origin JS file it fetched (sizes from the build on disk).
 */
export async function measureRoute(browser, origin, outDir, { url, ready, viewport = { width: 390, height: 844 } }) {
  const context = await browser.newContext({ viewport, baseURL: origin });
  const page = await context.newPage();
  const scripts = new Set();
  page.on("request", (request) => {
    const u = new URL(request.url());
    if (u.origin === origin && u.pathname.endsWith(".js")) scripts.add(u.pathname);
  });
  try {
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
  const files = [...scripts].map((p) => path.join(outDir, p));
  return { files, bytes: files.reduce((sum, f) => sum + gzipSize(f), 0), threeBytes: files.reduce((sum, f) => sum + threeShare(f), 0) };
}

/** Rows for the runner's table; `ws` is the benchmark workspace (its placement and owner). */
export async function benchBundles({ browser, origin, outDir, ws, signInAs }) {
  const rows = [];
  const verdict = (bytes, budget) => (bytes <= budget ? `pass (budget ${kb(budget)})` : `OVER budget ${kb(budget)} by ${kb(bytes - budget)}`);

  const viewer = await measureRoute(browser, origin, outDir, {
    url: `/${ws.placementId}`,
    ready: (page) => page.locator(".viewer[data-scene]").waitFor({ timeout: 180_000 }),
  });
  rows.push({
    section: "Bundle",
    measure: "JS to the viewer route (gzip, incl. three)",
    value: kb(viewer.bytes),
    note: `${verdict(viewer.bytes, BUDGETS.viewer)}; ${viewer.files.length} files, of which three.js/R3F ≈ ${kb(viewer.threeBytes)}`,
  });

  const signIn = await measureRoute(browser, origin, outDir, {
    url: "/manager",
    viewport: { width: 1366, height: 860 },
    ready: (page) => page.getByLabel("Workspace").waitFor({ timeout: 120_000 }),
  });
  rows.push({
    section: "Bundle",
    measure: "JS to the console's first screen (sign-in, gzip)",
    value: kb(signIn.bytes),
    note: `${verdict(signIn.bytes, BUDGETS.consoleFirstScreen)}; ${signIn.files.length} files`,
  });

  if (signInAs) {
    const brands = await measureRoute(browser, origin, outDir, {
      url: "/manager",
      viewport: { width: 1366, height: 860 },
      ready: async (page) => {
        await page.getByLabel("Workspace").waitFor({ timeout: 120_000 });
        await page.getByLabel("Workspace").fill(signInAs.tenantSlug);
        await page.getByLabel("Email").fill(signInAs.email);
        await page.getByLabel("Password").fill(signInAs.password);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.waitForURL("**/manager/panel/brands", { timeout: 120_000 });
        await page.locator("a.cell-title").first().waitFor({ timeout: 120_000 });
      },
    });
    rows.push({
      section: "Bundle",
      measure: "JS to the brand list after signing in (gzip, cumulative)",
      value: kb(brands.bytes),
      note: `informational; ${brands.files.length} files`,
    });
  }

  const entry = entryGraph(outDir).map((f) => path.join(outDir, f));
  const entryBytes = entry.reduce((sum, f) => sum + gzipSize(f), 0);
  rows.push({
    section: "Bundle",
    measure: "JS of the app entry (static graph of index.html)",
    value: kb(entryBytes),
    note: `${entry.length} files; paid by every route`,
  });
  return rows;
}
