// `npm run bench:ingest [-- --seconds 20 --concurrency 8 --batch 50]`: bounded load on the analytics
// ingest of a running local stack (`npm start`), then the exact count check.
//
// It signs in as the demo owner, creates a throwaway brand with one experience and one QR code,
// and for a fixed time keeps `concurrency` requests in flight to POST /v1/public/events, as many
// simulated viewers (each session a few batches; addresses from a pool, as phones on many
// networks). Meanwhile it runs the analytics roll-up the way the scheduled job does. At the end it
// drains the roll-up and checks that the events counted in the daily aggregates are exactly the
// events the API accepted. It prints events/s accepted, request latency p50/p95, and deletes the
// brand (which removes its events and aggregates). With the workspace's event export switched on
// for the run, it also writes the brand's hourly Parquet files and checks, with DuckDB, that they
// hold every accepted event exactly once. With --own-stack it starts the stack itself and also
// prints the Firestore operations per 1,000 accepted events and the cost they come to. Only
// 127.0.0.1 is ever sent anything.
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

// With --own-stack the bench starts the local stack in this process (nothing else may be running):
// then it can read the local Firestore's count of billed operations and print what the ingest
// costs. Against a stack started apart (`npm start`) it has no such count.
const stack = process.argv.includes("--own-stack")
  ? await (async () => {
      const { startLocalStack } = await import("./lib/local-stack.mjs");
      const started = await startLocalStack({ dataDir: mkdtempSync(path.join(os.tmpdir(), "vitrine-bench-")), seed: true, quiet: true });
      process.env.VITRINE_DEMO = JSON.stringify(started.demo);
      return started;
    })()
  : null;
const firestoreUsage = () => stack?.firestore?.usage() ?? null;

/**
 * List prices in USD (Firestore Standard edition, multi-region nam5; Cloud Storage Standard), as
 * published in 2026: check the pricing pages before quoting the estimate.
 */
const PRICES = { firestoreReadPer100k: 0.06, firestoreWritePer100k: 0.18, firestoreDeletePer100k: 0.02, storageClassAPer1k: 0.005 };

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const SECONDS = Math.min(option("seconds", 20), 300);
const CONCURRENCY = Math.min(option("concurrency", 8), 64);
const BATCH = Math.min(option("batch", 50), 100);
const BATCHES_PER_SESSION = 4;
const ADDRESSES = 256;

const BASE_URL = process.env.VITRINE_BASE_URL ?? "http://127.0.0.1:5000";
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(BASE_URL)) throw new Error(`The bench only targets this machine, not ${BASE_URL}`);
process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";
process.env.GCLOUD_PROJECT ??= "demo-vitrine";
process.env.GOOGLE_CLOUD_PROJECT ??= process.env.GCLOUD_PROJECT;
process.env.METADATA_SERVER_DETECTION ??= "none";
// The local stack's file store is a folder (`npm start` keeps it in emulator-data): the export job
// run here writes the hourly files there, and reads them back.
if (!process.env.VITRINE_BLOB_DIR) {
  process.env.VITRINE_BLOB_DIR = path.join(ROOT, "emulator-data", "blobs");
  process.env.VITRINE_BLOB_BASE_URL = "http://127.0.0.1:9199";
  process.env.VITRINE_BLOB_SECRET = "bench-ingest";
}
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099"}`;
const DEMO = {
  tenantSlug: "demo-retail",
  ownerEmail: "owner@demo-retail.test",
  ownerPassword: "vitrine-demo",
  ...JSON.parse(process.env.VITRINE_DEMO ?? "{}"),
};
const UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

const { rollUpAnalytics } = require(path.join(ROOT, "functions/lib/analytics/roll-up.js"));
const { dailyCol } = require(path.join(ROOT, "functions/lib/firestore/collections.js"));
const { closeAdminApp } = require(path.join(ROOT, "functions/lib/firebase.js"));
const { exportDueEventHours } = require(path.join(ROOT, "functions/lib/analytics/event-export.js"));
const { eventExportFolder } = require(path.join(ROOT, "functions/lib/analytics/event-export-rows.js"));
const { blobStore } = require(path.join(ROOT, "functions/lib/storage/blob-store.js"));
const { eventExportFilesCol } = require(path.join(ROOT, "functions/lib/firestore/collections.js"));

async function ownerToken() {
  const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${DEMO.tenantSlug}`)).json();
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.ownerEmail, password: DEMO.ownerPassword, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(`Cannot sign in as the demo owner (is the local stack running?): ${JSON.stringify(body.error ?? body)}`);
  return body.idToken;
}

async function api(token, method, apiPath, json) {
  const res = await fetch(`${BASE_URL}${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(json && { "Content-Type": "application/json" }) },
    body: json && JSON.stringify(json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** The brand's exported files, counted by DuckDB: rows, and distinct event ids. */
async function exportedRows(brandId, tenantId) {
  const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import("node:fs");
  const os = await import("node:os");
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-export-"));
  try {
    const records = await eventExportFilesCol(brandId).get();
    for (const record of records.docs) {
      const file = path.join(dir, record.get("path"));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await blobStore().read(`${eventExportFolder(tenantId)}${record.get("path")}`));
    }
    if (records.empty) return { rows: 0, ids: 0 };
    const instance = await DuckDBInstance.create(":memory:");
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll(
      `select count(*)::integer as rows, count(distinct event_id)::integer as ids from read_parquet('${path.join(dir, "**", "*.parquet")}', hive_partitioning = true)`,
    );
    const [row] = reader.getRowObjectsJS();
    connection.closeSync();
    instance.closeSync();
    return { rows: Number(row.rows), ids: Number(row.ids) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const token = await ownerToken();
  const brand = await api(token, "POST", "/v1/brands", { name: `Bench ${Date.now().toString(36)}` });
  // The event export on for the run (as it was before afterwards): the ingest pays for it as it would.
  const exportWasOn = (await api(token, "GET", "/v1/tenants/me/event-export")).enabled;
  if (!exportWasOn) await api(token, "PUT", "/v1/tenants/me/event-export", { enabled: true });
  console.log(`bench: brand ${brand.id}; ${SECONDS} s, ${CONCURRENCY} requests in flight, ${BATCH} events per request`);
  try {
    const experience = await api(token, "POST", `/v1/brands/${brand.id}/experiences`, { name: "Bench experience" });
    const placement = await api(token, "POST", `/v1/brands/${brand.id}/placements`, { name: "Bench QR", defaultExperienceId: experience.id });
    const scenes = await api(token, "GET", `/v1/brands/${brand.id}/experiences/${experience.id}/scenes`);
    const sceneId = scenes.items[0].id;
    // Two funnels on, so the roll-up keeps every session's state as it would for a brand using them:
    // every session starts, and its first batch holds an object tap (seq 3, 7, …) before a product
    // opened (seq 4, 8, …), so every session reaches every step.
    await api(token, "PUT", `/v1/brands/${brand.id}/analytics/funnels`, {
      funnels: [
        { name: "Open a product", steps: [{ type: "session_start" }, { type: "product_card_open" }] },
        { name: "Tap then open", steps: [{ type: "session_start" }, { type: "object_tap" }, { type: "product_card_open" }] },
      ],
    });

    const usageBefore = firestoreUsage();
    const latencies = [];
    const totals = { sent: 0, accepted: 0, duplicates: 0, rejected: 0, limited: 0, failed: 0, lost: 0, sessionStarts: 0 };
    /** Why events were refused, as the API said it: reason -> count. */
    const rejectionReasons = new Map();
    const runId = Date.now().toString(36);
    let sessionCounter = 0;
    const deadline = Date.now() + SECONDS * 1000;

    // One simulated viewer after another: a session of a few batches, then the next.
    async function viewer(worker) {
      while (Date.now() < deadline) {
        const n = sessionCounter++;
        const sessionId = `bench-${runId}-${n}`;
        const address = `127.${worker}.${(n >> 8) & 255}.${n % ADDRESSES}`;
        let seq = 0;
        for (let b = 0; b < BATCHES_PER_SESSION && Date.now() < deadline; b += 1) {
          const events = [];
          for (let i = 0; i < BATCH; i += 1) {
            seq += 1;
            const type = seq === 1 ? "session_start" : ["scene_view", "segment_view", "object_tap", "product_card_open"][seq % 4];
            const data =
              type === "scene_view"
                ? { sceneId }
                : type === "segment_view"
                  ? { segmentId: `seg${seq % 5}` }
                  : type === "product_card_open"
                    ? { productId: `product${seq % 7}` }
                    : {};
            events.push({
              id: `${sessionId}.${seq}`,
              type,
              at: new Date().toISOString(),
              sessionId,
              visitorId: `visitor-${n % 5000}`,
              brandId: brand.id,
              experienceId: experience.id,
              placementId: placement.id,
              version: 1,
              data,
            });
          }
          totals.sent += events.length;
          if (b === 0) totals.sessionStarts += 1;
          // As the viewer's sender does: a batch not acknowledged is sent again (the ingest
          // deduplicates), after Retry-After when rate-limited.
          for (let attempt = 1; ; attempt += 1) {
            const started = performance.now();
            let res;
            let body = {};
            try {
              res = await fetch(`${BASE_URL}/v1/public/events`, {
                method: "POST",
                headers: { "Content-Type": "application/json", "User-Agent": UA, "X-Forwarded-For": address },
                body: JSON.stringify({ events }),
                signal: AbortSignal.timeout(30_000),
              });
              body = await res.json().catch(() => ({}));
            } catch {
              res = undefined;
            }
            latencies.push(performance.now() - started);
            if (res?.status === 200) {
              totals.accepted += body.accepted;
              totals.duplicates += body.duplicates;
              totals.rejected += body.rejected.length;
              for (const rejection of body.rejected) {
                const reason = rejection.reason ?? rejection.message ?? JSON.stringify(rejection);
                rejectionReasons.set(reason, (rejectionReasons.get(reason) ?? 0) + 1);
              }
              break;
            }
            if (res?.status === 429) totals.limited += 1;
            else totals.failed += 1;
            if (attempt === 5) {
              totals.lost += events.length;
              break;
            }
            await new Promise((r) => setTimeout(r, res?.status === 429 ? Number(res.headers.get("retry-after") ?? 1) * 1000 : 1000));
          }
        }
      }
    }

    // The scheduled roll-up, running alongside as it does in production.
    let loading = true;
    const rollUpStats = { events: 0, chunks: 0, ms: 0 };
    const rollUpLoop = (async () => {
      while (loading) {
        const started = performance.now();
        const result = await rollUpAnalytics(Date.now(), { budgetMs: 5_000 });
        rollUpStats.events += result.events;
        rollUpStats.chunks += result.chunks;
        rollUpStats.ms += performance.now() - started;
        if (result.events === 0) await new Promise((r) => setTimeout(r, 1000));
      }
    })();

    const loadStarted = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, worker) => viewer(worker + 1)));
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    loading = false;
    await rollUpLoop;

    // Drain what is left, like the next scheduled runs would.
    const drainStarted = performance.now();
    for (;;) {
      const result = await rollUpAnalytics(Date.now(), { budgetMs: 30_000 });
      rollUpStats.events += result.events;
      rollUpStats.chunks += result.chunks;
      if (!result.more && result.events === 0) break;
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;

    const docs = await dailyCol(brand.id).where("experienceId", "==", experience.id).get();
    let counted = 0;
    let countedSessions = 0;
    const shards = new Set();
    for (const doc of docs.docs) {
      if (doc.get("dimension") !== "experience") continue;
      counted += doc.get("metrics.events") ?? 0;
      countedSessions += doc.get("metrics.sessions") ?? 0;
      shards.add(doc.id);
    }
    const report = await api(token, "GET", `/v1/brands/${brand.id}/experiences/${experience.id}/analytics?days=2`);
    // Sessions whose first batch was counted reach every step; retention: each distinct visitor once in this week's cohort.
    const funnelSteps = report.funnels.map((f) => f.sessions);
    const visitorsStarted = Math.min(totals.sessionStarts, 5000);
    const cohortVisitors = report.retention.cohorts.reduce((sum, c) => sum + c.visitors, 0);

    // The brand's hours written as the job would once they have ended (the clock moved past them),
    // then read back as a warehouse would: every accepted event once.
    const exportStarted = performance.now();
    const exported = await exportDueEventHours(Date.now() + 2 * 3_600_000, { brandIds: [brand.id] });
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const usageAfter = firestoreUsage();
    const exportRows = await exportedRows(brand.id, (await api(token, "GET", "/v1/tenants/me")).id);

    latencies.sort((a, b) => a - b);
    const line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`);
    console.log("\nIngest");
    line("requests (with retries)", latencies.length);
    line("events sent", totals.sent);
    line("events accepted", totals.accepted);
    line("accepted events/s", (totals.accepted / loadSeconds).toFixed(1));
    line("latency p50 / p95 (ms)", `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 95).toFixed(1)}`);
    line("retried after 429 / error", `${totals.limited} / ${totals.failed}`);
    line("duplicates (resent, not recounted)", totals.duplicates);
    line("rejected / never acknowledged", `${totals.rejected} / ${totals.lost}`);
    for (const [reason, count] of rejectionReasons) line(`  rejected: ${reason}`, count);
    console.log("\nRoll-up");
    line("events rolled up", rollUpStats.events);
    line("transactions", rollUpStats.chunks);
    line("drain after the load (s)", drainSeconds.toFixed(1));
    line("aggregate documents (day x shard)", shards.size);
    console.log("\nEvent export");
    line("hourly files / rows written", `${exported.files} / ${exported.rows}`);
    line("export run (s)", exportSeconds.toFixed(1));
    line("rows / distinct event ids (DuckDB)", `${exportRows.rows} / ${exportRows.ids}`);
    console.log("\nFirestore operations (ingest, roll-up, export and triggers; counted by the local Firestore)");
    if (usageBefore && usageAfter && totals.accepted > 0) {
      const per1k = (field) => ((usageAfter[field] - usageBefore[field]) * 1000) / totals.accepted;
      // Raw events leave by Firestore's time-to-live after the run: one delete each, billed too.
      const ops = { reads: per1k("reads"), writes: per1k("writes"), deletes: per1k("deletes") + 1000 };
      line("reads / writes / deletes per 1,000", `${ops.reads.toFixed(0)} / ${ops.writes.toFixed(0)} / ${ops.deletes.toFixed(0)} (deletes include 1,000 TTL)`);
      const perMillion = (per1kOps, pricePer100k) => ((per1kOps * 1000) / 100_000) * pricePer100k;
      const firestoreCost =
        perMillion(ops.reads, PRICES.firestoreReadPer100k) +
        perMillion(ops.writes, PRICES.firestoreWritePer100k) +
        perMillion(ops.deletes, PRICES.firestoreDeletePer100k);
      line("estimated Firestore cost per million events", `$${firestoreCost.toFixed(2)}`);
      // One Parquet file per brand and hour that had events, whatever their number.
      line("export files (Cloud Storage class A)", `$${((720 * PRICES.storageClassAPer1k) / 1000).toFixed(4)} per brand and 30-day month of hourly files`);
    } else line("not counted", "run with --own-stack (the bench then starts the stack itself)");
    console.log("\nCount check");
    line("events sent", totals.sent);
    line("events counted in aggregates", counted);
    line("sessions started / counted / API", `${totals.sessionStarts} / ${countedSessions} / ${report.totals.sessions}`);
    line("funnel steps (sessions per step)", funnelSteps.map((steps) => steps.join(" / ")).join("; "));
    line("retention: visitors started / in cohorts", `${visitorsStarted} / ${cohortVisitors}`);
    const ok =
      totals.lost === 0 &&
      totals.rejected === 0 &&
      counted === totals.sent &&
      countedSessions === totals.sessionStarts &&
      report.totals.sessions === totals.sessionStarts &&
      funnelSteps.length === 2 &&
      funnelSteps.every((steps) => steps.every((n) => n === totals.sessionStarts)) &&
      cohortVisitors === visitorsStarted &&
      exportRows.rows === totals.accepted &&
      exportRows.ids === totals.accepted;
    console.log(
      ok
        ? "\nPASS: events sent == events counted == rows exported (each once, retries included); funnel steps and retention exact"
        : "\nFAIL: the counts differ",
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await api(token, "DELETE", `/v1/brands/${brand.id}`).catch((err) => console.error(`could not delete the bench brand: ${err.message}`));
    if (!exportWasOn) await api(token, "PUT", "/v1/tenants/me/event-export", { enabled: false }).catch(() => {});
    await closeAdminApp();
    await stack?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
