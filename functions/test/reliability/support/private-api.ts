/**
 * The API in this process against a Firestore of its own: the reliability suite sends invalid
 * input and load, and stops and restarts its Firestore, without touching the shared stack's.
 * Auth is the stack's Auth emulator (tokens are verified there; nothing is stopped).
 */
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../../../..");
const PROJECT_ID = "demo-vitrine";

type Emulator = {
  port: number;
  engine: { store: { size: number; values(): Iterable<unknown> } };
  onWrite(listener: (change: { path: string }) => void): () => void;
  exportTo(dir: string): Promise<unknown>;
  stop(): Promise<void>;
};

export interface PrivateApi {
  url: string;
  /** Documents in the private Firestore (all of them: only this suite writes there). */
  documentCount(): number;
  /** Every stored document, as JSON text: for counting documents that carry a marker. */
  documentsText(): string[];
  /** Calls `listener` for each committed document change; returns the unsubscribe. */
  onWrite(listener: (path: string) => void): () => void;
  /** Stops the Firestore (its data kept, as a real outage keeps it) and restarts it on the same port. */
  stopFirestore(): Promise<void>;
  startFirestore(): Promise<void>;
  close(): Promise<void>;
}

let instance: Promise<PrivateApi> | undefined;

/** The suite's one private API (started on first use, closed by the root hook). */
export function privateApi(): Promise<PrivateApi> {
  instance ??= start();
  return instance;
}

export async function closePrivateApi() {
  if (instance) await (await instance).close();
  instance = undefined;
}

async function start(): Promise<PrivateApi> {
  const { startFirestoreEmulator } = (await import("@vitrine/firestore-emulator")) as {
    startFirestoreEmulator: (o: object) => Promise<Emulator>;
  };
  const indexesFile = path.join(ROOT, "firestore.indexes.json");
  const quiet = { log() {}, warn() {}, error: console.error };
  let firestore: Emulator | undefined = await startFirestoreEmulator({ host: "127.0.0.1", port: 0, indexesFile, projectId: PROJECT_ID, logger: quiet });
  const port = firestore.port;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-reliability-"));
  const listeners = new Set<(path: string) => void>();
  const wire = (fs: Emulator) => fs.onWrite((change) => listeners.forEach((l) => l(change.path)));
  wire(firestore);

  // Before anything in this process opens firebase-admin: it reads these once.
  Object.assign(process.env, {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9099",
    METADATA_SERVER_DETECTION: "none",
    // Per-address limits of the public chat and survey routes: the suite is one address.
    VITRINE_CHAT_TURNS_PER_MINUTE: "1000000",
    VITRINE_SURVEY_RESPONSES_PER_MINUTE: "1000000",
    VITRINE_ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE: "1000000",
    VITRINE_ANALYTICS_EVENTS_PER_SESSION_PER_MINUTE: "1000000",
  });
  const { startLocalBlobServer } = await import(path.join(ROOT, "scripts/lib/local-blob-server.mjs"));
  const blobSecret = "reliability-suite-blob-secret";
  const blobs = await startLocalBlobServer({ dir: path.join(dataDir, "blobs"), secret: blobSecret, port: 0 });
  Object.assign(process.env, { VITRINE_BLOB_DIR: path.join(dataDir, "blobs"), VITRINE_BLOB_BASE_URL: blobs.url, VITRINE_BLOB_SECRET: blobSecret });

  // require, not import(): tsx maps these .js names to the .ts sources for require only, and
  // they must load after the environment above is set (some read it at load time).
  const { seedSampleLibrary } = require("../../../src/seed/demo-seed.js") as typeof import("../../../src/seed/demo-seed.js");
  await seedSampleLibrary(JSON.parse(readFileSync(path.join(ROOT, "web/public/models/samples/samples.json"), "utf8")));

  const { createApp } = require("../../../src/app.js") as typeof import("../../../src/app.js");
  // The per-client request limit is the API's, tested elsewhere; here it would only hide results.
  const server = http.createServer(createApp({ limits: { perMinute: Number.MAX_SAFE_INTEGER } }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    url,
    documentCount: () => firestore?.engine.store.size ?? 0,
    documentsText: () => [...(firestore?.engine.store.values() ?? [])].map((d) => JSON.stringify(d)),
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stopFirestore() {
      if (!firestore) return;
      const stopped = firestore;
      firestore = undefined;
      await stopped.stop();
      // Commits stop with the server; what was committed is exported and comes back on restart.
      await stopped.exportTo(path.join(dataDir, "firestore"));
    },
    async startFirestore() {
      if (firestore) return;
      firestore = await startFirestoreEmulator({
        host: "127.0.0.1",
        port,
        indexesFile,
        projectId: PROJECT_ID,
        importDir: path.join(dataDir, "firestore"),
        logger: quiet,
      });
      wire(firestore);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      const { closeAdminApp } = require("../../../src/firebase.js") as typeof import("../../../src/firebase.js");
      await closeAdminApp();
      await firestore?.stop();
      await blobs.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
