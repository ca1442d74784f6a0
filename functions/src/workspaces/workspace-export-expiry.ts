import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { db } from "../firebase.js";
import { blobStore } from "../storage/blob-store.js";
import { collectionGroup } from "../firestore/collections.js";
import { documentIdsOf } from "../firestore/registry.js";
import type { WorkspaceExportDoc } from "../firestore/stored-documents.js";

/**
 * The hourly job: deletes the archives of exports past `expiresAt` (the export stays, `expired`),
 * and fails exports still pending or running long after they were asked for (a builder that died
 * past its retries), so the workspace may ask again. Both are found by `dueAt` alone (a
 * collection-group range on one field); each export is re-read in its transaction before it changes.
 */
export async function expireWorkspaceExports(now: number, { limit = 200 } = {}): Promise<{ expired: number; failed: number }> {
  const due = await collectionGroup("exports").where("dueAt", "<=", Timestamp.fromMillis(now)).orderBy("dueAt").limit(limit).get();
  let expired = 0;
  let failed = 0;
  for (const doc of due.docs) {
    if (!documentIdsOf("exports", doc.ref.path)) continue;
    const outcome = await db().runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (!snap.exists) return null;
      const data = snap.data() as WorkspaceExportDoc;
      if (!data.dueAt || data.dueAt.toMillis() > now) return null;
      if (data.status === "ready") {
        tx.update(doc.ref, { status: "expired", dueAt: null, updatedAt: FieldValue.serverTimestamp() });
        return { kind: "expired" as const, key: data.key };
      }
      if (data.status === "pending" || data.status === "running") {
        tx.update(doc.ref, {
          status: "failed",
          error: "The export was interrupted; request a new one",
          lease: null,
          dueAt: null,
          finishedAt: Timestamp.fromMillis(now),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return { kind: "failed" as const, key: data.key };
      }
      tx.update(doc.ref, { dueAt: null });
      return null;
    });
    if (!outcome) continue;
    // After the record says so, so no link is handed out for a file being deleted.
    await blobStore().delete(outcome.key);
    if (outcome.kind === "expired") expired += 1;
    else failed += 1;
  }
  if (expired + failed > 0) logger.info("workspace exports expired", { expired, failed });
  return { expired, failed };
}
