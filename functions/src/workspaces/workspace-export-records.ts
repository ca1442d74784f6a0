import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { WORKSPACE_EXPORT_LINK_MINUTES, WORKSPACE_EXPORTS_PER_DAY, type CreateWorkspaceExport, type Page, type WorkspaceExport } from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound, conflict, tooManyRequests } from "../errors.js";
import { cursorPage, NEWEST_FIRST } from "../firestore/cursor-page.js";
import { toIso } from "../firestore/values.js";
import { blobStore } from "../storage/blob-store.js";
import { workspaceFilesPrefix } from "./workspace-inventory.js";
import { isAlreadyExists } from "../firestore/error-codes.js";
import type { WorkspaceExportDoc } from "../firestore/stored-documents.js";
import { exportsCol, tenantsCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** `tenants/{tenantId}/exports/{exportId}`: one request for an archive of the whole workspace. */

/** Where an export's archive is stored: under the workspace's own files, never published. */
export const exportArchiveKey = (tenantId: string, exportId: string) => `${workspaceFilesPrefix(tenantId)}exports/${exportId}.zip`;

/**
 * A pending or running export not finished this long after it was requested is taken to have died
 * (its builder crashed past its retries): the expiry job marks it failed and a new one may start.
 */
export const EXPORT_STUCK_AFTER_MS = 2 * 3_600_000;

/** `tenants/{id}.exportQuota`: the export in progress and the exports requested on `day` (UTC). */
interface ExportQuota {
  activeId: string | null;
  day: string;
  count: number;
}

const utcDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Whether an export still counts as being prepared (pending or running, and not stuck). */
export function inProgress(data: Pick<WorkspaceExportDoc, "status" | "createdAt">, now: number): boolean {
  return (data.status === "pending" || data.status === "running") && data.createdAt.toMillis() > now - EXPORT_STUCK_AFTER_MS;
}

function toWorkspaceExport(id: string, data: WorkspaceExportDoc, downloadUrl: string | null = null): WorkspaceExport {
  return {
    id,
    status: data.status,
    includeFiles: data.includeFiles,
    requestedBy: data.requestedBy,
    createdAt: toIso(data.createdAt),
    startedAt: data.startedAt ? toIso(data.startedAt) : null,
    finishedAt: data.finishedAt ? toIso(data.finishedAt) : null,
    progress: data.progress ?? { entries: 0, bytes: 0 },
    counts: data.counts ?? null,
    size: data.size ?? null,
    error: data.error ?? null,
    expiresAt: data.expiresAt ? toIso(data.expiresAt) : null,
    fileName: data.fileName,
    downloadUrl,
  };
}

const inProgressError = () => conflict("An export of this workspace is already being prepared; wait for it to finish", undefined, { "Retry-After": "30" });

/**
 * An owner asks for an archive of the workspace. Only the record is written here; the
 * `onWorkspaceExportRequested` trigger builds the archive. One export at a time per workspace (409
 * while one is being prepared) and `WORKSPACE_EXPORTS_PER_DAY` a day (429): both are checked in the
 * transaction that writes the record, against the workspace document both requests write, so two
 * requests at once cannot both start one.
 */
export async function requestWorkspaceExport(caller: Caller, input: CreateWorkspaceExport, now = Date.now()): Promise<WorkspaceExport> {
  const tenantRef = tenantsCol().doc(caller.tenantId);
  // The answer is the record as written: read back, it may already show the builder at work.
  const created = await db()
    .runTransaction(async (tx) => {
      const tenant = await tx.get(tenantRef);
      if (!tenant.exists) throw notFound("Workspace");
      const quota = tenant.get("exportQuota") as ExportQuota | undefined;
      if (quota?.activeId) {
        const active = await tx.get(exportsCol(caller.tenantId).doc(quota.activeId));
        if (active.exists && inProgress(active.data() as WorkspaceExportDoc, now)) throw inProgressError();
      }
      const day = utcDay(now);
      const count = quota?.day === day ? quota.count : 0;
      if (count >= WORKSPACE_EXPORTS_PER_DAY) {
        const retryAfter = Math.ceil((Date.parse(`${day}T00:00:00Z`) + 86_400_000 - now) / 1000);
        throw tooManyRequests(`At most ${WORKSPACE_EXPORTS_PER_DAY} exports a day; try again tomorrow (UTC)`, undefined, {
          "Retry-After": String(retryAfter),
        });
      }
      // The day's n-th export has the id `<day>-<n>`: two requests that both saw the same state
      // create the same document, and the second create fails at commit whatever else raced.
      const ref = exportsCol(caller.tenantId).doc(`${day}-${count + 1}`);
      const { slug } = tenant.data() as TenantDoc;
      const doc: WorkspaceExportDoc = {
        status: "pending",
        includeFiles: input.includeFiles ?? true,
        fileName: `vitrine-${slug}-${day}.zip`,
        key: exportArchiveKey(caller.tenantId, ref.id),
        requestedBy: { uid: caller.uid, name: caller.displayName },
        createdAt: Timestamp.fromMillis(now),
        updatedAt: FieldValue.serverTimestamp(),
        createdBy: caller.uid,
        startedAt: null,
        finishedAt: null,
        lease: null,
        attempts: 0,
        progress: { entries: 0, bytes: 0 },
        counts: null,
        size: null,
        error: null,
        expiresAt: null,
        dueAt: Timestamp.fromMillis(now + EXPORT_STUCK_AFTER_MS),
      };
      tx.create(ref, doc);
      tx.update(tenantRef, { exportQuota: { activeId: ref.id, day, count: count + 1 } satisfies ExportQuota });
      return { id: ref.id, doc };
    })
    .catch((err: unknown) => {
      if (isAlreadyExists(err)) throw inProgressError(); // the same export was created by the other request
      throw err;
    });
  return toWorkspaceExport(created.id, created.doc);
}

export async function listWorkspaceExports(tenantId: string, page: { limit: number; cursor?: string }): Promise<Page<WorkspaceExport>> {
  return cursorPage(exportsCol(tenantId), NEWEST_FIRST, page, (doc) => toWorkspaceExport(doc.id, doc.data() as WorkspaceExportDoc));
}

/**
 * One export; a ready one carries a download link made now, valid `WORKSPACE_EXPORT_LINK_MINUTES`
 * (never past the archive's own expiry). An id of another workspace is simply not found here.
 */
export async function getWorkspaceExport(tenantId: string, exportId: string, now = Date.now()): Promise<WorkspaceExport> {
  const snap = await exportsCol(tenantId).doc(exportId).get();
  if (!snap.exists) throw notFound("Export");
  const data = snap.data() as WorkspaceExportDoc;
  let downloadUrl: string | null = null;
  if (data.status === "ready" && data.expiresAt && data.expiresAt.toMillis() > now) {
    const expires = new Date(Math.min(now + WORKSPACE_EXPORT_LINK_MINUTES * 60_000, data.expiresAt.toMillis()));
    downloadUrl = await blobStore().createDownloadUrl(data.key, { fileName: data.fileName, expires });
  }
  return toWorkspaceExport(snap.id, data, downloadUrl);
}
