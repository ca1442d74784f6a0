import path from "node:path";
import { Worker } from "node:worker_threads";
import type { GlbStats, GlbVariant, ModelOptions } from "./optimize-glb.js";
import type { GlbValidation } from "./validate-glb.js";
import { VARIANT_NAMES } from "./variant-budgets.js";

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
  /**
   * Valid. `optimized` is absent when optimisation failed or ran out of budget (`optimizationError`).
   * `variants` holds the delivery variants made (and accepted by the validator) before the end or
   * the cut-off; `variantErrors` says, per variant name, why one is missing.
   */
  | {
      kind: "valid";
      validation: GlbValidation;
      optimized?: { bytes: Uint8Array; stats: GlbStats };
      optimizationError?: string;
      variants: GlbVariant[];
      variantErrors: Record<string, string>;
      /** The USDZ for AR Quick Look, or why it is missing (`usdzError`). */
      usdz?: Uint8Array;
      usdzError?: string;
      /**
       * A USDZ per material variant (by name, in the file's order), made with `usdz`; empty without
       * variants. Null bytes: the variant is the file's own look, whose USDZ is `usdz` itself.
       */
      usdzVariants: { name: string; bytes: Uint8Array | null }[];
      /** The original drawn from the cameras its variants are compared from (WebP), when measured. */
      views?: Uint8Array;
    };

const seconds = (ms: number) => `${ms / 1000} s`;

/** The worker as built (lib/…/model-processing-worker.js), or its source under the test runner's TypeScript loader. */
function startWorker(bytes: Uint8Array, memoryMb: number, modelOptions: ModelOptions): Worker {
  // Its own copy, transferred: the caller's bytes stay usable (a Buffer's `slice` would share
  // them, and its `.buffer` may be a pool holding other data).
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  const buffer = copy.buffer;
  const options = { workerData: { buffer, options: modelOptions }, transferList: [buffer], resourceLimits: { maxOldGenerationSizeMb: memoryMb } };
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
export function processModel(
  bytes: Uint8Array,
  limits: ModelProcessingLimits,
  modelOptions: ModelOptions = { metersPerUnit: 1, placement: "floor" },
): Promise<ModelProcessingOutcome> {
  return new Promise((resolve) => {
    const worker = startWorker(bytes, limits.memoryMb, modelOptions);
    let usdz: Uint8Array | undefined;
    let usdzError: string | undefined;
    const usdzVariants: { name: string; bytes: Uint8Array | null }[] = [];
    let views: Uint8Array | undefined;
    let validation: GlbValidation | null = null;
    let optimized: { bytes: Uint8Array; stats: GlbStats } | undefined;
    const variants: GlbVariant[] = [];
    const variantErrors: Record<string, string> = {};
    let settled = false;
    const finish = (outcome: ModelProcessingOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const valid = (fields: { optimizationError?: string } = {}): ModelProcessingOutcome => ({
      kind: "valid",
      validation: validation!,
      optimized,
      ...fields,
      variants,
      variantErrors,
      usdz,
      usdzError: usdz ? undefined : (usdzError ?? fields.optimizationError ?? "Not made"),
      // A variant's file without the model's own would send AR to a look the product page lacks.
      usdzVariants: usdz ? usdzVariants : [],
      views,
    });
    // Once valid, a model that only runs out of budget while optimising is served as uploaded; once
    // optimised, one cut off while making variants is served optimised, with the variants made so far.
    const cutOff = (reason: string) => {
      if (!validation) return finish({ kind: "failed", reason });
      if (!optimized) return finish(valid({ optimizationError: reason }));
      for (const name of VARIANT_NAMES) if (!variants.some((v) => v.name === name)) variantErrors[name] ??= reason;
      usdzError ??= reason;
      finish(valid());
    };
    const timer = setTimeout(() => cutOff(`Processing took longer than its ${seconds(limits.budgetMs)} budget`), limits.budgetMs);
    type Message = { kind: string; validation?: GlbValidation; bytes?: Uint8Array; stats?: GlbStats; variant?: GlbVariant; name?: string; message?: string };
    worker.on("message", (message: Message) => {
      if (message.kind === "validated") {
        validation = message.validation!;
        if (validation.errors.length > 0) finish({ kind: "invalid", validation });
      } else if (message.kind === "optimized" && validation) {
        optimized = { bytes: new Uint8Array(message.bytes!), stats: message.stats! };
      } else if (message.kind === "variant" && optimized) {
        const variant = message.variant!;
        variants.push({ ...variant, bytes: variant.bytes ? new Uint8Array(variant.bytes) : null, views: variant.views ? new Uint8Array(variant.views) : null });
      } else if (message.kind === "views" && optimized) {
        views = new Uint8Array(message.bytes!);
      } else if (message.kind === "usdz" && optimized) {
        usdz = new Uint8Array(message.bytes!);
      } else if (message.kind === "usdz-variant" && optimized) {
        usdzVariants.push({ name: message.name!, bytes: message.bytes ? new Uint8Array(message.bytes) : null });
      } else if (message.kind === "usdz-failed" && optimized) {
        usdzError = `The AR file (USDZ) could not be made: ${message.message}`;
      } else if (message.kind === "variant-failed" && optimized) {
        variantErrors[message.name!] = message.message!;
      } else if (message.kind === "variants-failed" && optimized) {
        cutOff(`Making the delivery variants failed: ${message.message}`);
      } else if (message.kind === "done" && optimized) {
        finish(valid());
      } else if (message.kind === "optimization-failed" && validation) {
        finish(valid({ optimizationError: message.message }));
      } else {
        cutOff(`Processing failed: ${message.message ?? "unexpected answer"}`);
      }
    });
    worker.on("error", (err: Error & { code?: string }) =>
      cutOff(
        err.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? `Processing needed more than the ${limits.memoryMb} MB of memory it may use`
          : `Processing failed: ${err.message}`,
      ),
    );
    worker.on("exit", (code) => cutOff(`Processing stopped unexpectedly (exit code ${code})`));
  });
}
