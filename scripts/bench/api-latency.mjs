// API latency and throughput: the viewer's two public calls (placement resolve, published
// manifest with and without If-None-Match) and two console lists (brands; products of an
// experience holding 10 000), at bounded concurrency, through Hosting -> Functions emulator and
// in-process (the same Express app on an ephemeral port, same Firestore and Auth).
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { HOSTING_URL, ROOT } from "../lib/local-stack.mjs";
import { median, percentile, round, runBounded } from "./lib/stats.mjs";

const require = createRequire(path.join(ROOT, "functions/package.json"));

/** The API in this process: functions/lib/app.js on 127.0.0.1:<random>, no rate limit in the way. */
export async function startInProcessApi() {
  const { createApp } = require("./lib/app.js");
  const server = http.createServer(createApp({ limits: { perMinute: Number.MAX_SAFE_INTEGER } }));
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const DESKTOP = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

/**
 * Two placements beside the plain one, made for this run and deleted after it: one with ten smart
 * rules (nine that a desktop English visitor does not match: devices, languages, a date range in
 * the future), and one running an A/B test between the showroom and the catalogue experience.
 */
async function createTargetedPlacements(ws) {
  const future = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const never = [
    { devices: ["ios"] },
    { devices: ["android"] },
    { languages: ["fr"] },
    { languages: ["de", "es"] },
    { devices: ["ios", "android"], languages: ["it"] },
    { from: future },
    { devices: ["android"], from: future },
    { languages: ["pt"], to: new Date(Date.now() + 730 * 86_400_000).toISOString() },
    { devices: ["ios"], languages: ["nl"] },
  ];
  const rules = [
    ...never.map((when, i) => ({ label: `Bench rule ${i + 1}`, experienceId: ws.catalogueId, when })),
    { label: "English", experienceId: ws.experienceId, when: { languages: ["en"] } },
  ];
  const placements = `/v1/brands/${ws.brandId}/placements`;
  const withRules = await ws.call("POST", placements, { name: "Bench: 10 smart rules", defaultExperienceId: ws.experienceId, rules }, 201);
  const withTest = await ws.call("POST", placements, { name: "Bench: A/B test", defaultExperienceId: ws.experienceId }, 201);
  await ws.call(
    "POST",
    `${placements}/${withTest.body.id}/experiment`,
    {
      name: "Bench split",
      arms: [
        { experienceId: ws.experienceId, weight: 50 },
        { experienceId: ws.catalogueId, weight: 50 },
      ],
    },
    201,
  );
  ws.rulesPlacementId = withRules.body.id;
  ws.experimentPlacementId = withTest.body.id;
  return async () => {
    for (const id of [withRules.body.id, withTest.body.id]) await ws.call("DELETE", `${placements}/${id}`);
  };
}

/** The requests measured; each `request(i)` returns fetch arguments for the i-th call. */
function cases(ws, etag) {
  const manifest = `/v1/public/brands/${ws.brandId}/experiences/${ws.experienceId}/manifests/${ws.manifestVersion}`;
  const products = `/v1/brands/${ws.brandId}/experiences/${ws.catalogueId}/products`;
  // Public calls come from many visitors (addresses), console calls from several signed-in people:
  // the API's per-client limit would otherwise turn a benchmark into a 429 test.
  const visitor = (i) => ({ "X-Forwarded-For": `10.77.${(i >> 8) & 255}.${i & 255}` });
  const person = (i) => ({ Authorization: `Bearer ${ws.tokens[i % ws.tokens.length]}` });
  return [
    { name: "placement resolve", expect: 200, request: (i) => [`/v1/public/placements/${ws.placementId}`, { headers: visitor(i) }] },
    // A desktop visitor reading English falls through nine rules to the tenth: every rule is tried.
    {
      name: "placement resolve, 10 smart rules",
      expect: 200,
      request: (i) => [
        `/v1/public/placements/${ws.rulesPlacementId}`,
        { headers: { ...visitor(i), "User-Agent": DESKTOP, "Accept-Language": "en-GB,en;q=0.9" } },
      ],
    },
    {
      name: "placement resolve, A/B test arm",
      expect: 200,
      request: (i) => [`/v1/public/placements/${ws.experimentPlacementId}?visitor=bench-visitor-${i}`, { headers: visitor(i) }],
    },
    { name: "manifest (warm, 200)", expect: 200, request: (i) => [manifest, { headers: visitor(i) }] },
    { name: "manifest If-None-Match (304)", expect: 304, request: (i) => [manifest, { headers: { ...visitor(i), "If-None-Match": etag } }] },
    { name: "brand list", expect: 200, request: (i) => ["/v1/brands", { headers: person(i) }] },
    { name: "product list, 10k products (page of 50)", expect: 200, request: (i) => [`${products}?limit=50`, { headers: person(i) }] },
    { name: "product search in 10k (q=prefix)", expect: 200, request: (i) => [`${products}?limit=50&q=BENCH-0${(i % 9) + 1}`, { headers: person(i) }] },
  ];
}

/**
 * @param {object} ws  the benchmark workspace (bench-workspace.mjs)
 * @param {{requests: {hosting: number, inProcess: number}, concurrency: number, log: Function}} options
 * @returns rows for the runner's table
 */
export async function benchApi(ws, { requests = { hosting: 200, inProcess: 500 }, concurrency = 8, log = console.log } = {}) {
  const resolved = await (await fetch(`${HOSTING_URL}/v1/public/placements/${ws.placementId}`)).json();
  ws.manifestVersion = resolved.experience.publishedVersion;
  const first = await fetch(`${HOSTING_URL}/v1/public/brands/${ws.brandId}/experiences/${ws.experienceId}/manifests/${ws.manifestVersion}`);
  const etag = first.headers.get("etag");
  await first.arrayBuffer();

  const removeTargeted = await createTargetedPlacements(ws);
  const inProcess = await startInProcessApi();
  const targets = [
    { label: "Hosting -> Functions emulator", url: HOSTING_URL, count: requests.hosting },
    { label: "in-process", url: inProcess.url, count: requests.inProcess },
  ];
  const rows = [];
  try {
    for (const target of targets) {
      for (const c of cases(ws, etag)) {
        const send = async (i) => {
          const [urlPath, init] = c.request(i);
          const res = await fetch(`${target.url}${urlPath}`, init);
          await res.arrayBuffer();
          return res.status;
        };
        await runBounded({ count: Math.min(20, target.count), concurrency, task: send }); // warm-up
        const run = await runBounded({ count: target.count, concurrency, task: send });
        const unexpected = [...run.statuses].filter(([status]) => status !== c.expect);
        const note = [
          `n=${run.durations.length}, c=${concurrency}`,
          unexpected.length ? `unexpected: ${unexpected.map(([s, n]) => `${n}x${s}`).join(" ")}` : `all ${c.expect}`,
          run.errors.length ? `${run.errors.length} network errors` : "",
        ]
          .filter(Boolean)
          .join("; ");
        rows.push({
          section: "API",
          measure: `${c.name} — ${target.label}`,
          value: `p50 ${round(median(run.durations))} ms, p95 ${round(percentile(run.durations, 0.95))} ms, ${round(run.perSecond)} req/s`,
          note,
        });
        log(`  ${rows.at(-1).measure}: ${rows.at(-1).value} (${note})`);
      }
    }
  } finally {
    await inProcess.close();
    await removeTargeted();
  }
  return rows;
}
