#!/usr/bin/env node
// `npm run bench`: every benchmark against the local stack (a running `npm start`, else its own), one table.
// Benchmarks print figures; they never fail on timing (a section that cannot run is an error).
//
//   npm run bench [-- --only viewer,bundle,world,api,heavy] [--runs 10] [--objects 200]
//                 [--dist <built web dir>] [--api-requests 200,500] [--concurrency 8] [--markdown <file>]
//   (`heavy`, not in the default set: the heavy reference model's phone variant against model-viewer showing the original, at most 3 runs)
//   (`chain`, not in the default set: a brand of 2,000 stores, a bulk creation of 500 placements, the lists at that size)
//
// What each section measures and how: docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launchChromium } from "../lib/chromium.mjs";
import { HOSTING_URL, startLocalStack } from "../lib/local-stack.mjs";
import { CHROMIUM_PATH, ensureSystemRequirements } from "../lib/system-requirements.mjs";
import { benchApi } from "./api-latency.mjs";
import { benchBundles, buildWeb } from "./bundle-size.mjs";
import { benchBulkPlacements } from "./bulk-placements.mjs";
import { BENCH, ensureBenchWorkspace } from "./lib/bench-workspace.mjs";
import { dropRequestLogs } from "./lib/quiet-logs.mjs";
import { startStaticServer } from "./lib/static-server.mjs";
import { formatTable } from "./lib/stats.mjs";
import { benchHeavyFirstFrame } from "./heavy-model-first-frame.mjs";
import { benchFirstFrame, MODEL_VIEWER_JS, MODEL_VIEWER_PAGE } from "./viewer-first-frame.mjs";
import { benchWorldBuilder } from "./world-builder.mjs";

const { values } = parseArgs({
  options: {
    only: { type: "string", default: "viewer,bundle,world,api" },
    runs: { type: "string", default: "10" },
    objects: { type: "string", default: "200" },
    dist: { type: "string" },
    "api-requests": { type: "string", default: "200,500" },
    concurrency: { type: "string", default: "8" },
    markdown: { type: "string" },
  },
});
const only = new Set(values.only.split(","));
dropRequestLogs();
const log = (line) => console.log(line);

// Against a running `npm start` when there is one; otherwise on a stack of its own (fresh data,
// seeded, stopped at the end), so `npm run bench` works on its own after `npm run build`.
let ownStack = null;
const health = await fetch(`${HOSTING_URL}/v1/health`).catch(() => null);
if (health?.status !== 200) {
  log(`━━ No local stack answers at ${HOSTING_URL}: starting one for the benchmarks ━━`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-stack-"));
  const stack = await startLocalStack({ dataDir, persist: false, seed: true, quiet: true });
  ownStack = {
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const rows = [];
const failures = [];
async function section(name, fn) {
  log(`\n━━ ${name} ━━`);
  try {
    rows.push(...(await fn()));
  } catch (error) {
    failures.push(name);
    rows.push({ section: name, measure: "could not run", value: "-", note: String(error?.message ?? error).split("\n")[0] });
    console.error(error);
  }
}

log("━━ Benchmark workspace ━━");
const ws = await ensureBenchWorkspace({ log });
log(`  workspace ${BENCH.tenantSlug}: placement ${ws.placementId}, ${ws.productCount} products in the catalogue`);

let browser;
let origin;
const browserSections = ["viewer", "bundle", "world", "heavy"].some((s) => only.has(s));
// Read per request by the static server, so a section can add a page of its own.
const pages = { "/bench/model-viewer.html": MODEL_VIEWER_PAGE };
if (browserSections) {
  ensureSystemRequirements(["bench"]);
  const outDir = values.dist ? path.resolve(values.dist) : path.join(os.tmpdir(), "vitrine-bench-dist");
  if (!values.dist) await buildWeb(outDir, { log });
  origin = await startStaticServer({
    root: outDir,
    apiOrigin: HOSTING_URL,
    files: { "/bench/model-viewer.min.js": MODEL_VIEWER_JS },
    pages,
    // `/{placementId}?page=api`: the viewer's HTML with its share tags, as the API renders it
    // behind Hosting's rewrite; without it, the static file (what Hosting served before).
    proxyPage: (url) => url.searchParams.get("page") === "api",
  });
  log(`  serving ${outDir} and the model-viewer page at ${origin.url} (/v1 -> ${HOSTING_URL})`);
  browser = await launchChromium();
  origin.outDir = outDir;
}

try {
  if (only.has("viewer")) await section("Viewer first frame", () => benchFirstFrame({ browser, origin: origin.url, ws, runs: Number(values.runs), log }));
  if (only.has("bundle")) {
    await section("Bundle", () =>
      benchBundles({
        browser,
        origin: origin.url,
        outDir: origin.outDir,
        ws,
        signInAs: { tenantSlug: BENCH.tenantSlug, email: BENCH.ownerEmail, password: BENCH.ownerPassword },
      }),
    );
  }
  if (only.has("heavy"))
    await section("Heavy model", () => benchHeavyFirstFrame({ browser, origin: origin.url, ws, pages, runs: Math.min(Number(values.runs), 3), log }));
  if (only.has("world")) await section("World builder", () => benchWorldBuilder({ origin: origin.url, ws, objects: Number(values.objects), log }));
  if (only.has("chain")) await section("Chain scale", () => benchBulkPlacements(ws, { log }));
  if (only.has("api")) {
    const [hosting, inProcess] = values["api-requests"].split(",").map(Number);
    await section("API", () => benchApi(ws, { requests: { hosting, inProcess: inProcess ?? hosting }, concurrency: Number(values.concurrency), log }));
  }
} finally {
  await browser?.close();
  await origin?.close();
  await ownStack?.stop();
}

const chromiumVersion = (() => {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "chromium (version unknown)";
  }
})();
const machine = `${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ""}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")}; Node ${process.version}; ${chromiumVersion} (software WebGL)`;
const table = formatTable(rows);
log(`\n━━ Results (${new Date().toISOString()}) ━━\n${machine}\n\n${table}`);
if (values.markdown) {
  const md = [
    "| section | measure | value | note |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.section} | ${r.measure} | ${r.value} | ${r.note ?? ""} |`),
  ].join("\n");
  writeFileSync(values.markdown, `Measured ${new Date().toISOString()} on ${machine}.\n\n${md}\n`);
  log(`\nMarkdown table written to ${values.markdown}`);
}
if (failures.length) {
  console.error(`\nSections that could not run: ${failures.join(", ")}`);
  process.exit(1);
}
process.exit(0);
