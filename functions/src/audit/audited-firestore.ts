import { DocumentReference, type Firestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import { currentAudit, type PendingAudit } from "./audit-context.js";
import { recordAudit } from "./record-audit.js";

type Writer = Transaction | WriteBatch;
const WRITE_METHODS = ["set", "create", "update", "delete"] as const;

/** Notes the path of every document this transaction or batch writes (the instance's own methods shadow its class's). */
function noteWrites(writer: Writer): string[] {
  const written: string[] = [];
  for (const method of WRITE_METHODS) {
    const original = (writer[method] as (...args: unknown[]) => Writer).bind(writer);
    Object.defineProperty(writer, method, {
      configurable: true,
      value: (ref: DocumentReference, ...rest: unknown[]) => {
        if (ref.parent.id !== "auditLog") written.push(ref.path);
        return original(ref, ...rest);
      },
    });
  }
  return written;
}

function committed(audit: PendingAudit, written: string[]) {
  audit.recorded = true;
  audit.documents = [...new Set([...audit.documents, ...written])];
}

let singleWritesAudited = false;

/**
 * A single-document write (`ref.set`, `ref.update`, `collection.add`…) made while a request's
 * handler runs becomes a one-write batch, which then carries the audit entry like any batch.
 * Patched on the class, once: outside a request's handler the original runs unchanged.
 */
function auditSingleWrites(): void {
  if (singleWritesAudited) return;
  singleWritesAudited = true;
  const prototype = DocumentReference.prototype as unknown as Record<(typeof WRITE_METHODS)[number], (...args: unknown[]) => Promise<unknown>>;
  for (const method of WRITE_METHODS) {
    const original = prototype[method];
    prototype[method] = function (this: DocumentReference, ...args: unknown[]) {
      if (!currentAudit() || this.parent.id === "auditLog") return original.apply(this, args);
      const batch = this.firestore.batch();
      (batch[method] as (...a: unknown[]) => WriteBatch)(this, ...args);
      return batch.commit().then((results) => results[0]);
    };
  }
}

/**
 * Makes every transaction and batch that a request's handler commits also write the request's
 * audit entry (`recordAudit`), in the same commit. Done once here rather than at each of the
 * services' many write sites, so a service written later cannot forget it: a change through the
 * API and its record commit together or not at all. (A BulkWriter is not covered: only the public
 * analytics ingest uses one, and public routes are not audited.) Outside a request (jobs, triggers, public
 * routes) nothing changes.
 */
export function auditWrites(firestore: Firestore): void {
  auditSingleWrites();
  const runTransaction = firestore.runTransaction.bind(firestore);
  firestore.runTransaction = ((update: (tx: Transaction) => Promise<unknown>, options?: Parameters<Firestore["runTransaction"]>[1]) => {
    const audit = currentAudit();
    if (!audit || (options && "readOnly" in options && options.readOnly)) return runTransaction(update, options);
    let written: string[] = [];
    return runTransaction(async (tx) => {
      written = noteWrites(tx); // each attempt starts over
      const result = await update(tx);
      if (written.length > 0) recordAudit(firestore, tx, audit, written);
      return result;
    }, options).then((result) => {
      if (written.length > 0) committed(audit, written);
      return result;
    });
  }) as Firestore["runTransaction"];

  const batch = firestore.batch.bind(firestore);
  firestore.batch = () => {
    const created = batch();
    const audit = currentAudit();
    if (!audit) return created;
    const written = noteWrites(created);
    const commit = created.commit.bind(created);
    created.commit = async () => {
      const count = written.length;
      if (count > 0) recordAudit(firestore, created, audit, written.slice());
      const results = await commit();
      if (count > 0) committed(audit, written.slice(0, count));
      return results;
    };
    return created;
  };
}
