import { Timestamp, type DocumentData, type Query } from "firebase-admin/firestore";
import type { AuditEntry, Page } from "@vitrine/contract";
import { auditLogCol } from "../firestore/collections.js";
import { toIso } from "../firestore/values.js";
import { cursorPage } from "../firestore/cursor-page.js";

const DAY_MS = 24 * 60 * 60 * 1000;

function toAuditEntry(id: string, data: DocumentData): AuditEntry {
  return {
    id,
    at: toIso(data.at),
    actor: data.actor,
    action: data.action,
    target: data.target,
    method: data.method,
    path: data.path,
    changes: data.changes ?? [],
    documents: data.documents ?? [],
    address: data.address ?? "",
    requestId: data.requestId ?? "",
  };
}

/**
 * The workspace's audit log, newest first, filtered by actor, action, brand and days (UTC,
 * inclusive). Each equality filter has its composite index with `at` (firestore.indexes.json);
 * Firestore merges them when several are given.
 */
export async function listAuditLog(
  tenantId: string,
  query: { limit: number; cursor?: string; actor?: string; action?: string; brandId?: string; from?: string; to?: string },
): Promise<Page<AuditEntry>> {
  let ref: Query = auditLogCol(tenantId);
  if (query.actor) ref = ref.where("actorId", "==", query.actor);
  if (query.action) ref = ref.where("action", "==", query.action);
  if (query.brandId) ref = ref.where("brandId", "==", query.brandId);
  if (query.from) ref = ref.where("at", ">=", Timestamp.fromMillis(Date.parse(`${query.from}T00:00:00Z`)));
  if (query.to) ref = ref.where("at", "<", Timestamp.fromMillis(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
  return cursorPage(ref, { field: "at", kind: "millis", direction: "desc" }, query, (d) => toAuditEntry(d.id, d.data()));
}
