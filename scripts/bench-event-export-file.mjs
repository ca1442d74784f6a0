#!/usr/bin/env node
// `npm run bench:event-export`: busy hours of the event export written as the hourly job writes
// them (functions as built), streamed a row group at a time into a stream that discards the bytes,
// against the whole hour encoded at once in memory (how files were written before), each in a
// process of its own whose heap is capped as the job's 1 GiB instance caps it. Prints the file's
// size, the time and the peak memory, or that the process ran out of memory. Figures only.
//
//   npm run bench:event-export [-- --rows 1000000,2000000,4000000] [--heap-mb 768]
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { openEventExportFile, EVENT_EXPORT_ROW_GROUP_ROWS } = require(path.join(root, "functions/lib/analytics/event-export-parquet.js"));
const { eventExportRow, eventExportColumnData } = require(path.join(root, "functions/lib/analytics/event-export-rows.js"));

const { values } = parseArgs({
  options: { rows: { type: "string", default: "1000000,2000000,4000000" }, "heap-mb": { type: "string", default: "768" }, child: { type: "string" } },
});
const [MODE, CHILD_ROWS] = (values.child ?? ":").split(":");
const ROWS = Number(CHILD_ROWS);
const start = Date.UTC(2026, 2, 1, 9);
const TYPES = ["session_start", "scene_view", "object_tap", "product_card_open", "product_link_out"];

/** A busy hour's events as the job reads them: `count` rows from index `from`, spread over the hour. */
const rowsOf = (from, count) =>
  Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const at = new Date(start + Math.floor((i / ROWS) * 3_600_000));
    return eventExportRow("tenantBench", `evt${i}`, {
      brandId: "brandBench",
      eventId: `c${i}`,
      type: TYPES[i % TYPES.length],
      at,
      receivedAt: at,
      experienceId: "experienceBench",
      version: 3,
      placementId: `placement${i % 40}`,
      storeId: `store${i % 40}`,
      sessionId: `session${Math.floor(i / 6)}`,
      visitorId: `visitor${Math.floor(i / 12)}`,
      classes: { device: i % 3 ? "phone" : "desktop", os: "ios", browser: "safari", source: "qr", visitor: "new" },
      data: { language: "en", productId: `p${i % 25}` },
    });
  });

async function measure(work) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const bytes = await work();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { bytes, ms, peakMb: (peak - before) / 1e6 };
}

const discard = () => new Writable({ write: (_chunk, _encoding, callback) => setImmediate(callback) });

/** One hour written one way, in this process: its figures as JSON on stdout. */
async function child() {
  const figures =
    MODE === "streamed"
      ? await measure(async () => {
          const file = await openEventExportFile(discard());
          // The job appends a group each time it holds EVENT_EXPORT_ROW_GROUP_ROWS events.
          for (let from = 0; from < ROWS; from += EVENT_EXPORT_ROW_GROUP_ROWS) {
            await file.append(rowsOf(from, Math.min(EVENT_EXPORT_ROW_GROUP_ROWS, ROWS - from)));
          }
          return file.finish();
        })
      : await measure(async () => {
          const { parquetWriteBuffer } = await import("hyparquet-writer");
          const rows = rowsOf(0, ROWS);
          return parquetWriteBuffer({ columnData: eventExportColumnData(rows), createdBy: "vitrine event export" }).byteLength;
        });
  console.log(JSON.stringify(figures));
}

if (values.child) {
  await child();
} else {
  const heap = Number(values["heap-mb"]);
  const lines = [
    `Event export, one hour written in a process with a ${heap} MB heap (Node ${process.version}, row groups of ${EVENT_EXPORT_ROW_GROUP_ROWS.toLocaleString("en")}):`,
    "| events in the hour | streamed: file, time, peak memory | whole hour in memory: file, time, peak memory |",
    "|---|---|---|",
  ];
  for (const rows of values.rows.split(",").map(Number)) {
    const cells = ["streamed", "whole"].map((mode) => {
      const run = spawnSync(process.execPath, [`--max-old-space-size=${heap}`, fileURLToPath(import.meta.url), "--child", `${mode}:${rows}`], {
        encoding: "utf8",
        maxBuffer: 1 << 20,
      });
      const last = run.stdout.trim().split("\n").at(-1) ?? "";
      if (run.status !== 0 || !last.startsWith("{"))
        return /heap out of memory|Allocation failed/.test(run.stderr) ? "out of memory" : `failed (${run.status})`;
      const f = JSON.parse(last);
      return `${(f.bytes / 1e6).toFixed(1)} MB, ${(f.ms / 1000).toFixed(1)} s, ${f.peakMb.toFixed(0)} MB`;
    });
    lines.push(`| ${rows.toLocaleString("en")} | ${cells.join(" | ")} |`);
  }
  console.log(lines.join("\n"));
}
