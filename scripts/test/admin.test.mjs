// The operator command, run as an operator runs it (`node scripts/admin.mjs --local …`), against a
// local stack of its own: create a workspace and invite its owner, list it, suspend and resume it,
// delete it.
import { expect } from "chai";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTING_URL, PORTS, ROOT, startLocalStack } from "../lib/local-stack.mjs";

/** Runs the command; resolves with its exit code and output. */
function admin(dataDir, ...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/admin.mjs"), "--local", "--data-dir", dataDir, ...args], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function acceptAndSignIn(link, email, password) {
  const url = new URL(link);
  const accepted = await fetch(`${HOSTING_URL}/v1/public/invitations/accept`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ workspace: url.searchParams.get("workspace"), token: url.searchParams.get("token"), displayName: "Olivia Owner", password }),
  });
  expect(accepted.status, await accepted.clone().text()).to.equal(201);
  const { workspace } = await accepted.json();
  const res = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  return { token: (await res.json()).idToken, authTenantId: workspace.authTenantId };
}

/** A small workspace export, written with the functions' own zip writer: one brand and its owner. */
async function exportArchive(slug, email) {
  const { ZipWriter } = createRequire(import.meta.url)(path.join(ROOT, "functions/lib/archives/zip-writer.js"));
  const source = `src${randomBytes(8).toString("hex")}`;
  const brandId = `brand${randomBytes(8).toString("hex")}`;
  const chunks = [];
  const zip = new ZipWriter(async (chunk) => void chunks.push(chunk));
  const add = (name, value) => zip.add(name, Buffer.from(JSON.stringify(value)));
  await add("workspace.json", { id: source, name: "Imported Stores", slug, settings: {} });
  await add("members.json", [{ id: "uid1", uid: "uid1", email, role: "owner", status: "active", brandRoles: {} }]);
  await add("library.json", []);
  await add("uploads.json", []);
  await add(`brands/${brandId}/brand.json`, {
    id: brandId,
    tenantId: source,
    name: "Imported Brand",
    nameLower: "imported brand",
    slug: "imported-brand",
    createdAt: "2026-01-02T03:04:05.000Z",
    updatedAt: "2026-01-02T03:04:05.000Z",
    createdBy: "uid1",
  });
  await add("manifest.json", {
    format: "vitrine-workspace-export",
    formatVersion: 1,
    workspace: { id: source, name: "Imported Stores", slug },
    includeFiles: true,
  });
  await zip.finish();
  return { bytes: Buffer.concat(chunks), brandId };
}

const getMe = (token) => fetch(`${HOSTING_URL}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });

describe("npm run admin: the operator command against the local stack", function () {
  // Each command starts a Node process that loads firebase-admin and the functions: seconds apiece on a busy machine.
  this.timeout(600_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-admin-"));
  let stack;
  before(async () => {
    stack = await startLocalStack({ dataDir, persist: false, seed: false, quiet: true });
  });
  after(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("creates a workspace whose owner joins by the printed link, lists, suspends, resumes and deletes it", async () => {
    const slug = `acme-${Date.now().toString(36)}`;
    const email = `owner@${slug}.test`;
    const created = await admin(dataDir, "create", slug, "--name", "Acme Stores", "--owner", email);
    expect(created.code, created.stderr).to.equal(0);
    const link = created.stdout.match(/http\S+accept-invite\S+/)?.[0];
    expect(link, created.stdout).to.be.a("string");

    const { token } = await acceptAndSignIn(link, email, "owner-password-1");
    const me = await getMe(token);
    expect(me.status).to.equal(200);
    const body = await me.json();
    expect(body.tenantRole).to.equal("owner");
    expect(body.tenant).to.include({ slug, name: "Acme Stores" });

    const taken = await admin(dataDir, "create", slug, "--name", "Again", "--owner", email);
    expect(taken.code).to.equal(1);
    expect(taken.stderr).to.include(`A workspace named ${slug} exists already`);

    const listed = await admin(dataDir, "list", "--json");
    expect(listed.code, listed.stderr).to.equal(0);
    const row = JSON.parse(listed.stdout).find((w) => w.slug === slug);
    expect(row).to.include({ name: "Acme Stores", state: "active", members: 1, brands: 0, placements: 0, storageBytes: 0 });
    const table = await admin(dataDir, "list");
    expect(table.stdout).to.match(new RegExp(`^SLUG\\s+NAME\\s+STATE`, "m"));
    expect(table.stdout).to.match(new RegExp(`^${slug}\\s+Acme Stores\\s+active\\s+1\\s+0\\s+0\\s+0 B$`, "m"));

    // The warehouse's table over the workspace's event export, printed rather than made on the local stack.
    const warehouse = await admin(dataDir, "warehouse-setup", slug, "--bucket", "acme-bucket");
    expect(warehouse.code, warehouse.stderr).to.equal(0);
    expect(warehouse.stdout).to.include(`Would create vitrine_events.events_${slug.replace(/-/g, "_")} over gs://acme-bucket/tenants/`);
    expect(warehouse.stdout).to.match(
      /"sourceUriPrefix": "gs:\/\/acme-bucket\/tenants\/[^/]+\/event-exports\/\{date:DATE\}\/\{brand:STRING\}\/\{hour:INTEGER\}"/,
    );
    expect(warehouse.stdout).to.include("COUNTIF(type = 'session_start') AS sessions");

    const suspended = await admin(dataDir, "suspend", slug, "--reason", "unpaid");
    expect(suspended.code, suspended.stderr).to.equal(0);
    const refused = await getMe(token);
    expect(refused.status).to.equal(403);
    expect((await refused.json()).error.code).to.equal("workspace-suspended");
    expect(JSON.parse((await admin(dataDir, "list", "--json")).stdout).find((w) => w.slug === slug).state).to.equal("suspended");

    expect((await admin(dataDir, "resume", slug)).code).to.equal(0);
    expect((await getMe(token)).status).to.equal(200);

    const unconfirmed = await admin(dataDir, "delete", slug);
    expect(unconfirmed.code).to.equal(2);
    expect(unconfirmed.stderr).to.include("--yes");
    expect((await getMe(token)).status).to.equal(200);

    const deleted = await admin(dataDir, "delete", slug, "--yes");
    expect(deleted.code, deleted.stderr).to.equal(0);
    expect((await getMe(token)).status).to.equal(401);
    expect((await fetch(`${HOSTING_URL}/v1/public/workspaces/${slug}`)).status).to.equal(404);
    expect(JSON.parse((await admin(dataDir, "list", "--json")).stdout).map((w) => w.slug)).to.not.include(slug);
  });

  it("refuses a reserved name unless the operator allows it, and grants or revokes the exception for a workspace", async () => {
    const slug = `vitrine-${Date.now().toString(36)}`;
    const email = `owner@${slug}.test`;
    const refused = await admin(dataDir, "create", slug, "--name", "Vitrine Café", "--owner", email);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include("rule: product name").and.to.include("--allow-reserved");
    expect((await fetch(`${HOSTING_URL}/v1/public/workspaces/${slug}`)).status).to.equal(404);

    const created = await admin(dataDir, "create", slug, "--name", "Vitrine Café", "--owner", email, "--allow-reserved", "--reason", "a café called Vitrine");
    expect(created.code, created.stderr).to.equal(0);
    const { token } = await acceptAndSignIn(created.stdout.match(/http\S+accept-invite\S+/)?.[0], email, "owner-password-1");
    const createBrand = (name) =>
      fetch(`${HOSTING_URL}/v1/brands`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ name }),
      });
    expect((await createBrand("Vitrine Café Lyon")).status).to.equal(201);

    const revoked = await admin(dataDir, "allow-reserved", slug, "--revoke");
    expect(revoked.code, revoked.stderr).to.equal(0);
    const brand = await createBrand("Vitrine Café Paris");
    expect(brand.status).to.equal(400);
    expect((await brand.json()).error.message).to.include("rule: product name");
    expect((await admin(dataDir, "allow-reserved", slug)).code).to.equal(0);
    expect((await createBrand("Vitrine Café Paris")).status).to.equal(201);
    expect((await admin(dataDir, "delete", slug, "--yes")).code).to.equal(0);
  });

  it("imports a workspace export as a new workspace whose people are invited again, and refuses a bad archive leaving nothing", async () => {
    const slug = `imported-${Date.now().toString(36)}`;
    const email = `owner@${slug}.test`;
    const { bytes, brandId } = await exportArchive(slug, email);
    const file = path.join(dataDir, "export.zip");

    writeFileSync(file, bytes.subarray(0, bytes.length - 10));
    const truncated = await admin(dataDir, "import-workspace", file);
    expect(truncated.code).to.equal(1);
    expect(truncated.stderr.trim()).to.equal("This archive cannot be imported: it is not a complete zip archive (truncated, or not a zip)");
    expect(JSON.parse((await admin(dataDir, "list", "--json")).stdout).map((w) => w.slug)).to.not.include(slug);

    writeFileSync(file, bytes);
    const imported = await admin(dataDir, "import-workspace", file);
    expect(imported.code, imported.stderr).to.equal(0);
    expect(imported.stdout).to.include(`as workspace ${slug}`);
    const link = imported.stdout.match(/http\S+accept-invite\S+/)?.[0];
    expect(link, imported.stdout).to.be.a("string");
    const { token } = await acceptAndSignIn(link, email, "owner-password-1");
    const brands = await fetch(`${HOSTING_URL}/v1/brands`, { headers: { Authorization: `Bearer ${token}` } });
    expect(brands.status).to.equal(200);
    expect((await brands.json()).items.map((b) => b.id)).to.deep.equal([brandId]);

    // The same archive again: its brand exists now, so nothing is created.
    const again = await admin(dataDir, "import-workspace", file, "--slug", `${slug}-again`);
    expect(again.code).to.equal(1);
    expect(again.stderr).to.include(`brand ${brandId} exists already in this project`);
    expect(JSON.parse((await admin(dataDir, "list", "--json")).stdout).map((w) => w.slug)).to.not.include(`${slug}-again`);
    expect((await admin(dataDir, "delete", slug, "--yes")).code).to.equal(0);
  });

  it("says what is wrong: an unknown command or workspace, missing arguments", async () => {
    const unknown = await admin(dataDir, "explode");
    expect(unknown.code).to.equal(2);
    expect(unknown.stderr).to.include("Unknown command: explode");
    const missing = await admin(dataDir, "suspend", "no-such-workspace");
    expect(missing.code).to.equal(1);
    expect(missing.stderr.trim()).to.equal("No workspace named no-such-workspace");
    const incomplete = await admin(dataDir, "create", "half-done");
    expect(incomplete.code).to.equal(2);
    expect(incomplete.stderr).to.include("--name and --owner");
    const badSlug = await admin(dataDir, "create", "Not A Slug", "--name", "X", "--owner", "x@example.test");
    expect(badSlug.code).to.equal(1);
    expect(badSlug.stderr).to.include("Invalid workspace slug");
  });
});
