import { microsToTimestamp } from "./clock.mjs";
import { FirestoreError, invalidArgument } from "./errors.mjs";
import { parseDatabaseName, parseDocumentName } from "./resource-names.mjs";
import { projectDocument } from "./query-executor.mjs";

/**
 * The Listen RPC (onSnapshot): for each target, the current documents, then
 * after every commit that touches it the documents that entered, changed or
 * left it, each batch closed by a global NO_CHANGE carrying the read time, as
 * the Firestore watch protocol does. Resume tokens are accepted but the full
 * state is sent again instead of a delta.
 */
export class ListenHub {
  /** @type {Set<ListenStream>} */
  #streams = new Set();

  constructor(engine) {
    this.engine = engine;
    engine.onCommit((changes) => {
      for (const stream of this.#streams) stream.onCommit(changes);
    });
  }

  serve(call, toStatus) {
    const stream = new ListenStream(this.engine, call, toStatus);
    this.#streams.add(stream);
    const close = () => {
      if (!this.#streams.delete(stream)) return;
      try {
        call.end();
      } catch {
        // the client is already gone
      }
    };
    call.on("data", (request) => stream.onRequest(request));
    call.on("end", close);
    call.on("cancelled", close);
    call.on("error", close);
  }

  /** Ends every open stream (shutdown). */
  closeAll() {
    for (const stream of this.#streams) {
      try {
        stream.call.end();
      } catch {
        // already closed
      }
    }
    this.#streams.clear();
  }
}

class ListenStream {
  /** @type {Map<number, {id: number, names?: Set<string>, query?: object, current: Map<string, string>}>} */
  #targets = new Map();

  constructor(engine, call, toStatus) {
    this.engine = engine;
    this.call = call;
    this.toStatus = toStatus;
  }

  #send(response) {
    try {
      this.call.write(response);
    } catch {
      // the client went away; the hub drops the stream on "cancelled"
    }
  }

  #resumeToken(micros) {
    return Buffer.from(String(micros));
  }

  onRequest(request) {
    try {
      if (request.addTarget) this.#addTarget(request.addTarget, request.database);
      else if (request.removeTarget !== undefined) this.#removeTarget(request.removeTarget);
    } catch (err) {
      const targetId = request.addTarget?.targetId ?? request.removeTarget ?? 0;
      const { code, details } = this.toStatus(err);
      this.#send({ targetChange: { targetChangeType: "REMOVE", targetIds: [targetId], cause: { code, message: details } } });
    }
  }

  #addTarget(target, database) {
    if (database) parseDatabaseName(database);
    const id = target.targetId ?? 0;
    let entry;
    if (target.documents) {
      const names = target.documents.documents ?? [];
      names.forEach((name) => parseDocumentName(name));
      entry = { id, names: new Set(names), current: new Map() };
    } else if (target.query) {
      entry = { id, query: this.engine.compile(target.query.parent, target.query.structuredQuery), current: new Map() };
    } else {
      throw invalidArgument("A listen target needs documents or a query.");
    }
    if (this.#targets.has(id)) throw new FirestoreError(3, `Target ID ${id} is already in use on this stream.`);
    this.#targets.set(id, entry);
    this.#send({ targetChange: { targetChangeType: "ADD", targetIds: [id] } });
    const readMicros = this.engine.clock.readMicros();
    for (const doc of this.#currentDocuments(entry)) {
      entry.current.set(doc.name, versionOf(doc));
      this.#send({ documentChange: { document: this.#shape(entry, doc), targetIds: [id] } });
    }
    const resumeToken = this.#resumeToken(readMicros);
    const readTime = microsToTimestamp(readMicros);
    this.#send({ targetChange: { targetChangeType: "CURRENT", targetIds: [id], resumeToken, readTime } });
    this.#send({ targetChange: { targetChangeType: "NO_CHANGE", targetIds: [], resumeToken, readTime } });
  }

  #removeTarget(id) {
    this.#targets.delete(id);
    this.#send({ targetChange: { targetChangeType: "REMOVE", targetIds: [id] } });
  }

  #currentDocuments(entry) {
    if (entry.names) return [...entry.names].map((name) => this.engine.store.get(name)).filter(Boolean);
    return this.engine.execute(entry.query);
  }

  #shape(entry, doc) {
    return entry.query ? projectDocument(doc, entry.query.projection) : doc;
  }

  onCommit(changes) {
    let sent = false;
    for (const entry of this.#targets.values()) {
      if (!changes.some((change) => affects(entry, change.name))) continue;
      const next = new Map(this.#currentDocuments(entry).map((doc) => [doc.name, doc]));
      for (const [name, doc] of next) {
        if (entry.current.get(name) === versionOf(doc)) continue;
        entry.current.set(name, versionOf(doc));
        this.#send({ documentChange: { document: this.#shape(entry, doc), targetIds: [entry.id] } });
        sent = true;
      }
      for (const name of [...entry.current.keys()]) {
        if (next.has(name)) continue;
        entry.current.delete(name);
        const deleted = !this.engine.store.get(name);
        this.#send(
          deleted ? { documentDelete: { document: name, removedTargetIds: [entry.id] } } : { documentRemove: { document: name, removedTargetIds: [entry.id] } },
        );
        sent = true;
      }
    }
    if (sent) {
      const micros = changes[0].commitMicros;
      this.#send({
        targetChange: { targetChangeType: "NO_CHANGE", targetIds: [], resumeToken: this.#resumeToken(micros), readTime: microsToTimestamp(micros) },
      });
    }
  }
}

const versionOf = (doc) => `${doc.updateTime.seconds}.${doc.updateTime.nanos}`;

/** Whether a change to document `name` can alter the target's results. */
function affects(entry, name) {
  if (entry.names) return entry.names.has(name);
  const { parent, collectionId, allDescendants } = entry.query;
  if (!name.startsWith(parent + "/")) return false;
  const collectionPath = name.slice(0, name.lastIndexOf("/"));
  const id = collectionPath.slice(collectionPath.lastIndexOf("/") + 1);
  if (!allDescendants) return collectionPath === `${parent}/${collectionId}`;
  return collectionId === "" || id === collectionId;
}
