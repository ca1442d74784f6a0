import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { db } from "../firebase.js";
import type { GlbVariant } from "../models/optimize-glb.js";
import { processModel, type ModelProcessingLimits } from "../models/process-model.js";
import { VARIANT_NAMES } from "../models/variant-budgets.js";
import { METERS_PER_UNIT, type ModelUnit } from "@vitrine/contract";
import { materialVariantSwatches, modelThumbnail } from "../models/model-thumbnail.js";
import { readModel } from "../images/scene-picture/world-meshes.js";
import { blobStore } from "../storage/blob-store.js";
import { libraryCol } from "../firestore/collections.js";

/**
 * A model gets this many tries (a trigger retried after a crash, say for lack of memory); the next
 * marks it `failed` instead of trying again, so nothing is retried without end.
 */
export const MAX_PROCESSING_ATTEMPTS = 3;
/** A model still `processing` after this long was lost (its trigger never ran or died each time). */
export const PROCESSING_GIVE_UP_MS = 60 * 60_000;

/**
 * The background function's limits: it has 2 GiB and 540 s (`onLibraryObjectCreated`); the
 * budget leaves time to store the outcome. `VITRINE_MODEL_BUDGET_SECONDS` changes the budget.
 */
export function modelProcessingLimits(): ModelProcessingLimits {
  const budgetSeconds = Number(process.env.VITRINE_MODEL_BUDGET_SECONDS);
  return { budgetMs: (Number.isFinite(budgetSeconds) && budgetSeconds > 0 ? budgetSeconds : 300) * 1000, memoryMb: 1536 };
}

const invalidReason = (fileName: string, errors: { code: string; message: string }[]) =>
  `${fileName} is not a valid glTF model (${errors.length} error${errors.length === 1 ? "" : "s"}): ${errors[0]!.message}`;

/**
 * Claims one processing attempt: null when the model is gone or no longer `processing`, else its
 * data. The attempt past the last marks it `failed` and returns null.
 */
async function claimAttempt(objectId: string) {
  const ref = libraryCol().doc(objectId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.status !== "processing") return null;
    const attempts = (data.processingAttempts ?? 0) + 1;
    if (attempts > MAX_PROCESSING_ATTEMPTS) {
      tx.update(ref, {
        status: "failed",
        error: `Processing was tried ${MAX_PROCESSING_ATTEMPTS} times without finishing; the model may be too large or complex`,
        updatedAt: FieldValue.serverTimestamp(),
        _updatedAt: FieldValue.serverTimestamp(),
      });
      return null;
    }
    tx.update(ref, { processingAttempts: attempts, updatedAt: FieldValue.serverTimestamp() });
    return data;
  });
}

/** Writes the outcome only while the model is still `processing` (a parallel run may have finished it). */
async function settle(objectId: string, fields: Record<string, unknown>) {
  const ref = libraryCol().doc(objectId);
  await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).get("status") !== "processing") return;
    tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp(), _updatedAt: FieldValue.serverTimestamp() });
  });
}

/**
 * Validates (Khronos glTF validator) and optimises a newly added library model in a worker within
 * the time and memory budget, then records its stats: `ready` (optimised, or the validated
 * original when optimisation failed or ran out of time), or `failed` with the reason in `error`.
 * Idempotent: only a model still `processing` is touched.
 */
export async function processLibraryModel(objectId: string, limits: ModelProcessingLimits = modelProcessingLimits()): Promise<void> {
  const data = await claimAttempt(objectId);
  if (!data) return;
  const store = blobStore();
  const original = await store.read(data.originalKey);
  const metersPerUnit = METERS_PER_UNIT[(data.unit as ModelUnit | undefined) ?? "m"] ?? 1;
  const outcome = await processModel(original, limits, {
    metersPerUnit,
    placement: data.arPlacement === "wall" ? "wall" : "floor",
    budget: data.budget === "strict" || data.budget === "detailed" ? data.budget : "standard",
  });
  const fileName = (data.fileName as string | undefined) ?? data.name;
  if (outcome.kind === "failed") {
    logger.warn("model processing failed", { objectId, reason: outcome.reason });
    return settle(objectId, { status: "failed", error: outcome.reason });
  }
  if (outcome.kind === "invalid") {
    const errors = outcome.validation.errors;
    return settle(objectId, {
      status: "failed",
      error: invalidReason(fileName, errors),
      validationIssues: errors.slice(0, 20).map((e) => ({ path: e.pointer, message: `${e.code}: ${e.message}` })),
    });
  }
  const { validation, optimized, optimizationError } = outcome;
  if (!optimized) {
    logger.warn("model optimisation failed; serving the original", { objectId, err: optimizationError });
    return settle(objectId, {
      status: "ready",
      error: null,
      usdz: null,
      usdzSize: null,
      usdzError: outcome.usdzError ?? "Not made",
      usdzVariants: [],
      optimizationError: optimizationError ?? null,
      triangles: validation.triangles,
      materials: validation.materials,
      textures: validation.textures,
      originalSize: original.byteLength,
    });
  }
  const optimizedKey = (data.originalKey as string).replace(/(\.glb)?$/i, ".optimized.glb");
  await store.write(optimizedKey, optimized.bytes, "model/gltf-binary");
  const glb = await store.publish(optimizedKey);
  const variants = await storeVariants(data.originalKey, { key: optimizedKey, glb }, outcome.variants, outcome.variantErrors);
  for (const v of variants) if (v.error) logger.warn("model variant missing", { objectId, variant: v.name, reason: v.error });
  let views: Record<string, unknown> = { viewsKey: null, views: null };
  if (outcome.views) {
    const viewsKey = (data.originalKey as string).replace(/(\.glb)?$/i, ".views.webp");
    await store.write(viewsKey, outcome.views, "image/webp");
    views = { viewsKey, views: await store.publish(viewsKey) };
  }
  const pictures = await drawPictures(objectId, data.originalKey as string, optimized.bytes, !data.thumbnail);
  let ar: Record<string, unknown> = { usdz: null, usdzSize: null, usdzError: outcome.usdzError ?? "Not made", usdzVariants: [] };
  if (outcome.usdz) {
    const usdzKey = (data.originalKey as string).replace(/(\.glb)?$/i, ".usdz");
    await store.write(usdzKey, outcome.usdz, "model/vnd.usdz+zip");
    const usdz = await store.publish(usdzKey);
    // Beside it, one per material variant, numbered in the file's order (a variant's name may hold
    // anything a file name should not); the variant the file wears anyway is the model's own file.
    const usdzVariants = await Promise.all(
      outcome.usdzVariants.map(async ({ name, bytes }, index) => {
        if (!bytes) return { name, key: usdzKey, usdz, size: outcome.usdz!.byteLength };
        const key = (data.originalKey as string).replace(/(\.glb)?$/i, `.variant-${index}.usdz`);
        await store.write(key, bytes, "model/vnd.usdz+zip");
        return { name, key, usdz: await store.publish(key), size: bytes.byteLength };
      }),
    );
    ar = { usdzKey, usdz, usdzSize: outcome.usdz.byteLength, usdzError: null, usdzVariants };
  } else {
    logger.warn("model AR file missing", { objectId, reason: outcome.usdzError });
  }
  await settle(objectId, {
    ...ar,
    ...views,
    ...pictures,
    ...optimized.stats,
    glb,
    optimizedKey,
    variants,
    size: optimized.bytes.byteLength,
    originalSize: original.byteLength,
    status: "ready",
    error: null,
  });
}

/**
 * The library's picture of a model that has none chosen by a person (they may upload one later,
 * which then wins), and a swatch per material variant. A model the renderer cannot draw keeps the
 * placeholder; it is still ready.
 */
async function drawPictures(objectId: string, originalKey: string, optimized: Uint8Array, drawThumbnail: boolean): Promise<Record<string, unknown>> {
  try {
    const doc = await readModel(optimized);
    const store = blobStore();
    const publish = async (key: string, bytes: Uint8Array) => {
      await store.write(key, bytes, "image/webp");
      return store.publish(key);
    };
    const pictures: Record<string, unknown> = {};
    if (drawThumbnail) {
      const thumbnailKey = originalKey.replace(/(\.glb)?$/i, ".thumbnail.webp");
      Object.assign(pictures, { thumbnailKey, thumbnail: await publish(thumbnailKey, await modelThumbnail(doc)) });
    }
    // By position in the file, not by name: names are a designer's free text.
    const swatches = await materialVariantSwatches(doc);
    pictures.materialVariantSwatches = await Promise.all(
      swatches.map(async ({ name, bytes }, index) => {
        const key = originalKey.replace(/(\.glb)?$/i, `.swatch-${index}.webp`);
        return { name, key, picture: await publish(key, bytes) };
      }),
    );
    return pictures;
  } catch (err) {
    logger.warn("model pictures not drawn", { objectId, err: err instanceof Error ? err.message : String(err) });
    return {};
  }
}

/** One delivery variant as stored on the library object (`variants`). */
export interface StoredVariant {
  name: GlbVariant["name"];
  /** Storage path and public URL of its GLB: the optimised file's when that already fits the budget. */
  key: string | null;
  glb: string | null;
  size: number | null;
  triangles: number | null;
  textures: number | null;
  maxTextureSize: number | null;
  /** True when the optimised file already met the budget and serves as this variant, unchanged. */
  sameAsOptimized: boolean;
  simplificationError: number | null;
  /** Why the variant is missing (`glb` null), else null. */
  error: string | null;
  notes: string[];
  /** SSIM against the original drawn from the same cameras; null when unchanged or not measured. */
  fidelity: number | null;
  /** Storage path and URL of those views side by side, to compare with the original's (`views`). */
  viewsKey: string | null;
  views: string | null;
  /** SSIM per material variant of the model, by name; null when not measured or it has none. */
  materialVariantFidelity: Record<string, number> | null;
}

/**
 * Stores each variant next to the optimised file (`<original>.<name>.glb`) and returns what the
 * library object records of them, in `VARIANT_NAMES` order, a missing one with its reason.
 */
async function storeVariants(
  originalKey: string,
  optimized: { key: string; glb: string },
  variants: GlbVariant[],
  errors: Record<string, string>,
): Promise<StoredVariant[]> {
  const store = blobStore();
  const stored: StoredVariant[] = [];
  for (const name of VARIANT_NAMES) {
    const variant = variants.find((v) => v.name === name);
    if (!variant) {
      stored.push({
        name,
        key: null,
        glb: null,
        size: null,
        triangles: null,
        textures: null,
        maxTextureSize: null,
        sameAsOptimized: false,
        simplificationError: null,
        error: errors[name] ?? "Not made",
        notes: [],
        fidelity: null,
        viewsKey: null,
        views: null,
        materialVariantFidelity: null,
      });
      continue;
    }
    let location = optimized;
    if (variant.bytes) {
      const key = originalKey.replace(/(\.glb)?$/i, `.${name}.glb`);
      await store.write(key, variant.bytes, "model/gltf-binary");
      location = { key, glb: await store.publish(key) };
    }
    let views: { viewsKey: string | null; views: string | null } = { viewsKey: null, views: null };
    if (variant.views) {
      const viewsKey = originalKey.replace(/(\.glb)?$/i, `.${name}.views.webp`);
      await store.write(viewsKey, variant.views, "image/webp");
      views = { viewsKey, views: await store.publish(viewsKey) };
    }
    stored.push({
      name,
      ...location,
      ...views,
      size: variant.stats.bytes,
      triangles: variant.stats.triangles,
      textures: variant.stats.textures,
      maxTextureSize: variant.stats.maxTextureSize,
      sameAsOptimized: variant.bytes === null,
      simplificationError: variant.simplificationError,
      error: null,
      notes: variant.notes,
      fidelity: variant.fidelity,
      materialVariantFidelity: variant.materialVariantFidelity,
    });
  }
  return stored;
}

/**
 * Marks models `processing` for longer than `PROCESSING_GIVE_UP_MS` as `failed` (run by the
 * cleanup job), so no model shows "processing" for ever. Returns how many.
 */
export async function failStuckModels(now: number): Promise<number> {
  const snap = await libraryCol()
    .where("status", "==", "processing")
    .where("createdAt", "<=", Timestamp.fromMillis(now - PROCESSING_GIVE_UP_MS))
    .limit(100)
    .get();
  for (const doc of snap.docs) {
    // A model whose editor asked for it to be processed again (a new unit) was not lost: it is judged from then.
    const requested = doc.get("reprocessRequestedAt") as Timestamp | undefined;
    if (requested && requested.toMillis() > now - PROCESSING_GIVE_UP_MS) continue;
    await settle(doc.id, { status: "failed", error: "Processing did not finish within an hour; upload the model again" });
  }
  return snap.size;
}
