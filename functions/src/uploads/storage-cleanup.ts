import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { db } from "../firebase.js";
import { blobStore } from "../storage/blob-store.js";
import { failStuckModels } from "../library/library-processing.js";
import { brandsCol, deletedBrandsCol, uploadsCol } from "../firestore/collections.js";

/** A pending upload whose URL expired this long ago was abandoned: nobody can finish it any more. */
export const ABANDONED_UPLOAD_MS = 24 * 3_600_000;
const BATCH_SIZE = 200;

/**
 * `deletedBrands/{brandId}`: written by `deleteBrand`, read by the cleanup job, which deletes the
 * brand's files and uploads and then this document. A queue of brands whose storage is still there.
 */

export interface StorageCleanupResult {
  abandonedUploads: number;
  deletedBrands: number;
  /** Library models given up on after an hour of `processing`. */
  stuckModels: number;
}

/**
 * Deletes pending uploads abandoned for a day (their bytes, if any arrived, and the document).
 * Each document is deleted only if unchanged since it was read, so an upload completed meanwhile
 * is kept.
 */
async function deleteAbandonedUploads(now: number): Promise<number> {
  const store = blobStore();
  let deleted = 0;
  for (;;) {
    const snap = await uploadsCol()
      .where("status", "==", "pending")
      .where("expiresAt", "<=", Timestamp.fromMillis(now - ABANDONED_UPLOAD_MS))
      .orderBy("expiresAt")
      .limit(BATCH_SIZE)
      .get();
    let progressed = 0;
    for (const doc of snap.docs) {
      try {
        await doc.ref.delete({ lastUpdateTime: doc.updateTime });
      } catch {
        continue; // changed since read (completed at the last moment): not abandoned
      }
      await store.delete(doc.get("key") as string);
      progressed += 1;
    }
    deleted += progressed;
    if (snap.size < BATCH_SIZE || progressed === 0) return deleted;
  }
}

/** Deletes the files under `brands/{brandId}/` and the brand's upload documents, for each brand queued as deleted. */
async function deleteFilesOfDeletedBrands(): Promise<number> {
  const store = blobStore();
  const queued = await deletedBrandsCol().limit(50).get();
  let cleaned = 0;
  for (const tombstone of queued.docs) {
    const brandId = tombstone.id;
    // A brand that exists again (an aborted deletion) keeps everything.
    if (!(await brandsCol().doc(brandId).get()).exists) {
      await store.deletePrefix(`brands/${brandId}/`);
      for (;;) {
        const uploads = await uploadsCol().where("brandId", "==", brandId).select().limit(400).get();
        if (uploads.empty) break;
        const batch = db().batch();
        for (const doc of uploads.docs) batch.delete(doc.ref);
        await batch.commit();
      }
      cleaned += 1;
    }
    await tombstone.ref.delete({ lastUpdateTime: tombstone.updateTime }).catch(() => {});
  }
  return cleaned;
}

/** Queues a deleted brand's files for the cleanup job (see `deletedBrandsCol`). */
export function queueDeletedBrandFiles(tx: Transaction, tenantId: string, brandId: string) {
  tx.set(deletedBrandsCol().doc(brandId), { tenantId, deletedAt: FieldValue.serverTimestamp() });
}

/**
 * The scheduled storage cleanup: abandoned uploads, the files of deleted brands, and models whose
 * processing was lost. Idempotent; overlapping runs delete nothing twice that matters (deleting a
 * missing file is a no-op).
 */
export async function removeAbandonedFiles(now: number): Promise<StorageCleanupResult> {
  const abandonedUploads = await deleteAbandonedUploads(now);
  const deletedBrands = await deleteFilesOfDeletedBrands();
  const stuckModels = await failStuckModels(now);
  if (abandonedUploads || deletedBrands || stuckModels) logger.info("storage cleaned up", { abandonedUploads, deletedBrands, stuckModels });
  return { abandonedUploads, deletedBrands, stuckModels };
}
