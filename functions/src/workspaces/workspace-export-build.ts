import { randomUUID } from "node:crypto";
import { finished } from "node:stream/promises";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { WORKSPACE_EXPORT_RETENTION_DAYS } from "@vitrine/contract";
import { ZipWriter } from "../archives/zip-writer.js";
import { db } from "../firebase.js";
import { blobStore } from "../storage/blob-store.js";
import { writeWorkspaceArchive } from "./workspace-export-archive.js";
import { exportsCol } from "../firestore/collections.js";
import type { WorkspaceExportDoc } from "../firestore/stored-documents.js";

/** How long one build holds an export: longer than the trigger's timeout, so only a dead builder loses it. */
export const EXPORT_LEASE_MS = 12 * 60_000;
/** Builds started per export; the run after the last one marks it failed. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 2_000;

/** Thrown while another builder holds the export, so the platform retries this delivery later. */
export class ExportBusyError extends Error {}

type Lease = { id: string; key: string; includeFiles: boolean };

/** Takes the export for this run, or says why not: already final, held by another run, or out of attempts. */
async function takeLease(tenantId: string, exportId: string, now: number): Promise<Lease | null> {
  const ref = exportsCol(tenantId).doc(exportId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data() as WorkspaceExportDoc;
    if (data.status !== "pending" && data.status !== "running") return null;
    if (data.lease && data.lease.until.toMillis() > now) throw new ExportBusyError(`Export ${exportId} is being built by another run`);
    if ((data.attempts ?? 0) >= EXPORT_MAX_ATTEMPTS) {
      tx.update(ref, {
        status: "failed",
        error: "The archive could not be built; request a new export",
        lease: null,
        dueAt: null,
        finishedAt: Timestamp.fromMillis(now),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return null;
    }
    const lease = { id: randomUUID(), until: Timestamp.fromMillis(now + EXPORT_LEASE_MS) };
    tx.update(ref, {
      status: "running",
      lease,
      attempts: FieldValue.increment(1),
      startedAt: Timestamp.fromMillis(now),
      progress: { entries: 0, bytes: 0 },
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { id: lease.id, key: data.key, includeFiles: data.includeFiles };
  });
}

/** Writes the outcome if this run still holds the lease; false when it lost it (or the export is gone). */
async function settle(tenantId: string, exportId: string, lease: Lease, update: Record<string, unknown>): Promise<boolean> {
  const ref = exportsCol(tenantId).doc(exportId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || (snap.get("lease.id") as string | undefined) !== lease.id) return false;
    tx.update(ref, { ...update, lease: null, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/**
 * Builds one export's archive: the `onWorkspaceExportRequested` trigger's work. A lease taken in a
 * transaction keeps a retried or duplicated delivery from building the same export twice at once;
 * the archive is streamed into the blob store (never whole in memory: library files reach 100 MB)
 * and only then is the export marked `ready`, with its size and counts, to expire after
 * `WORKSPACE_EXPORT_RETENTION_DAYS`. A failure marks it `failed` with a reason fit for the owner
 * (the detail goes to the log) and leaves no archive.
 */
export async function buildWorkspaceExport(tenantId: string, exportId: string, clock: () => number = Date.now): Promise<"ready" | "failed" | "skipped"> {
  const lease = await takeLease(tenantId, exportId, clock());
  if (!lease) return "skipped";
  const ref = exportsCol(tenantId).doc(exportId);
  const store = blobStore();
  const out = store.createWriteStream(lease.key, "application/zip");
  // Errors are awaited through `finished` below; this only keeps an early one from going unhandled.
  out.on("error", () => {});
  const zip = new ZipWriter(async (chunk) => {
    if (!out.write(chunk))
      await new Promise<void>((resolve, reject) => {
        out.once("drain", resolve);
        out.once("error", reject);
      });
  });
  let lastProgress = clock();
  try {
    const counts = await writeWorkspaceArchive(zip, {
      tenantId,
      exportId,
      includeFiles: lease.includeFiles,
      exportedAt: new Date(clock()),
      onProgress: async (z) => {
        if (clock() - lastProgress < PROGRESS_EVERY_MS) return;
        lastProgress = clock();
        await ref.update({ progress: { entries: z.entries, bytes: z.size } });
      },
    });
    const { entries, size } = await zip.finish();
    out.end();
    await finished(out);
    const now = clock();
    const expiresAt = Timestamp.fromMillis(now + WORKSPACE_EXPORT_RETENTION_DAYS * 86_400_000);
    const kept = await settle(tenantId, exportId, lease, {
      status: "ready",
      progress: { entries, bytes: size },
      counts,
      size,
      error: null,
      finishedAt: Timestamp.fromMillis(now),
      expiresAt,
      dueAt: expiresAt,
    });
    // Another run took over (this one outlived its lease) or the workspace went: its archive is not ours to keep.
    if (!kept) {
      logger.warn("workspace export: lease lost, archive discarded", { tenantId, exportId });
      await store.delete(lease.key).catch(() => {});
      return "skipped";
    }
    logger.info("workspace export ready", { tenantId, exportId, size, entries });
    return "ready";
  } catch (err) {
    out.destroy();
    logger.error("workspace export failed", { tenantId, exportId, error: String((err as Error)?.stack ?? err) });
    await store.delete(lease.key).catch(() => {});
    await settle(tenantId, exportId, lease, {
      status: "failed",
      error: "The archive could not be built; request a new export",
      finishedAt: Timestamp.fromMillis(clock()),
      dueAt: null,
    });
    return "failed";
  }
}
