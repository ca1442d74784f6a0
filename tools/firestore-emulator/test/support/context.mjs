import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";

/**
 * What every test file needs: firebase-admin Firestore clients connected to the
 * emulator under test, a collection name of its own (so tests never see each
 * other's data and need no reset), and the emulator handle when it is ours.
 */
const require = createRequire(import.meta.url);
const { initializeApp, deleteApp } = require("firebase-admin/app");
const admin = require("firebase-admin/firestore");

export const PROJECT_ID = "demo-vitrine-test";
export const { FieldValue, FieldPath, Filter, Timestamp, GeoPoint, AggregateField } = admin;

let ownEmulator = null;
export const setOwnEmulator = (emulator) => {
  ownEmulator = emulator;
};
/** This package's emulator when the suite started it, else null (a foreign emulator). */
export const getOwnEmulator = () => ownEmulator;

/** Skips the calling test or suite unless the emulator under test is this package's. */
export function requireOwnEmulator(context) {
  if (!ownEmulator) context.skip();
  return ownEmulator;
}

const apps = [];
let appCount = 0;

/**
 * A Firestore client from its own firebase-admin app (separate connection and
 * client state), connected to the emulator under test or to `host`.
 */
export function newFirestoreClient(host = process.env.FIRESTORE_EMULATOR_HOST) {
  const app = initializeApp({ projectId: PROJECT_ID }, `test-app-${++appCount}`);
  apps.push(app);
  // The SDK reads FIRESTORE_EMULATOR_HOST when the Firestore instance is created.
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  try {
    return admin.getFirestore(app);
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = previous;
  }
}

let shared = null;
export function db() {
  shared ??= newFirestoreClient();
  return shared;
}

/** A fresh, unique collection name: test data never collides, even on a shared emulator. */
export const uniqueCollection = (prefix = "c") => `${prefix}-${randomBytes(5).toString("hex")}`;

export async function closeClients() {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  shared = null;
}

/** Error code of a rejected promise (gRPC status code as the SDK reports it). */
export async function errorOf(promise) {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("Expected the operation to fail, but it succeeded.");
}

export const GRPC = Object.freeze({
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
});
