#!/usr/bin/env node
// `npm run bench:models`: the background model pipeline on the generated reference models
// (scripts/lib/heavy-models.mjs), run as the `onLibraryObjectCreated` function runs it (a worker
// thread with its time budget and 1536 MB heap limit). Prints the original against its phone and
// desktop variants (bytes, triangles, largest texture), the processing time and the process's peak
// memory, and the size of the USDZ made for AR Quick Look. Figures only, never a pass or fail on timing.
//
//   npm run bench:models [-- --models heavy,medium] [--runs 1]
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { HEAVY_MODELS, makeHeavyModel } from "./lib/heavy-models.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The functions as built (`npm run build -w functions`): the code the background function runs.
const require = createRequire(import.meta.url);
const { processModel } = require(path.join(root, "functions/lib/models/process-model.js"));

const { values } = parseArgs({ options: { models: { type: "string", default: "heavy,medium" }, runs: { type: "string", default: "1" } } });
const LIMITS = { budgetMs: 300_000, memoryMb: 1536 };

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const pct = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`;

/** Samples the whole process's resident memory (the worker thread included) while `work` runs. */
async function withPeakMemory(work) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, peakRss: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

const rows = [];
const row = (model, measure, value, note = "") => rows.push({ model, measure, value, note });
console.log(
  `Model variants on ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; Node ${process.version}`,
);
for (const name of values.models.split(",")) {
  const options = HEAVY_MODELS[name];
  if (!options) throw new Error(`No reference model named ${name}`);
  const model = await makeHeavyModel(options);
  const textures = `${model.textureSizes.length} textures (${model.textureSizes.join(", ")} px)`;
  row(name, "original", `${mb(model.bytes.byteLength)}, ${model.triangles.toLocaleString("en-US")} triangles`, textures);
  for (let run = 0; run < Number(values.runs); run++) {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const { result: outcome, peakRss } = await withPeakMemory(() => processModel(model.bytes, LIMITS));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (outcome.kind !== "valid" || !outcome.optimized)
      throw new Error(`${name}: ${JSON.stringify(outcome.reason ?? outcome.optimizationError ?? outcome.kind)}`);
    if (run === 0) {
      row(
        name,
        "optimised (fallback)",
        `${mb(outcome.optimized.bytes.byteLength)}, ${outcome.optimized.stats.triangles.toLocaleString("en-US")} triangles`,
        pct(outcome.optimized.bytes.byteLength, model.bytes.byteLength) + " of the original",
      );
      for (const v of outcome.variants) {
        const note = [
          `${pct(v.stats.bytes, model.bytes.byteLength)} of the original`,
          v.bytes === null ? "the optimised file (within budget)" : `textures ≤ ${v.stats.maxTextureSize} px`,
          v.simplificationError !== null ? `simplified within error ${v.simplificationError}` : "",
          v.fidelity !== null ? `SSIM ${v.fidelity.toFixed(3)} against the original (3 views)` : "",
          ...v.notes,
        ];
        row(name, `${v.name} variant`, `${mb(v.stats.bytes)}, ${v.stats.triangles.toLocaleString("en-US")} triangles`, note.filter(Boolean).join("; "));
      }
      for (const [variant, error] of Object.entries(outcome.variantErrors)) row(name, `${variant} variant`, "missing", error);
      // AR Quick Look's file, made from the phone variant (the issue's bound: 8 MB for the heavy model).
      if (outcome.usdz)
        row(name, "USDZ (AR Quick Look)", mb(outcome.usdz.byteLength), `${pct(outcome.usdz.byteLength, model.bytes.byteLength)} of the original`);
      else row(name, "USDZ (AR Quick Look)", "missing", outcome.usdzError ?? "");
    }
    row(
      name,
      `processing time${Number(values.runs) > 1 ? `, run ${run + 1}` : ""}`,
      `${seconds} s`,
      "validation, optimised file, both variants, each variant validated",
    );
    row(
      name,
      `peak memory${Number(values.runs) > 1 ? `, run ${run + 1}` : ""}`,
      `${Math.round(peakRss / 2 ** 20)} MiB RSS`,
      `process before: ${Math.round(before / 2 ** 20)} MiB (sampled every 20 ms)`,
    );
  }
}

const widths = ["model", "measure", "value", "note"].map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
console.log(line(["model", "measure", "value", "note"]));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(line([r.model, r.measure, r.value, r.note]));
