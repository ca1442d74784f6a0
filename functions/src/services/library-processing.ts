import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { optimizeGlb } from "../models/optimize-glb.js";
import { blobStore } from "../storage/blob-store.js";
import { libraryCol } from "./library.js";

/**
 * Optimises a newly added library model and records its stats. Idempotent: only a model still
 * `processing` is touched, so a retried trigger does nothing twice. When optimisation fails the
 * validated original stays in use.
 */
export async function processLibraryModel(objectId: string): Promise<void> {
  const ref = libraryCol().doc(objectId);
  const data = (await ref.get()).data();
  if (!data || data.status !== "processing") return;
  const store = blobStore();
  const original = await store.read(data.originalKey);
  try {
    const { bytes, stats } = await optimizeGlb(original);
    const optimizedKey = data.originalKey.replace(/(\.glb)?$/i, ".optimized.glb");
    await store.write(optimizedKey, bytes, "model/gltf-binary");
    await ref.update({
      ...stats,
      glb: await store.publish(optimizedKey),
      optimizedKey,
      size: bytes.byteLength,
      originalSize: original.byteLength,
      status: "ready",
      updatedAt: FieldValue.serverTimestamp(),
      _updatedAt: FieldValue.serverTimestamp(),
    });
  } catch (err) {
    logger.warn("model optimisation failed; serving the original", { objectId, err: String(err) });
    await ref.update({ status: "ready", optimizationError: String(err), updatedAt: FieldValue.serverTimestamp() });
  }
}
