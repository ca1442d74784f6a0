import path from "node:path";
import { Worker } from "node:worker_threads";
import type { GlbStats } from "./optimize-glb.js";
import type { GlbValidation } from "./validate-glb.js";

export interface ModelProcessingLimits {
  /** Wall-clock budget for validation and optimisation together. */
  budgetMs: number;
  /** Heap the worker may use; past it the worker is stopped, not the process. */
  memoryMb: number;
}

export type ModelProcessingOutcome =
  /** The validator refused it, ran out of time or memory before it could tell, or crashed. */
  | { kind: "invalid"; validation: GlbValidation }
  | { kind: "failed"; reason: string }
  /** Valid. `optimized` is absent when optimisation failed or ran out of budget (`optimizationError`). */
  | { kind: "valid"; validation: GlbValidation; optimized?: { bytes: Uint8Array; stats: GlbStats }; optimizationError?: string };

const seconds = (ms: number) => `${ms / 1000} s`;

/** The worker as built (lib/…/model-processing-worker.js), or its source under the test runner's TypeScript loader. */
function startWorker(bytes: Uint8Array, memoryMb: number): Worker {
  // Its own copy, transferred: the caller's bytes stay usable (a Buffer's `slice` would share
  // them, and its `.buffer` may be a pool holding other data).
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const buffer = copy.buffer;
  const options = { workerData: { buffer }, transferList: [buffer], resourceLimits: { maxOldGenerationSizeMb: memoryMb } };
  if (__filename.endsWith(".ts")) {
    const source = path.join(__dirname, "model-processing-worker.ts");
    return new Worker(`require("tsx/cjs"); require(${JSON.stringify(source)});`, { ...options, eval: true });
  }
  return new Worker(path.join(__dirname, "model-processing-worker.js"), options);
}

/**
 * Validates (Khronos glTF validator) and optimises (gltf-transform) a GLB in a worker thread
 * within `limits`. Never throws for anything the model does: every outcome is a value.
 */
export function processModel(bytes: Uint8Array, limits: ModelProcessingLimits): Promise<ModelProcessingOutcome> {
  return new Promise((resolve) => {
    const worker = startWorker(bytes, limits.memoryMb);
    let validation: GlbValidation | null = null;
    let settled = false;
    const finish = (outcome: ModelProcessingOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    // Once valid, a model that only runs out of budget while optimising is served as uploaded.
    const cutOff = (reason: string) =>
      finish(validation ? { kind: "valid", validation, optimizationError: reason } : { kind: "failed", reason });
    const timer = setTimeout(() => cutOff(`Processing took longer than its ${seconds(limits.budgetMs)} budget`), limits.budgetMs);
    worker.on("message", (message: { kind: string; validation?: GlbValidation; bytes?: Uint8Array; stats?: GlbStats; message?: string }) => {
      if (message.kind === "validated") {
        validation = message.validation!;
        if (validation.errors.length > 0) finish({ kind: "invalid", validation });
      } else if (message.kind === "optimized" && validation) {
        finish({ kind: "valid", validation, optimized: { bytes: new Uint8Array(message.bytes!), stats: message.stats! } });
      } else if (message.kind === "optimization-failed" && validation) {
        finish({ kind: "valid", validation, optimizationError: message.message });
      } else {
        cutOff(`Processing failed: ${message.message ?? "unexpected answer"}`);
      }
    });
    worker.on("error", (err: Error & { code?: string }) =>
      cutOff(err.code === "ERR_WORKER_OUT_OF_MEMORY" ? `Processing needed more than the ${limits.memoryMb} MB of memory it may use` : `Processing failed: ${err.message}`),
    );
    worker.on("exit", (code) => cutOff(`Processing stopped unexpectedly (exit code ${code})`));
  });
}
