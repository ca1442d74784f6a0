// Starts the whole product locally: the project's Firestore (unless FIRESTORE_EMULATOR_HOST
// points at another one), then the Firebase Auth, Functions and Hosting emulators, then seeds.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startLocalBlobServer } from "./local-blob-server.mjs";
import { startLocalMailCatcher } from "./local-mail-catcher.mjs";
import { writeLocalFirebaseConfig } from "./local-firebase-config.mjs";
import { startScheduledJobs } from "./scheduled-jobs.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PROJECT_ID = "demo-vitrine";
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400, storage: 9199, smtp: 2525, mail: 8025 };
export const HOSTING_URL = `http://127.0.0.1:${PORTS.hosting}`;
/** Where the local mail catcher lists what the functions sent (`GET /messages?to=<address>`). */
export const MAIL_CATCHER_URL = `http://127.0.0.1:${PORTS.mail}`;

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
  // The functions loaded in this process (seeding, jobs) find the emulators through process.env;
  // stop() puts it back, so a later stack, or a child spawned after it, never inherits stopped
  // emulators' addresses.
  const envBefore = {};
  const setEnv = (vars) => {
    for (const [key, value] of Object.entries(vars)) {
      if (!(key in envBefore)) envBefore[key] = process.env[key];
      process.env[key] = value;
    }
  };
  const restoreEnv = () => {
    for (const [key, value] of Object.entries(envBefore)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
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
  setEnv(emulatorEnv(firestoreHost));

  // Uploaded files: the local blob server stands in for Cloud Storage; the functions find it
  // through these variables (inherited by the Functions emulator).
  const blobDir = path.join(dataDir ?? mkdtempSync(path.join(os.tmpdir(), "vitrine-blobs-")), "blobs");
  const blobSecret = randomBytes(32).toString("base64url");
  const blobs = await startLocalBlobServer({ dir: blobDir, secret: blobSecret, port: PORTS.storage });
  setEnv({ VITRINE_BLOB_DIR: blobDir, VITRINE_BLOB_BASE_URL: blobs.url, VITRINE_BLOB_SECRET: blobSecret });
  log(`Local blob store on ${blobs.url}`);

  // Email: the functions' SMTP transport sends everything to the mail catcher, which keeps it.
  const mail = await startLocalMailCatcher({ smtpPort: PORTS.smtp, httpPort: PORTS.mail }).catch(async (err) => {
    await blobs.stop();
    throw err;
  });
  setEnv({ VITRINE_MAIL_TRANSPORT: "smtp", VITRINE_SMTP_URL: mail.smtpUrl });
  log(`Mail catcher: SMTP ${mail.smtpUrl}, caught mail on ${mail.url}/messages`);

  const authDir = dataDir ? path.join(dataDir, "firebase") : undefined;
  // firebase.json holds the production headers; the emulators run from a copy whose CSP also
  // allows the Auth emulator and the local blob store (scripts/lib/local-firebase-config.mjs).
  const config = writeLocalFirebaseConfig(ROOT, PORTS);
  // The Hosting emulator fails any request with `Expect: 100-continue` (curl's for a body over
  // 1 MiB) with a 500 of its own: hosting-emulator-expect.mjs lets such requests through.
  const expectShim = pathToFileURL(path.join(ROOT, "scripts/lib/hosting-emulator-expect.mjs")).href;
  const args = ["--import", expectShim, firebaseBin, "emulators:start", "--only", "auth,functions,hosting", "--project", PROJECT_ID, "--config", config];
  if (authDir && existsSync(path.join(authDir, "firebase-export-metadata.json"))) args.push("--import", authDir);
  if (authDir && persist) {
    mkdirSync(authDir, { recursive: true });
    args.push("--export-on-exit", authDir);
  }
  // Production has two proxies in front of the API (Hosting's CDN, Google's front end), each
  // appending to X-Forwarded-For; the Hosting and Functions emulators append nothing and reach the
  // function over a Unix socket. Trusting one hop here makes the API read the same entry as in
  // production: the last one, which locally the client writes itself (tests use it to act as many
  // addresses). An explicit VITRINE_TRUSTED_PROXY_HOPS wins.
  const proxyHops = { VITRINE_TRUSTED_PROXY_HOPS: process.env.VITRINE_TRUSTED_PROXY_HOPS ?? "1" };
  // The CLI gives the functions' code 10 s to load before it gives up on them for good; a busy
  // machine (a CI runner, a laptop building at the same time) can need longer.
  const discovery = { FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "60" };
  // The API answers the viewer's share and embed pages with Hosting's headers: the local ones.
  const hostingConfig = { VITRINE_HOSTING_CONFIG: config };
  // Anyone may create a workspace on the local stack (production's default is closed). An
  // explicit VITRINE_SIGNUP wins.
  const signUp = { VITRINE_SIGNUP: process.env.VITRINE_SIGNUP ?? "open" };
  const firebase = spawn(process.execPath, args, {
    cwd: ROOT,
    // NODE_ENV as Cloud Functions runs the function: what its runtime answers by itself (a body its
    // parser refuses) then carries no stack trace or server path, as in production.
    env: { ...process.env, ...emulatorEnv(firestoreHost), ...proxyHops, ...discovery, ...hostingConfig, ...signUp, NODE_ENV: "production", FORCE_COLOR: "0" },
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

  let firestoreTriggers; // see startFirestoreTriggers below
  let scheduledJobs; // the Functions emulator does not fire schedules: scripts/lib/scheduled-jobs.mjs
  const stop = async () => {
    await scheduledJobs?.stop();
    await firestoreTriggers?.stop();
    // Seeding opened firebase-admin connections in this process; a later start needs fresh ones.
    await require(path.join(ROOT, "functions/lib/firebase.js")).closeAdminApp();
    if (firebase.exitCode === null) {
      firebase.kill("SIGINT");
      const timer = setTimeout(() => firebase.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(timer);
    }
    if (firestore) {
      // Stopped before the export, so the export holds exactly the writes that were acknowledged.
      await firestore.stop();
      if (persist && dataDir) await firestore.exportTo(path.join(dataDir, "firestore"));
    }
    await blobs.stop();
    await mail.stop();
    restoreEnv();
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
  if (firestore) firestoreTriggers = await startFirestoreTriggers(firestore);
  scheduledJobs = startScheduledJobs({ root: ROOT, log });

  let demo;
  if (seed) {
    try {
      const { seedDemo, seedSampleLibrary, DEMO } = require(path.join(ROOT, "functions/lib/seed/demo-seed.js"));
      // Samples first: the demo experience places them, and publishing it checks they exist.
      await seedSampleLibrary(JSON.parse(readFileSync(path.join(ROOT, "web/public/models/samples/samples.json"), "utf8")));
      const result = await seedDemo();
      demo = { ...DEMO, ...result };
      log(result.created ? "Seeded the demo workspace" : "Demo workspace found (data kept from the last run)");
    } catch (err) {
      // Never leave emulators running behind a failed start.
      await stop();
      throw err;
    }
  }
  return { firestoreHost, firestore, demo, stop, logs: () => output.join("") };
}

/**
 * Firestore triggers on the local stack. The Functions emulator registers Firestore triggers only
 * with a Firestore emulator that firebase-tools runs itself, so the project's Firestore delivers
 * every committed change to them: production's CloudEvents, posted to the Functions emulator's
 * trigger route (tools/firestore-emulator/README.md, "Triggers"). stop() drains pending deliveries.
 */
async function startFirestoreTriggers(firestore) {
  const { createTriggerDispatcher } = await import("@vitrine/firestore-emulator/functions-trigger-dispatch");
  const dispatcher = createTriggerDispatcher({ functionsEmulatorUrl: `http://127.0.0.1:${PORTS.functions}`, projectId: PROJECT_ID });
  const unsubscribe = firestore.onWrite((change) => dispatcher.dispatch(change));
  return {
    dispatcher,
    async stop() {
      await dispatcher.drain();
      unsubscribe();
      await dispatcher.close();
    },
  };
}
