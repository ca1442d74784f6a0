// The Hosting headers have one definition: firebase.json. It is what `firebase deploy` uploads,
// so its Content-Security-Policy is the production policy and names no emulator. On the local
// stack the web app also talks to the Auth emulator and to the local blob store (standing in for
// Cloud Storage), and frames the Auth emulator's helper page (single sign-on's popup), so the
// stack runs the Firebase emulators from a copy of firebase.json whose policy adds exactly those
// origins, and nothing else changes.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** Written next to firebase.json (firebase-tools resolves the config's paths from its folder); not committed. */
export const LOCAL_CONFIG_FILE = "firebase.local.json";

const loopback = (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

/**
 * The sources the local stack adds to each directive. The web app reaches the Auth emulator on the
 * host it was opened on (127.0.0.1 or localhost), and the blob store for uploads (PUT), images and
 * media, as it reaches Cloud Storage in production.
 * @param {{ auth: number, storage: number }} ports
 */
export function localSources({ auth, storage }) {
  return {
    "img-src": loopback(storage),
    "media-src": loopback(storage),
    "connect-src": [...loopback(auth), ...loopback(storage)],
    // Single sign-on's popup talks to Firebase Auth's helper iframe, served by the Auth emulator.
    "frame-src": loopback(auth),
  };
}

/**
 * The policy with `additions` (directive → sources) appended to those directives, read and written
 * by the API's own Content-Security-Policy code (the stack runs on the functions' build).
 */
export function addSources(policy, additions) {
  const { parsePolicy, serializePolicy } = require("../../functions/lib/viewer-page/content-security-policy.js");
  const directives = parsePolicy(policy);
  for (const name of Object.keys(additions)) {
    // A directive the policy leaves to default-src cannot be widened without copying default-src.
    if (!directives.some(([n]) => n === name)) throw new Error(`The Content-Security-Policy has no ${name} directive to add local origins to.`);
  }
  return serializePolicy(directives.map(([name, sources]) => [name, [...sources, ...(additions[name] ?? []).filter((s) => !sources.includes(s))]]));
}

const isPolicyHeader = (header) => header.key.toLowerCase() === "content-security-policy";

/** The local stack's config: firebase.json with the emulator origins added to every Content-Security-Policy. */
export function localFirebaseConfig(config, ports) {
  const additions = localSources(ports);
  const headers = (config.hosting?.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) => (isPolicyHeader(header) ? { ...header, value: addSources(header.value, additions) } : header)),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/** Writes the local config next to firebase.json and returns its path (for `firebase --config`). */
export function writeLocalFirebaseConfig(root, ports) {
  const config = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8"));
  const target = path.join(root, LOCAL_CONFIG_FILE);
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(localFirebaseConfig(config, ports), null, 2) + "\n");
  renameSync(temp, target);
  return target;
}
