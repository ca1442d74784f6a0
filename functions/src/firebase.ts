import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

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

export function db(): Firestore {
  return getFirestore(adminApp());
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
