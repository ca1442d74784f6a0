import { Metadata } from "@grpc/grpc-js";
import { randomBytes } from "node:crypto";
import { microsToTimestamp } from "./clock.mjs";
import { FirestoreError, Status, notFound, unimplemented } from "./errors.mjs";
import { parseFieldPath, projectFields } from "./field-paths.mjs";
import { parseDocumentName } from "./resource-names.mjs";

/**
 * The google.firestore.v1.Firestore gRPC methods, translated to FirestoreEngine
 * calls. Every failure becomes a gRPC status: Firestore's own code for the
 * errors Firestore would raise, INTERNAL for bugs of the emulator, which are
 * logged and never take the process down.
 */
export function createFirestoreService(engine, listenHub, { logger = console, stopping = () => false } = {}) {
  const service = createHandlers(engine, listenHub, logger);
  // Once stop() has begun, every call is refused instead of served: the data an export on exit
  // writes is then exactly what was acknowledged, and a busy client cannot keep the process busy.
  const refusal = { code: Status.UNAVAILABLE, details: "The Firestore emulator is shutting down." };
  return Object.fromEntries(
    Object.entries(service).map(([method, handler]) => [
      method,
      (call, callback) => {
        if (!stopping()) return handler(call, callback);
        if (callback) return callback(refusal);
        call.sendMetadata(new Metadata());
        call.emit("error", refusal);
      },
    ]),
  );
}

function createHandlers(engine, listenHub, logger) {
  const toStatus = (err) => {
    if (err instanceof FirestoreError) return { code: err.code, details: err.message };
    logger.error("[firestore-emulator] internal error:", err);
    return { code: Status.INTERNAL, details: `Internal emulator error: ${err?.message ?? err}` };
  };

  const unary = (handler) => (call, callback) => {
    let response;
    try {
      response = handler(call.request);
    } catch (err) {
      callback(toStatus(err));
      return;
    }
    callback(null, response);
  };

  const serverStream = (handler) => (call) => {
    try {
      for (const response of handler(call.request)) call.write(response);
      call.end();
    } catch (err) {
      // Headers first, then the error status: the Google client libraries treat a
      // stream that fails before any headers as a network failure and retry it
      // with multi-second delays.
      call.sendMetadata(new Metadata());
      call.emit("error", toStatus(err));
    }
  };

  const consistencyOf = (request) => ({
    transaction: request.transaction,
    newTransaction: request.newTransaction,
    readTime: request.readTime,
  });

  const databaseOf = (documentName) => parseDocumentName(documentName).database;

  return {
    GetDocument: unary((request) => {
      const { results } = engine.getDocuments(databaseOf(request.name), [request.name], { ...consistencyOf(request), mask: request.mask });
      if (results[0].missing) throw notFound(`Document "${request.name}" not found.`);
      return results[0].found;
    }),

    ListDocuments: unary((request) => engine.listDocuments(request)),

    CreateDocument: unary((request) => {
      const documentId = request.documentId || autoId();
      const name = `${request.parent}/${request.collectionId}/${documentId}`;
      const database = databaseOf(name);
      engine.commit(database, [{ update: { ...request.document, name }, currentDocument: { exists: false } }]);
      return withMask(engine.store.get(name), request.mask);
    }),

    UpdateDocument: unary((request) => {
      const name = request.document?.name;
      const database = databaseOf(name);
      const write = { update: request.document };
      if (request.updateMask) write.updateMask = request.updateMask;
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      engine.commit(database, [write]);
      return withMask(engine.store.get(name), request.mask);
    }),

    DeleteDocument: unary((request) => {
      const write = { delete: request.name };
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      engine.commit(databaseOf(request.name), [write]);
      return {};
    }),

    BatchGetDocuments: serverStream(function* (request) {
      const { results, readMicros, transactionId } = engine.getDocuments(request.database, request.documents ?? [], {
        ...consistencyOf(request),
        mask: request.mask,
      });
      const readTime = microsToTimestamp(readMicros);
      if (results.length === 0 && transactionId) yield { transaction: transactionId, readTime };
      let first = true;
      for (const result of results) {
        yield { ...result, readTime, ...(first && transactionId ? { transaction: transactionId } : {}) };
        first = false;
      }
    }),

    BeginTransaction: unary((request) => ({ transaction: engine.beginTransaction(request.database, request.options) })),

    Commit: unary((request) => {
      const { commitMicros, writeResults } = engine.commit(request.database, request.writes ?? [], request.transaction);
      return { writeResults, commitTime: microsToTimestamp(commitMicros) };
    }),

    Rollback: unary((request) => {
      engine.rollback(request.database, request.transaction);
      return {};
    }),

    RunQuery: serverStream(function* (request) {
      if (request.explainOptions) throw unimplemented("Query explain is not supported by this emulator.");
      const { documents, readMicros, transactionId } = engine.runQuery(request.parent, request.structuredQuery, consistencyOf(request));
      const readTime = microsToTimestamp(readMicros);
      const transaction = transactionId ? { transaction: transactionId } : {};
      if (documents.length === 0) {
        yield { readTime, done: true, ...transaction };
        return;
      }
      for (let i = 0; i < documents.length; i++) {
        yield { document: documents[i], readTime, ...(i === 0 ? transaction : {}) };
      }
      yield { readTime, done: true };
    }),

    RunAggregationQuery: serverStream(function* (request) {
      if (request.explainOptions) throw unimplemented("Query explain is not supported by this emulator.");
      const { aggregateFields, readMicros, transactionId } = engine.runAggregationQuery(
        request.parent,
        request.structuredAggregationQuery,
        consistencyOf(request),
      );
      yield {
        result: { aggregateFields },
        readTime: microsToTimestamp(readMicros),
        ...(transactionId ? { transaction: transactionId } : {}),
      };
    }),

    // A single partition (the whole query) is a valid answer: Firestore may return fewer than asked.
    PartitionQuery: unary((request) => {
      engine.compile(request.parent, request.structuredQuery);
      return { partitions: [], nextPageToken: "" };
    }),

    ListCollectionIds: unary((request) => engine.listCollectionIds(request)),

    BatchWrite: unary((request) => {
      const { writeResults, statuses } = engine.batchWrite(request.database, request.writes ?? []);
      return { writeResults, status: statuses };
    }),

    Listen: (call) => listenHub.serve(call, toStatus),

    Write: (call) => {
      call.sendMetadata(new Metadata());
      call.emit("error", { code: Status.UNIMPLEMENTED, details: "The streaming Write RPC is not supported by this emulator; use Commit." });
    },

    ExecutePipeline: (call) => {
      call.sendMetadata(new Metadata());
      call.emit("error", { code: Status.UNIMPLEMENTED, details: "Pipelines are not supported by this emulator." });
    },
  };
}

function withMask(doc, mask) {
  if (!mask) return doc;
  return { ...doc, fields: projectFields(doc.fields, (mask.fieldPaths ?? []).map(parseFieldPath)) };
}

const AUTO_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A 20-character document ID like the ones Firestore generates. */
function autoId() {
  const bytes = randomBytes(40);
  let id = "";
  for (const byte of bytes) {
    if (byte >= 248) continue; // keep the distribution uniform over 62 characters
    id += AUTO_ID_ALPHABET[byte % 62];
    if (id.length === 20) break;
  }
  return id.length === 20 ? id : autoId();
}
