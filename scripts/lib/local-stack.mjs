// Starts the whole product locally: the project's Firestore (unless FIRESTORE_EMULATOR_HOST
// points at another one), then the Firebase Auth, Functions and Hosting emulators, then seeds.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PROJECT_ID = "demo-vitrine";
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400 };
export const HOSTING_URL = `http://127.0.0.1:${PORTS.hosting}`;

const require = createRequire(import.meta.url);
const firebaseBin = require.resolve("firebase-tools/lib/bin/firebase.js");

async function waitFor(url, { timeoutMs = 120_000, ok = (r) => r.ok } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (ok(res)) return res;
      lastError = new Error(`${url} answered ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}: ${lastError?.message}`);
}

/** Environment that points firebase-admin (here and in the functions) at the emulators. */
export function emulatorEnv(firestoreHost) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    GOOGLE_CLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.auth}`,
    // No metadata server exists locally; skip google-auth-library's probe for one.
    METADATA_SERVER_DETECTION: "none",
  };
}

/**
 * @param {{ dataDir?: string, persist?: boolean, seed?: boolean, quiet?: boolean }} options
 * dataDir: where Auth and Firestore data are imported from and (persist) exported to on stop.
 */
export async function startLocalStack({ dataDir, persist = false, seed = true, quiet = false } = {}) {
  const log = (line) => quiet || console.log(line);
  let firestore;
  let firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) {
    const { startFirestoreEmulator } = await import("@vitrine/firestore-emulator");
    firestore = await startFirestoreEmulator({
      host: "127.0.0.1",
      port: PORTS.firestore,
      projectId: PROJECT_ID,
      importDir: dataDir ? path.join(dataDir, "firestore") : undefined,
      indexesFile: path.join(ROOT, "firestore.indexes.json"),
    });
    firestoreHost = `127.0.0.1:${PORTS.firestore}`;
    log(`Firestore (project's local emulator) on ${firestoreHost}`);
  } else {
    log(`Firestore: using FIRESTORE_EMULATOR_HOST=${firestoreHost}`);
  }
  Object.assign(process.env, emulatorEnv(firestoreHost));

  const authDir = dataDir ? path.join(dataDir, "firebase") : undefined;
  const args = [firebaseBin, "emulators:start", "--only", "auth,functions,hosting", "--project", PROJECT_ID];
  if (authDir && existsSync(path.join(authDir, "firebase-export-metadata.json"))) args.push("--import", authDir);
  if (authDir && persist) {
    mkdirSync(authDir, { recursive: true });
    args.push("--export-on-exit", authDir);
  }
  const firebase = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...emulatorEnv(firestoreHost), FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 400) output.shift();
    if (process.env.VITRINE_EMULATOR_LOGS) process.stdout.write(chunk);
  };
  firebase.stdout.on("data", keep);
  firebase.stderr.on("data", keep);
  const exited = new Promise((resolve) => firebase.on("exit", resolve));

  const stop = async () => {
    if (firebase.exitCode === null) {
      firebase.kill("SIGINT");
      const timer = setTimeout(() => firebase.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    if (firestore) {
      if (persist && dataDir) await firestore.exportTo(path.join(dataDir, "firestore"));
      await firestore.stop();
    }
  };

  try {
    await Promise.race([
      waitFor(`${HOSTING_URL}/v1/health`, { ok: (r) => r.status === 200 }),
      exited.then((code) => {
        throw new Error(`The Firebase emulators exited (${code}):\n${output.join("")}`);
      }),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }
  log(`Firebase emulators ready (Auth ${PORTS.auth}, Functions ${PORTS.functions}, Hosting ${PORTS.hosting})`);

  let demo;
  if (seed) {
    const { seedDemo, seedSampleLibrary, DEMO } = require(path.join(ROOT, "functions/lib/seed/demo-seed.js"));
    const result = await seedDemo();
    await seedSampleLibrary(JSON.parse(readFileSync(path.join(ROOT, "web/public/models/samples/samples.json"), "utf8")));
    demo = { ...DEMO, ...result };
    log(result.created ? "Seeded the demo workspace" : "Demo workspace found (data kept from the last run)");
  }
  return { firestoreHost, firestore, demo, stop, logs: () => output.join("") };
}
