// Points firebase-admin at the local stack or a real project, then loads the functions' own
// services (functions/lib), so an operator's command runs the same code as the API.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { emulatorEnv, PORTS, ROOT } from "../lib/local-stack.mjs";

const require = createRequire(import.meta.url);

/** An error in how the command was called: printed with exit code 2. */
export function usageError(message) {
  return Object.assign(new Error(message), { usage: true, code: "usage", status: 2 });
}

/**
 * @param {{ local?: boolean, "data-dir"?: string, project?: string, "public-url"?: string }} options
 */
export async function connect(options) {
  if (options.local) {
    // The emulator variables already set (e.g. by the test runner) win over the default ports.
    const env = emulatorEnv(process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${PORTS.firestore}`);
    for (const [name, value] of Object.entries(env)) process.env[name] ??= value;
    // The local blob store is a folder: deleting a workspace's files needs only where it is.
    if (!process.env.VITRINE_BLOB_DIR) {
      process.env.VITRINE_BLOB_DIR = path.join(path.resolve(options["data-dir"] ?? path.join(ROOT, "emulator-data")), "blobs");
      process.env.VITRINE_BLOB_BASE_URL = `http://127.0.0.1:${PORTS.storage}`;
      process.env.VITRINE_BLOB_SECRET = randomBytes(32).toString("base64url");
    }
  } else if (options.project) {
    process.env.GCLOUD_PROJECT = options.project;
    process.env.GOOGLE_CLOUD_PROJECT = options.project;
  } else if (!process.env.FIRESTORE_EMULATOR_HOST && !process.env.GCLOUD_PROJECT) {
    throw usageError("Say where: --local for the local stack, or --project PROJECT_ID for a Firebase project");
  }
  if (options["public-url"]) process.env.VITRINE_PUBLIC_BASE_URL = options["public-url"].replace(/\/+$/, "");

  const lib = path.join(ROOT, "functions/lib");
  if (!existsSync(path.join(lib, "workspaces/workspace-provisioning.js"))) {
    throw usageError("Build the functions first: npm run build -w functions");
  }
  const load = (module) => require(path.join(lib, module));
  const tenants = load("tenants/tenants.js");
  return {
    provisioning: load("workspaces/workspace-provisioning.js"),
    suspension: load("workspaces/workspace-suspension.js"),
    purge: load("workspaces/workspace-purge.js"),
    imports: load("workspaces/workspace-import.js"),
    warehouse: load("analytics/warehouse-table.js"),
    /** The workspace of a slug, or a clear error. */
    async workspaceBySlug(slug) {
      if (!slug) throw usageError("Name the workspace by its slug");
      const tenant = await tenants.findTenantBySlug(slug);
      if (!tenant) throw Object.assign(new Error(`No workspace named ${slug}`), { code: "not-found", status: 404 });
      return tenant;
    },
    close: () => load("firebase.js").closeAdminApp(),
  };
}
