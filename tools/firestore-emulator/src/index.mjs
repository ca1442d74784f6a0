import * as grpc from "@grpc/grpc-js";
import { existsSync } from "node:fs";
import { microsToRfc3339 } from "./clock.mjs";
import { FirestoreEngine } from "./firestore-engine.mjs";
import { createFirestoreService } from "./grpc-service.mjs";
import { IndexRequirements } from "./index-requirements.mjs";
import { ListenHub } from "./listen.mjs";
import { exportDocuments, isExportDir, readExport } from "./persistence.mjs";
import { loadFirestoreProtos } from "./proto.mjs";
import { relativePath } from "./resource-names.mjs";

/** Firestore accepts requests up to about 10 MiB; keep gRPC's own limit out of the way. */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * Starts the local Firestore on host:port and resolves once it accepts connections.
 *
 * @param {object} [options]
 * @param {string} [options.host="127.0.0.1"]
 * @param {number} [options.port=8080]  0 picks a free port (see the returned `port`)
 * @param {string} [options.importDir]  load this export at start, if it exists
 * @param {string} [options.indexesFile]  enforce composite-index rules from this firestore.indexes.json
 * @param {string} [options.projectId]  the project the stack uses (informational; every project is served)
 * @param {{ log: Function, warn: Function, error: Function }} [options.logger=console]
 */
export async function startFirestoreEmulator({ host = "127.0.0.1", port = 8080, importDir, indexesFile, projectId, logger = console } = {}) {
  const indexRequirements = indexesFile ? new IndexRequirements(indexesFile, { logger }) : null;
  const engine = new FirestoreEngine({ indexCheck: indexRequirements ? (query) => indexRequirements.check(query) : null });

  if (importDir && isExportDir(importDir)) {
    engine.loadDocuments(await readExport(importDir));
  } else if (importDir && existsSync(importDir)) {
    logger.warn(`[firestore-emulator] ${importDir} holds no export; starting empty.`);
  }

  const listenHub = new ListenHub(engine);
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
    "grpc.max_send_message_length": MAX_MESSAGE_BYTES,
  });
  let stopping = false;
  server.addService(loadFirestoreProtos().FirestoreService.service, createFirestoreService(engine, listenHub, { logger, stopping: () => stopping }));
  const boundPort = await new Promise((resolve, reject) => {
    const address = host.includes(":") && !host.startsWith("[") ? `[${host}]:${port}` : `${host}:${port}`;
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, actualPort) => (err ? reject(err) : resolve(actualPort)));
  });

  const writeListeners = new Set();
  engine.onCommit((changes, { reset }) => {
    if (reset || writeListeners.size === 0) return;
    const events = changes.map(toWriteEvent);
    // After the commit has been applied and answered; one call per changed document.
    setImmediate(() => {
      for (const event of events) {
        for (const listener of writeListeners) {
          try {
            const result = listener(event);
            if (result && typeof result.catch === "function") {
              result.catch((err) => logger.error("[firestore-emulator] onWrite listener failed:", err));
            }
          } catch (err) {
            logger.error("[firestore-emulator] onWrite listener failed:", err);
          }
        }
      }
    });
  });

  let stopped = null;
  return {
    host,
    port: boundPort,
    projectId,
    /** The engine, for tests and tools in this package. */
    engine,

    /** Billed operations so far (reads, writes, deletes), as Firestore counts them: for cost benchmarks. */
    usage: () => ({ ...engine.usage }),

    /** Writes the whole database (all projects and databases) to `dir`, atomically. */
    exportTo: (dir) => exportDocuments(engine.store.values(), dir),

    /**
     * Replaces the whole database with the export in `dir` (no onWrite events:
     * this is a reset, not writes). Listeners see the change.
     */
    async importFrom(dir) {
      const documents = await readExport(dir);
      engine.clear();
      engine.loadDocuments(documents);
    },

    /** Drops every document (no onWrite events: this is a reset, not writes). */
    async clear() {
      engine.clear();
    },

    /**
     * Calls `listener(change)` once per committed document change, after the commit:
     * change = { path, name, projectId, databaseId, before, after, time }.
     * Returns a function that removes the listener.
     */
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },

    /**
     * Stops serving: from the first moment every new call is refused (UNAVAILABLE) and every
     * listener stream is ended; connections get `graceMs` to close by themselves, then every
     * remaining HTTP/2 session is destroyed. Resolves once nothing of the server is left open.
     * The data stays readable (exportTo) after stop().
     */
    stop({ graceMs = 500 } = {}) {
      stopped ??= new Promise((resolve) => {
        stopping = true;
        listenHub.closeAll();
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve();
        };
        // Clients keep connections (and listener streams) open as long as they like; a graceful
        // close alone can wait for ever, so it gets a bounded grace and then the sessions go.
        const timer = setTimeout(() => {
          server.forceShutdown();
          finish();
        }, graceMs);
        server.tryShutdown(finish);
      });
      return stopped;
    },
  };
}

/** The public shape of a committed document change. */
function toWriteEvent({ name, before, after, commitMicros }) {
  const [, projectId, , databaseId] = name.split("/", 4);
  return {
    path: relativePath(name),
    name,
    projectId,
    databaseId,
    before,
    after,
    time: microsToRfc3339(commitMicros),
  };
}
