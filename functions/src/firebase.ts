import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { auditWrites } from "./audit/audited-firestore.js";
import { config } from "./config.js";

/** The one firebase-admin app of this process, created on first use. */
export function adminApp(): App {
  // The default app specifically: firebase-functions creates a named app of its own when it decodes a
  // Firestore event, before the handler runs.
  return getApps().find((a) => a.name === "[DEFAULT]") ?? initializeApp();
}

/** Closes the app's connections, e.g. before the local stack restarts its emulators. */
export async function closeAdminApp(): Promise<void> {
  const app = getApps().find((a) => a.name === "[DEFAULT]");
  if (app) await deleteApp(app);
}

/** Every unary and streaming RPC of the Firestore API (Listen, a long-lived stream, is never used here). */
const FIRESTORE_METHODS = [
  "GetDocument",
  "ListDocuments",
  "UpdateDocument",
  "DeleteDocument",
  "BatchGetDocuments",
  "BeginTransaction",
  "Commit",
  "Rollback",
  "RunQuery",
  "ExecutePipeline",
  "RunAggregationQuery",
  "PartitionQuery",
  "Write",
  "ListCollectionIds",
  "BatchWrite",
  "CreateDocument",
];

/**
 * A deadline on every Firestore call (each attempt; the client retries some), so a database that
 * hangs fails the call with DEADLINE_EXCEEDED instead of holding the request until the platform's
 * timeout. firebase-admin passes no settings of its own through, so they are applied with
 * `settings()` before the instance is first used.
 */
function callDeadlines(timeoutMs: number) {
  return {
    clientConfig: {
      interfaces: {
        "google.firestore.v1.Firestore": { methods: Object.fromEntries(FIRESTORE_METHODS.map((method) => [method, { timeout_millis: timeoutMs }])) },
      },
    },
  };
}

const configured = new WeakSet<Firestore>();

export function db(): Firestore {
  const firestore = getFirestore(adminApp());
  if (!configured.has(firestore)) {
    configured.add(firestore);
    firestore.settings(callDeadlines(config.firestoreCallTimeoutMs));
    auditWrites(firestore);
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(adminApp());
}

/**
 * Auth scoped to one Identity Platform tenant: the Auth emulator needs it for tenant users.
 * firebase-admin keeps every tenant's client for the life of the process, so call it only for a
 * known workspace's tenant (`authenticate` looks the workspace up first), never for a raw claim.
 */
export function tenantAuth(authTenantId: string) {
  return auth().tenantManager().authForTenant(authTenantId);
}
