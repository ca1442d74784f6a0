import { FieldValue, Timestamp, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { collectionPath } from "../firestore/registry.js";
import type { PendingAudit } from "./audit-context.js";

/** Entries keep at most this many written document paths (an import may write hundreds). */
export const MAX_AUDITED_DOCUMENTS = 50;

/**
 * The entry's document. The Firestore instance is the writer's (this module is part of how
 * firebase.ts sets every instance up, so it cannot import firebase.ts).
 */
const entryRef = (firestore: Firestore, audit: PendingAudit) => firestore.collection(collectionPath("auditLog", audit.tenantId)).doc(audit.id);

const DAY_MS = 24 * 60 * 60 * 1000;

/** `products` -> `product`, `apiKeys` -> `apiKey`, `testAccess` stays. */
function singular(collection: string): string {
  return collection.endsWith("s") && !collection.endsWith("ss") ? collection.slice(0, -1) : collection;
}

const simplify = (name: string) => name.replace(/[^a-z]/gi, "").toLowerCase();

/**
 * The object a change is about: the last path parameter of its route (`…/products/:productId`),
 * or for a create (a route ending in a collection, `…/products`) the object made, found among the
 * written documents or named by the answer. Its type is the written document's collection.
 */
export function auditTarget(audit: PendingAudit, documents: string[]): { type: string; id: string | null; brandId: string | null } {
  const segments = audit.routePath.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  const lastParam = [...segments]
    .reverse()
    .find((s) => s.startsWith(":"))
    ?.slice(1);
  const collectionOf = (id: string) => {
    const path = documents.find((d) => d.split("/").at(-1) === id);
    return path ? singular(path.split("/").at(-2)!) : undefined;
  };
  let type: string | undefined;
  let id: string | null = null;
  if (!last.startsWith(":")) {
    // A create (or an action such as duplicate): the object made is a written document in a
    // collection named like the route's last segment, or the one the answer names.
    const wanted = simplify(last);
    const made = documents.find((d) => {
      const collection = simplify(d.split("/").at(-2) ?? "");
      return wanted.length > 2 && (collection.startsWith(wanted) || wanted.startsWith(collection));
    });
    if (made) {
      id = made.split("/").at(-1)!;
      type = singular(made.split("/").at(-2)!);
    } else if (audit.createdId) {
      id = audit.createdId;
      type = collectionOf(id) ?? singular(last.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
    }
  }
  if (id === null && lastParam) {
    id = audit.params[lastParam] ?? null;
    type = (id && collectionOf(id)) ?? lastParam.replace(/Id$/, "");
  }
  if (id === null && last === "me") type = segments.at(-2) === "tenants" ? "tenant" : "me";
  const brandId = audit.params.brandId ?? (type === "brand" ? id : null);
  return { type: type ?? singular(last), id, brandId };
}

function entryFields(audit: PendingAudit, documents: string[]) {
  const target = auditTarget(audit, documents);
  return {
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + audit.retentionDays * DAY_MS),
    actor: audit.actor,
    actorId: audit.actor.id,
    action: audit.action,
    target,
    brandId: target.brandId,
    method: audit.method,
    path: audit.path,
    changes: audit.changes,
    documents: documents.slice(0, MAX_AUDITED_DOCUMENTS),
    address: audit.address,
    requestId: audit.requestId,
  };
}

/**
 * Writes the request's audit entry in the transaction or batch that makes its change, so the
 * change and its record commit together or not at all. Each commit of the request writes the
 * same entry (one id per request) with every document written so far.
 */
export function recordAudit(firestore: Firestore, writer: Transaction | WriteBatch, audit: PendingAudit, written: string[]): void {
  const documents = [...new Set([...audit.documents, ...written])];
  (writer as WriteBatch).set(entryRef(firestore, audit), entryFields(audit, documents));
}

/**
 * For a change made by single-document writes outside any transaction or batch (e.g. sending a
 * test delivery): the entry is written once the handler succeeded.
 */
export async function recordAuditAfterwards(firestore: Firestore, audit: PendingAudit): Promise<void> {
  await entryRef(firestore, audit).set(entryFields(audit, audit.documents));
}
