import { parentPort, workerData } from "node:worker_threads";
import { optimizeGlb } from "./optimize-glb.js";
import { validateGlb } from "./validate-glb.js";

/**
 * Runs in a worker thread (`process-model.ts`), so a model's validation and optimisation can be
 * cut off when over their time budget or memory without taking the process down. Reports the
 * validation first: a valid model whose optimisation is cut off is still served, as uploaded.
 */
async function run() {
  const bytes = new Uint8Array(workerData.buffer as ArrayBuffer);
  const validation = await validateGlb(bytes);
  parentPort!.postMessage({ kind: "validated", validation });
  if (validation.errors.length > 0) return;
  try {
    const optimized = await optimizeGlb(bytes);
    const out = optimized.bytes;
    parentPort!.postMessage({ kind: "optimized", bytes: out, stats: optimized.stats }, [out.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ kind: "optimization-failed", message: err instanceof Error ? err.message : String(err) });
  }
}

run().catch((err) => parentPort!.postMessage({ kind: "crashed", message: err instanceof Error ? err.message : String(err) }));
