#!/usr/bin/env node
/**
 * Throughput of the local Firestore at two collection sizes (1,000 and 10,000
 * documents): single writes/s, 500-write batches, and query latency. Figures
 * only; it never fails on timing. The emulator runs in this process, driven by
 * firebase-admin over gRPC on a free port, like the real stack.
 *
 *   node bench/firestore-bench.mjs [--sizes 1000,10000] [--rounds 300]
 */
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startFirestoreEmulator } from "../src/index.mjs";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000" },
    rounds: { type: "string", default: "300" },
  },
});
const sizes = args.sizes.split(",").map(Number);
const rounds = Number(args.rounds);

const emulator = await startFirestoreEmulator({ host: "127.0.0.1", port: 0, logger: { ...console, warn() {} } });
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
const require = createRequire(import.meta.url);
const { initializeApp } = require("firebase-admin/app");
const { getFirestore } = require("firebase-admin/firestore");
const db = getFirestore(initializeApp({ projectId: "demo-bench" }));

const CATEGORIES = 50;
const documentData = (i) => ({
  i,
  category: `cat-${i % CATEGORIES}`,
  score: (i * 7919) % 100003,
  createdAt: new Date(1_700_000_000_000 + i * 1000),
  tags: [`t${i % 7}`, `t${i % 11}`],
  title: `Experience ${i}`,
  owner: { id: `user-${i % 200}`, plan: i % 3 === 0 ? "pro" : "free" },
});

async function seed(collection, count) {
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) batch.set(collection.doc(`doc-${i}`), documentData(i));
    await batch.commit();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeEach(times, fn) {
  const samples = [];
  for (let k = 0; k < times; k++) {
    const t0 = performance.now();
    await fn(k);
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function measure(size) {
  await emulator.clear();
  const col = db.collection("experiences");
  await seed(col, size);
  const results = {};

  const single = await timeEach(rounds, (k) => col.doc(`single-${k}`).set(documentData(size + k)));
  results["single writes/s"] = 1000 / (single.reduce((a, b) => a + b, 0) / single.length);

  const updates = await timeEach(rounds, (k) => col.doc(`doc-${(k * 31) % size}`).update({ score: k }));
  results["single updates/s"] = 1000 / (updates.reduce((a, b) => a + b, 0) / updates.length);

  const batches = await timeEach(10, async (k) => {
    const batch = db.batch();
    for (let j = 0; j < 500; j++) batch.set(col.doc(`batch-${k}-${j}`), documentData(size + j));
    await batch.commit();
  });
  results["500-write batch (ms)"] = median(batches);
  results["batched writes/s"] = 500 / (median(batches) / 1000);

  const q = (fn) => timeEach(rounds, fn).then(median);
  results["get by id (ms)"] = await q((k) => col.doc(`doc-${(k * 13) % size}`).get());
  results["where == limit 20 (ms)"] = await q((k) =>
    col
      .where("category", "==", `cat-${k % CATEGORIES}`)
      .limit(20)
      .get(),
  );
  results["orderBy desc limit 20 (ms)"] = await q(() => col.orderBy("score", "desc").limit(20).get());
  results["where == orderBy limit 20 (ms)"] = await q((k) =>
    col
      .where("owner.id", "==", `user-${k % 200}`)
      .orderBy("createdAt", "desc")
      .limit(20)
      .get(),
  );
  results["range + cursor page of 20 (ms)"] = await q((k) =>
    col
      .where("score", ">=", (k * 997) % 90000)
      .orderBy("score")
      .limit(20)
      .get(),
  );
  results["array-contains limit 20 (ms)"] = await q((k) =>
    col
      .where("tags", "array-contains", `t${k % 7}`)
      .limit(20)
      .get(),
  );
  return results;
}

// A throwaway round first: JIT and connection warm-up would otherwise count against the first size.
process.stderr.write("warming up...\n");
await measure(Math.min(...sizes, 500));

const table = {};
for (const size of sizes) {
  process.stderr.write(`measuring ${size} documents...\n`);
  table[size] = await measure(size);
}

const metrics = Object.keys(table[sizes[0]]);
const header = ["metric", ...sizes.map((s) => `${s.toLocaleString("en-US")} docs`), ...(sizes.length > 1 ? ["ratio"] : [])];
const rows = metrics.map((m) => {
  const values = sizes.map((s) => table[s][m]);
  const format = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(2));
  const row = [m, ...values.map(format)];
  if (sizes.length > 1) {
    // Ratio of the large collection to the small one, as "cost": higher is slower.
    const higherIsBetter = m.endsWith("/s");
    const ratio = higherIsBetter ? values[0] / values.at(-1) : values.at(-1) / values[0];
    row.push(`${ratio.toFixed(2)}x`);
  }
  return row;
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
console.log(line(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(line(row));
console.log("\nratio = cost at the largest size / cost at the smallest (1.00x: no slowdown).");

await emulator.stop();
process.exit(0);
