/**
 * This project's Firestore on a free port, for in-process tests: the admin app is pointed at it,
 * and `stop()` closes the app and the database and puts the environment back.
 */
import type { Caller } from "../../src/auth/caller.js";
import { closeAdminApp } from "../../src/firebase.js";

export interface LocalFirestore {
  port: number;
  stop(): Promise<void>;
}

export async function startLocalFirestore(): Promise<LocalFirestore> {
  const saved = { host: process.env.FIRESTORE_EMULATOR_HOST, project: process.env.GCLOUD_PROJECT };
  const { startFirestoreEmulator } = (await import("@vitrine/firestore-emulator")) as {
    startFirestoreEmulator: (o: object) => Promise<{ port: number; stop(): Promise<void> }>;
  };
  const firestore = await startFirestoreEmulator({ host: "127.0.0.1", port: 0, projectId: "demo-vitrine", logger: { log() {}, warn() {}, error() {} } });
  await closeAdminApp();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestore.port}`;
  process.env.GCLOUD_PROJECT ??= "demo-vitrine";
  return {
    port: firestore.port,
    async stop() {
      await closeAdminApp();
      await firestore.stop();
      for (const [key, value] of [
        ["FIRESTORE_EMULATOR_HOST", saved.host],
        ["GCLOUD_PROJECT", saved.project],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

/** A workspace owner as `authenticate` would make them, for calling services directly in a test. */
export function ownerOf(tenantId: string, authTenantId: string): Caller {
  return {
    kind: "user",
    uid: "owner-1",
    email: "owner@example.com",
    displayName: "Owner",
    tenantId,
    authTenantId,
    tenantRole: "owner",
    brandRoles: {},
    emailVerified: true,
  };
}
