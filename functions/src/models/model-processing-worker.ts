import { parentPort, workerData } from "node:worker_threads";
import { optimizeWithVariants, type ModelOptions } from "./optimize-glb.js";
import { validateGlb } from "./validate-glb.js";

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Runs in a worker thread (`process-model.ts`), so a model's validation and optimisation can be
 * cut off when over their time budget or memory without taking the process down. Reports each
 * step as soon as it is done: the validation (a valid model whose optimisation is cut off is still
 * served, as uploaded), the optimised file (every viewer's fallback), then each delivery variant,
 * itself checked by the validator so a variant never serves what the original would not, and last
 * the USDZ for AR Quick Look, then one per material variant.
 */
async function run() {
  const bytes = new Uint8Array(workerData.buffer as ArrayBuffer);
  const options = workerData.options as ModelOptions;
  const validation = await validateGlb(bytes);
  parentPort!.postMessage({ kind: "validated", validation });
  if (validation.errors.length > 0) return;
  let optimized = false;
  try {
    for await (const step of optimizeWithVariants(bytes, undefined, options)) {
      if (step.kind === "optimized") {
        optimized = true;
        const out = step.bytes;
        parentPort!.postMessage({ kind: "optimized", bytes: out, stats: step.stats }, [out.buffer as ArrayBuffer]);
        continue;
      }
      if (step.kind === "views") {
        parentPort!.postMessage({ kind: "views", bytes: step.bytes }, [step.bytes.buffer as ArrayBuffer]);
        continue;
      }
      if (step.kind === "usdz") {
        parentPort!.postMessage({ kind: "usdz", bytes: step.bytes }, [step.bytes.buffer as ArrayBuffer]);
        continue;
      }
      if (step.kind === "usdz-variant") {
        parentPort!.postMessage({ kind: "usdz-variant", name: step.name, bytes: step.bytes }, step.bytes ? [step.bytes.buffer as ArrayBuffer] : []);
        continue;
      }
      if (step.kind === "usdz-failed") {
        parentPort!.postMessage({ kind: "usdz-failed", message: step.message });
        continue;
      }
      const variant = step.variant;
      if (variant.bytes) {
        const check = await validateGlb(variant.bytes);
        if (check.errors.length > 0) {
          parentPort!.postMessage({
            kind: "variant-failed",
            name: variant.name,
            message: `the validator refused it: ${check.errors[0]!.code}: ${check.errors[0]!.message}`,
          });
          continue;
        }
      }
      const transfer = [variant.bytes, variant.views].filter((b): b is Uint8Array => b !== null).map((b) => b.buffer as ArrayBuffer);
      parentPort!.postMessage({ kind: "variant", variant }, transfer);
    }
    parentPort!.postMessage({ kind: "done" });
  } catch (err) {
    parentPort!.postMessage(optimized ? { kind: "variants-failed", message: messageOf(err) } : { kind: "optimization-failed", message: messageOf(err) });
  }
}

run().catch((err) => parentPort!.postMessage({ kind: "crashed", message: messageOf(err) }));
