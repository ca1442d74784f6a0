import { randomBytes } from "node:crypto";
import { aborted, invalidArgument } from "./errors.mjs";

/**
 * Transactions with Firestore's guarantee, checked optimistically: a read-write
 * transaction remembers the version of every document it read (and the result of
 * every query it ran); its commit fails with ABORTED if any of them changed in the
 * meantime, which makes the client SDKs retry it. Node runs one commit at a time,
 * so the check and the write are atomic.
 */

const TRANSACTION_LIFETIME_MS = 270_000; // Firestore expires idle transactions after 270 s

export class TransactionRegistry {
  /** @type {Map<string, Transaction>} */
  #open = new Map();

  /** @param {{ readOnly?: object, readWrite?: object }} options TransactionOptions */
  begin(database, options = {}) {
    this.#expireOld();
    const id = randomBytes(16);
    const transaction = new Transaction(id, database, Boolean(options.readOnly));
    this.#open.set(id.toString("base64"), transaction);
    return transaction;
  }

  /** The open transaction with this ID, or INVALID_ARGUMENT as Firestore answers for an expired one. */
  get(id, database) {
    const transaction = this.#open.get(Buffer.from(id).toString("base64"));
    if (!transaction || Date.now() - transaction.startedAt > TRANSACTION_LIFETIME_MS) {
      throw invalidArgument("The referenced transaction has expired or is no longer valid (transaction has expired).");
    }
    if (database && transaction.database !== database) {
      throw invalidArgument("The transaction belongs to another database.");
    }
    return transaction;
  }

  /** Ends a transaction (commit or rollback): its ID is no longer valid. */
  end(id) {
    this.#open.delete(Buffer.from(id).toString("base64"));
  }

  clear() {
    this.#open.clear();
  }

  #expireOld() {
    const now = Date.now();
    for (const [key, transaction] of this.#open) {
      if (now - transaction.startedAt > TRANSACTION_LIFETIME_MS) this.#open.delete(key);
    }
  }
}

class Transaction {
  constructor(id, database, readOnly) {
    this.id = id;
    this.database = database;
    this.readOnly = readOnly;
    this.startedAt = Date.now();
    /** @type {Map<string, string|null>} document name → update time read (null: missing) */
    this.documentVersions = new Map();
    /** @type {Array<{ rerun: () => object[], signature: string }>} */
    this.queries = [];
  }

  recordDocumentRead(name, doc) {
    if (this.readOnly) return;
    // The first read decides: a later read seeing a newer version already means a conflict.
    if (!this.documentVersions.has(name)) this.documentVersions.set(name, versionOf(doc));
    else if (this.documentVersions.get(name) !== versionOf(doc)) this.documentVersions.set(name, "conflict");
  }

  recordQueryRead(rerun, results) {
    if (this.readOnly) return;
    this.queries.push({ rerun, signature: signatureOf(results) });
  }

  /** Throws ABORTED when something this transaction read has changed. */
  assertReadsUnchanged(store) {
    for (const [name, version] of this.documentVersions) {
      if (versionOf(store.get(name)) !== version) throw contention(name);
    }
    for (const query of this.queries) {
      if (signatureOf(query.rerun()) !== query.signature) throw contention("a query result");
    }
  }
}

const versionOf = (doc) => (doc ? `${doc.updateTime.seconds}.${doc.updateTime.nanos}` : null);
const signatureOf = (docs) => docs.map((d) => `${d.name}@${versionOf(d)}`).join("\n");

const contention = (what) => aborted(`Transaction aborted due to contention: ${what} changed after the transaction read it. Retry the transaction.`);
