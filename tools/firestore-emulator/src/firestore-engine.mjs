import { applyWrite } from "./apply-write.mjs";
import { CommitClock, timestampToMicros } from "./clock.mjs";
import { DocumentStore } from "./document-store.mjs";
import { FirestoreError, invalidArgument, Status } from "./errors.mjs";
import { parseFieldPath, projectFields } from "./field-paths.mjs";
import { computeAggregations, withAggregatedFields } from "./aggregations.mjs";
import { compileQuery } from "./query-compiler.mjs";
import { executeQuery, projectDocument, scopeDocuments } from "./query-executor.mjs";
import { QueryIndexes } from "./query-indexes.mjs";
import { parseDatabaseName, parseDocumentName, parseParentName, validateId } from "./resource-names.mjs";
import { TransactionRegistry } from "./transactions.mjs";
import { compareResourceNames, fieldsEqual } from "./values.mjs";

/**
 * The database behind the gRPC service: documents, commits, reads, queries and
 * transactions, independent of the wire format. Every method takes and returns
 * plain proto objects (camelCase fields, int64 as strings).
 */
export class FirestoreEngine {
  store = new DocumentStore();
  clock = new CommitClock();
  transactions = new TransactionRegistry();
  #queryIndexes = new QueryIndexes(this.store);
  /**
   * @type {Array<(changes: Array<{name: string, before: object|null, after: object|null, commitMicros: number}>,
   *               context: { reset: boolean }) => void>}
   */
  #commitListeners = [];
  /** @type {null | ((query: object) => void)} throws when the query needs an index that is not declared */
  #indexCheck = null;

  /**
   * Billed operations since the start, counted as Firestore bills them: a read per document a
   * lookup asks for (found or not) and per document a query returns (at least one per query), a
   * read per 1,000 entries an aggregation counts (at least one), a write per set, update or
   * transform and a delete per delete. Listeners' snapshots are not counted.
   */
  usage = { reads: 0, writes: 0, deletes: 0 };

  /** @param {{ indexCheck?: (query: object) => void }} [options] */
  constructor({ indexCheck = null } = {}) {
    this.#indexCheck = indexCheck;
  }

  /**
   * Calls `listener(changes, { reset })` after every commit that changed documents
   * (one entry per changed document). `reset` is true for clear(), which is an
   * administrative wipe rather than document writes.
   */
  onCommit(listener) {
    this.#commitListeners.push(listener);
    return () => {
      this.#commitListeners = this.#commitListeners.filter((l) => l !== listener);
    };
  }

  // ---- reads ---------------------------------------------------------------

  /**
   * Resolves a request's consistency selector. A read inside a transaction is
   * recorded for conflict detection; `newTransaction` starts one lazily, the way
   * the SDKs begin read-write transactions with their first read.
   */
  #readContext(database, { transaction, newTransaction }) {
    if (transaction && transaction.length > 0) return { transaction: this.transactions.get(transaction, database), startedTransaction: null };
    if (newTransaction) {
      const started = this.transactions.begin(database, newTransaction);
      return { transaction: started, startedTransaction: started.id };
    }
    return { transaction: null, startedTransaction: null };
  }

  /** BatchGetDocuments: found/missing per requested name, in request order. */
  getDocuments(database, names, { mask, ...consistency } = {}) {
    parseDatabaseName(database);
    const parsed = names.map((name) => parseDocumentName(name));
    for (const p of parsed) assertSameDatabase(p, database);
    const { transaction, startedTransaction } = this.#readContext(database, consistency);
    const maskPaths = mask ? (mask.fieldPaths ?? []).map(parseFieldPath) : null;
    const readMicros = this.clock.readMicros();
    const results = names.map((name) => {
      const doc = this.store.get(name);
      transaction?.recordDocumentRead(name, doc);
      if (!doc) return { missing: name };
      return { found: maskPaths ? { ...doc, fields: projectFields(doc.fields, maskPaths) } : doc };
    });
    this.usage.reads += names.length;
    return { results, readMicros, transactionId: startedTransaction };
  }

  /** RunQuery: the matching documents (projected), in order. */
  runQuery(parentName, structuredQuery, consistency = {}) {
    const query = this.compile(parentName, structuredQuery);
    const { transaction, startedTransaction } = this.#readContext(query.database, consistency);
    const docs = this.#execute(query);
    transaction?.recordQueryRead(() => this.#execute(query), docs);
    this.usage.reads += Math.max(1, docs.length);
    return {
      documents: docs.map((doc) => projectDocument(doc, query.projection)),
      readMicros: this.clock.readMicros(),
      transactionId: startedTransaction,
    };
  }

  /** RunAggregationQuery: count/sum/avg over the query's results. */
  runAggregationQuery(parentName, aggregationQuery, consistency = {}) {
    if (!aggregationQuery?.structuredQuery) throw invalidArgument("An aggregation query needs a structured query.");
    const aggregations = aggregationQuery.aggregations ?? [];
    const query = withAggregatedFields(this.compile(parentName, aggregationQuery.structuredQuery), aggregations);
    const { transaction, startedTransaction } = this.#readContext(query.database, consistency);
    const docs = this.#execute(query);
    transaction?.recordQueryRead(() => this.#execute(query), docs);
    this.usage.reads += Math.max(1, Math.ceil(docs.length / 1000));
    return {
      aggregateFields: computeAggregations(aggregations, docs),
      readMicros: this.clock.readMicros(),
      transactionId: startedTransaction,
    };
  }

  /** Compiles a query and refuses it when it needs an undeclared index (only with an indexes file). */
  compile(parentName, structuredQuery) {
    if (!structuredQuery) throw invalidArgument("A structured query is required.");
    const query = compileQuery(parentName, structuredQuery);
    this.#indexCheck?.(query);
    return query;
  }

  #execute(query) {
    return this.#queryIndexes.run(query) ?? executeQuery(query, scopeDocuments(this.store, query));
  }

  /** Re-runs a compiled query (used by listeners). */
  execute(query) {
    return this.#execute(query);
  }

  /**
   * ListDocuments: the documents of one collection in name order, paginated.
   * With showMissing, documents that do not exist but have subcollections are
   * listed too, with no create/update time (that is how the SDK's
   * listDocuments() finds them).
   */
  listDocuments({ parent, collectionId, pageSize = 0, pageToken = "", orderBy = "", mask, showMissing = false, ...consistency }) {
    const parsed = parseParentName(parent);
    if (!collectionId) throw invalidArgument("ListDocuments needs a collection ID.");
    validateId(collectionId, "Collection id");
    if (orderBy && orderBy.trim() !== "__name__" && orderBy.trim() !== "__name__ asc") {
      throw invalidArgument(`ListDocuments only supports ordering by __name__, got "${orderBy}".`);
    }
    const { transaction } = this.#readContext(parsed.database, consistency);
    const collectionPath = `${parent}/${collectionId}`;
    const docs = [...this.store.collectionDocuments(collectionPath)];
    if (showMissing) {
      for (const id of this.store.missingDocumentIds(collectionPath)) docs.push({ name: `${collectionPath}/${id}`, fields: {} });
    }
    docs.sort((a, b) => compareResourceNames(a.name, b.name));
    const start = pageToken ? docs.findIndex((d) => compareResourceNames(d.name, decodePageToken(pageToken)) > 0) : 0;
    const page = start < 0 ? [] : pageSize > 0 ? docs.slice(start, start + pageSize) : docs.slice(start);
    const hasMore = start >= 0 && pageSize > 0 && start + pageSize < docs.length;
    const maskPaths = mask ? (mask.fieldPaths ?? []).map(parseFieldPath) : null;
    for (const doc of page) transaction?.recordDocumentRead(doc.name, this.store.get(doc.name));
    this.usage.reads += Math.max(1, page.length);
    return {
      documents: page.map((doc) => {
        if (!doc.createTime) return { name: doc.name };
        return maskPaths ? { ...doc, fields: projectFields(doc.fields, maskPaths) } : doc;
      }),
      nextPageToken: hasMore ? encodePageToken(page[page.length - 1].name) : "",
    };
  }

  /** ListCollectionIds: IDs of the collections below a root or document that hold documents, sorted. */
  listCollectionIds({ parent, pageSize = 0, pageToken = "" }) {
    parseParentName(parent);
    const ids = this.store.collectionIds(parent).sort(compareResourceNames);
    const after = pageToken ? decodePageToken(pageToken) : null;
    const start = after === null ? 0 : ids.findIndex((id) => compareResourceNames(id, after) > 0);
    const rest = start < 0 ? [] : ids.slice(start);
    const page = pageSize > 0 ? rest.slice(0, pageSize) : rest;
    return {
      collectionIds: page,
      nextPageToken: pageSize > 0 && rest.length > pageSize ? encodePageToken(page[page.length - 1]) : "",
    };
  }

  // ---- transactions ----------------------------------------------------------

  beginTransaction(database, options) {
    parseDatabaseName(database);
    return this.transactions.begin(database, options).id;
  }

  rollback(database, transactionId) {
    this.transactions.get(transactionId, database);
    this.transactions.end(transactionId);
  }

  // ---- writes ----------------------------------------------------------------

  /**
   * Commit: all writes or none, at one commit time. In a transaction, first
   * checks that nothing the transaction read has changed (else ABORTED).
   */
  commit(database, writes = [], transactionId = null) {
    parseDatabaseName(database);
    let transaction = null;
    if (transactionId && transactionId.length > 0) {
      transaction = this.transactions.get(transactionId, database);
      this.transactions.end(transactionId);
      if (transaction.readOnly && writes.length > 0) throw invalidArgument("Cannot modify entities in a read-only transaction.");
      transaction.assertReadsUnchanged(this.store);
    }
    const commitMicros = this.clock.nextCommitMicros();
    const pending = new Map(); // name → document after the writes so far (null: deleted)
    const writeResults = writes.map((write) => {
      const name = targetName(write);
      assertSameDatabase(parseDocumentName(name), database);
      const before = pending.has(name) ? pending.get(name) : (this.store.get(name) ?? null);
      const { after, transformResults } = applyWrite({ before, write, name, database, commitMicros });
      pending.set(name, after);
      return writeResult(after, transformResults);
    });
    this.#apply(pending, commitMicros);
    for (const write of writes) {
      if (write.delete) this.usage.deletes++;
      else this.usage.writes++;
    }
    return { commitMicros, writeResults };
  }

  /**
   * BatchWrite: each write applied on its own (not atomically), each with its own
   * status; a document may appear only once.
   */
  batchWrite(database, writes = []) {
    parseDatabaseName(database);
    const seen = new Set();
    for (const write of writes) {
      const name = targetName(write);
      if (seen.has(name)) throw invalidArgument(`BatchWrite cannot write the same document more than once: ${name}`);
      seen.add(name);
    }
    const writeResults = [];
    const statuses = [];
    for (const write of writes) {
      try {
        const {
          writeResults: [result],
        } = this.commit(database, [write]);
        writeResults.push(result);
        statuses.push({ code: Status.OK });
      } catch (err) {
        if (!(err instanceof FirestoreError)) throw err;
        writeResults.push({});
        statuses.push({ code: err.code, message: err.message });
      }
    }
    return { writeResults, statuses };
  }

  /** Stores the final state of a commit and tells the listeners what changed. */
  #apply(pending, commitMicros) {
    const changes = [];
    for (const [name, finalDoc] of pending) {
      const original = this.store.get(name) ?? null;
      let after = finalDoc;
      // Several writes in one commit may end where they started: no change then.
      if (after && original && after !== original && fieldsEqual(original.fields, after.fields)) after = original;
      if (after === original) continue;
      this.store.set(name, after);
      changes.push({ name, before: original, after, commitMicros });
    }
    if (changes.length > 0) this.#notify(changes, { reset: false });
  }

  /** A failing listener must not turn an applied commit into an error for the client. */
  #notify(changes, context) {
    for (const listener of this.#commitListeners) {
      try {
        listener(changes, context);
      } catch (err) {
        console.error("[firestore-emulator] commit listener failed:", err);
      }
    }
  }

  /**
   * Loads documents as they are, times kept (an import). Listeners are told
   * with `reset: true`: this restores data, it does not write it.
   */
  loadDocuments(docs) {
    const changes = [];
    let latest = 0;
    for (const doc of docs) {
      const before = this.store.get(doc.name) ?? null;
      this.store.set(doc.name, doc);
      latest = Math.max(latest, timestampToMicros(doc.updateTime));
      changes.push({ name: doc.name, before, after: doc, commitMicros: 0 });
    }
    // Later commits must still get later times than anything imported.
    this.clock.advanceTo(latest);
    if (changes.length > 0) {
      const commitMicros = this.clock.nextCommitMicros();
      for (const change of changes) change.commitMicros = commitMicros;
      this.#notify(changes, { reset: true });
    }
  }

  clear() {
    const changes = [...this.store.values()].map((doc) => ({ name: doc.name, before: doc, after: null, commitMicros: 0 }));
    this.store.clear();
    this.transactions.clear();
    if (changes.length > 0) {
      const commitMicros = this.clock.nextCommitMicros();
      for (const change of changes) change.commitMicros = commitMicros;
      this.#notify(changes, { reset: true });
    }
  }
}

function targetName(write) {
  if (write.update) return write.update.name;
  if (write.delete !== undefined) return write.delete;
  if (write.transform) return write.transform.document;
  throw invalidArgument("A write must set one of update, delete or transform.");
}

function assertSameDatabase(parsed, database) {
  if (parsed.database !== database) {
    throw invalidArgument(`Document "${parsed.name}" is not in the request's database "${database}".`);
  }
}

function writeResult(after, transformResults) {
  const result = { transformResults };
  if (after) result.updateTime = after.updateTime;
  return result;
}

const encodePageToken = (name) => Buffer.from(name, "utf8").toString("base64url");
const decodePageToken = (token) => Buffer.from(token, "base64url").toString("utf8");
