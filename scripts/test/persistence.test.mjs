// `npm start` keeps its data across restarts: what the stack held when it stopped (Auth's
// Identity Platform tenants and users, Firestore documents, uploaded files) is there after the
// next start, and the demo is not seeded twice. Runs the real entry point, twice.
import { expect } from "chai";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTING_URL, PORTS, ROOT } from "../lib/local-stack.mjs";

const DEMO = { slug: "demo-retail", email: "owner@demo-retail.test", password: "vitrine-demo" };

/** Starts `scripts/local-stack.mjs` on a data folder; resolves with its output once it is ready. */
function startStack(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/local-stack.mjs")], {
    cwd: ROOT,
    env: { ...process.env, VITRINE_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const ready = new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Press Ctrl-C")) resolve(output);
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    exited.then((code) => reject(new Error(`the stack exited (${code}):\n${output}`)));
  });
  const stop = async () => {
    child.kill("SIGINT");
    await exited;
  };
  return { ready, stop };
}

async function signIn() {
  const workspace = await (await fetch(`${HOSTING_URL}/v1/public/workspaces/${DEMO.slug}`)).json();
  const res = await fetch(`http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password, returnSecureToken: true, tenantId: workspace.authTenantId }),
  });
  return (await res.json()).idToken;
}

const api = (token, method, route, body) =>
  fetch(`${HOSTING_URL}${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.json());

describe("npm start keeps its data across restarts", function () {
  this.timeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-persist-"));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps tenants, users, documents and files, and seeds only once", async () => {
    const first = startStack(dataDir);
    let fileUrl;
    try {
      expect(await first.ready).to.contain("Seeded the demo workspace");
      const token = await signIn();
      const brandId = (await api(token, "POST", "/v1/brands", { name: "Kept Across Restarts" })).id;
      // A real 4x3 PNG: image uploads are decoded to make their responsive copies.
      const bytes = Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWO4Wc4GRww4OQBCthAJwX8VjQAAAABJRU5ErkJggg==",
        "base64",
      );
      const ticket = await api(token, "POST", `/v1/brands/${brandId}/uploads`, {
        kind: "image",
        fileName: "a.png",
        contentType: "image/png",
        size: bytes.length,
      });
      await fetch(ticket.uploadUrl, { method: "PUT", headers: ticket.headers, body: bytes });
      fileUrl = (await api(token, "POST", `/v1/brands/${brandId}/uploads/${ticket.uploadId}/complete`)).url;
    } finally {
      await first.stop();
    }

    const second = startStack(dataDir);
    try {
      expect(await second.ready).to.contain("Demo workspace found");
      const token = await signIn();
      expect(token, "the owner signs in after a restart").to.be.a("string");
      const brands = await api(token, "GET", "/v1/brands");
      expect(brands.items.map((b) => b.name)).to.include.members(["Acme Home", "Kept Across Restarts"]);
      expect((await fetch(fileUrl)).status).to.equal(200);
    } finally {
      await second.stop();
    }
  });
});
