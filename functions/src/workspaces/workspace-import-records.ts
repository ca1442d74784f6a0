import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  WORKSPACE_IMPORT_MAX_BYTES,
  WORKSPACE_IMPORT_UPLOAD_MINUTES,
  type CreateWorkspaceImport,
  type WorkspaceImportResult,
  type WorkspaceImportTicket,
} from "@vitrine/contract";
import type { Caller } from "../auth/caller.js";
import { ApiError, conflict, failedPrecondition, notFound, payloadTooLarge } from "../errors.js";
import { blobStore } from "../storage/blob-store.js";
import { importsCol } from "../firestore/collections.js";
import { workspaceFilesPrefix } from "./workspace-inventory.js";
import { assertWorkspaceEmpty, importWorkspaceArchive } from "./workspace-import.js";

/** Where the uploaded archive waits: under the workspace's own files, never published, deleted once read. */
const importArchiveKey = (tenantId: string, importId: string) => `${workspaceFilesPrefix(tenantId)}imports/${importId}.zip`;

interface WorkspaceImportDoc {
  status: "awaiting-upload" | "running" | "done" | "failed";
  key: string;
  size: number;
  expiresAt: Timestamp;
  error: string | null;
  createdAt: unknown;
  updatedAt: unknown;
  createdBy: string;
}

/**
 * An owner starts an import: the workspace must be empty, and the answer is a link to PUT the
 * archive to (exactly `size` bytes, `application/zip`). Nothing of the workspace changes yet.
 */
export async function createWorkspaceImport(caller: Caller, input: CreateWorkspaceImport, now = Date.now()): Promise<WorkspaceImportTicket> {
  if (input.size > WORKSPACE_IMPORT_MAX_BYTES) throw payloadTooLarge("The archive is too large for the API: an operator imports it with npm run admin");
  await assertWorkspaceEmpty(caller.tenantId);
  const ref = importsCol(caller.tenantId).doc();
  const key = importArchiveKey(caller.tenantId, ref.id);
  const expires = new Date(now + WORKSPACE_IMPORT_UPLOAD_MINUTES * 60_000);
  const target = await blobStore().createUploadUrl(key, { contentType: "application/zip", size: input.size, expires });
  const doc: WorkspaceImportDoc = {
    status: "awaiting-upload",
    key,
    size: input.size,
    expiresAt: Timestamp.fromDate(expires),
    error: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: caller.uid,
  };
  await ref.set(doc);
  return { id: ref.id, uploadUrl: target.url, method: "PUT", headers: target.headers, expiresAt: expires.toISOString() };
}

/**
 * Runs an import whose archive was uploaded. The record is taken in a transaction (one run per
 * import); the archive is deleted afterwards whatever the outcome, and a refusal is recorded with
 * its reason and answered as it is (422 for a bad archive, 409 for a workspace that is not empty).
 */
export async function runWorkspaceImport(caller: Caller, importId: string): Promise<WorkspaceImportResult> {
  const ref = importsCol(caller.tenantId).doc(importId);
  const data = await ref.firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound("Import");
    const doc = snap.data() as WorkspaceImportDoc;
    if (doc.status !== "awaiting-upload") throw conflict(`This import is ${doc.status}; start a new one to import again`);
    tx.update(ref, { status: "running", updatedAt: FieldValue.serverTimestamp() });
    return doc;
  });
  const store = blobStore();
  const settle = (update: Partial<WorkspaceImportDoc>) => ref.update({ ...update, updatedAt: FieldValue.serverTimestamp() });
  try {
    const stat = await store.stat(data.key);
    if (!stat) throw failedPrecondition("Upload the archive to the import's link first, then run it");
    if (stat.size > WORKSPACE_IMPORT_MAX_BYTES) throw payloadTooLarge("The archive is too large for the API: an operator imports it with npm run admin");
    const result = await importWorkspaceArchive(await store.read(data.key), { importer: caller });
    await settle({ status: "done", error: null });
    return { id: importId, status: "done", source: result.source, counts: result.counts, invitations: result.invitations };
  } catch (err) {
    // A refusal (a bad archive, a workspace that is not empty) says why; anything else stays in the log.
    const reason = err instanceof ApiError ? err.message : "The import failed; nothing was kept";
    if (!(err instanceof ApiError)) logger.error("workspace import failed", { tenantId: caller.tenantId, importId, error: String(err) });
    await settle({ status: "failed", error: reason }).catch(() => {});
    throw err;
  } finally {
    await store.delete(data.key).catch(() => {});
  }
}
