import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "chai";
import { signWebhookBody } from "../../src/webhooks/signature.js";
import { BASE_URL } from "../helpers/env.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { SDK_DIR, sdkReadmeExample, sdkReadmeExamples } from "../helpers/sdk-readme.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const TSX = path.resolve(__dirname, "../../../node_modules/tsx/dist/cli.mjs");

/** A README block as a file of `dir`, its `@vitrine/sdk` import pointed at the package's source (the package test runs the built one). */
function writeExample(code: string, dir: string): string {
  const file = path.join(dir, `example-${Math.random().toString(36).slice(2)}.mts`);
  writeFileSync(file, code.replaceAll('from "@vitrine/sdk"', `from ${JSON.stringify(pathToFileURL(path.join(SDK_DIR, "src/index.ts")).href)}`));
  return file;
}

interface RunningExample {
  child: ChildProcess;
  /** Everything it printed so far. */
  stdout: () => string;
  stderr: () => string;
  /** Resolves once what it printed matches; rejects if it exits first. */
  waitFor: (pattern: RegExp) => Promise<void>;
}

/**
 * Starts a block as a reader would run their script. Asynchronous, so this process's clients
 * keep working while it runs.
 */
function startExample(code: string, env: Record<string, string>, dir: string): RunningExample {
  const child = spawn(process.execPath, [TSX, writeExample(code, dir)], { cwd: dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  const listeners = new Set<() => void>();
  child.stdout!.on("data", (c: Buffer) => {
    stdout += c.toString("utf8");
    listeners.forEach((listener) => listener());
  });
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(stdout)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then((exitCode) => reject(new Error(`exited with ${exitCode} before printing ${pattern}:\n${code}\nstdout: ${stdout}\nstderr: ${stderr}`)));
      }),
  };
}

/** Runs a block to its end; what it printed, or an error with its output when it fails. */
function runExample(code: string, env: Record<string, string>, dir: string): Promise<string> {
  const run = startExample(code, env, dir);
  return new Promise((resolve, reject) => {
    run.child.on("error", reject);
    run.child.on("exit", (exitCode) =>
      exitCode === 0 ? resolve(run.stdout()) : reject(new Error(`exited with ${exitCode}:\n${code}\nstdout: ${run.stdout()}\nstderr: ${run.stderr()}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const lines = (text: string) => text.trim().split("\n");

describe("packages/sdk/README.md: every example runs against the local stack", function () {
  this.timeout(60_000);
  let ws: Workspace;
  let dir: string;
  const env: Record<string, string> = {};
  const storeIds: Record<string, string> = {};

  before(async () => {
    ws = await createWorkspace("sdk-readme");
    dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-sdk-readme-"));
    // What a reader has: a write key of their own workspace, made in Settings.
    const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "SDK examples", scope: "write" } });
    expect(key.status, key.text).to.equal(201);
    const [experienceId] = await Promise.all([
      createExperience(ws, "Autumn collection"),
      createExperience(ws, "Spring collection"),
      createExperience(ws, "Summer collection"),
    ]);
    Object.assign(env, { VITRINE_URL: BASE_URL, VITRINE_API_KEY: key.body.key, BRAND_ID: ws.brandId, EXPERIENCE_ID: experienceId });
    for (const name of ["Annecy", "Lyon Part-Dieu", "Marseille Vieux-Port"]) {
      const res = await call("POST", `/v1/brands/${ws.brandId}/stores`, {
        token: ws.users.editor.token,
        json: { name, address: { line1: "1 Main St", city: name, country: "FR" }, location: { lat: 45, lng: 5 }, timezone: "Europe/Paris" },
      });
      expect(res.status, res.text).to.equal(201);
      storeIds[name] = res.body.id;
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("has exactly the examples this test knows how to check", () => {
    expect(sdkReadmeExamples().map((e) => e.title)).to.deep.equal([
      "Create a product",
      "Make QR codes for some stores",
      "Make QR codes for every store",
      "Page through analytics",
      "Update only if unchanged",
      "Read an error",
      "Verify a webhook",
    ]);
  });

  it("creates a product with an API key", async () => {
    const out = await runExample(sdkReadmeExample("Create a product"), env, dir);
    const [, id] = /^created (\S+) Oak chair$/.exec(out.trim()) ?? [];
    expect(id, out).to.be.a("string");
    const read = await call("GET", `/v1/brands/${ws.brandId}/experiences/${env.EXPERIENCE_ID}/products/${id}`, { token: ws.users.viewer.token });
    expect(read.status, read.text).to.equal(200);
    expect(read.body).to.deep.include({ sku: "CHAIR-OAK-01", name: "Oak chair", price: 249, currency: "EUR" });
  });

  it("makes QR codes for stores picked by id, then for every store but those that have one, then none", async () => {
    const some = await runExample(
      sdkReadmeExample("Make QR codes for some stores"),
      { ...env, STORE_IDS: `${storeIds.Annecy},${storeIds["Lyon Part-Dieu"]}` },
      dir,
    );
    const placements = await call("GET", `/v1/brands/${ws.brandId}/placements`, { token: ws.users.viewer.token });
    expect(placements.status, placements.text).to.equal(200);
    const made = (placements.body.items as { id: string; name: string; storeId: string }[]).map((p) => `${p.name}: ${p.id}`);
    expect(lines(some).slice(0, -1).sort()).to.deep.equal(made.sort());
    expect(made.map((line) => line.split(":")[0]).sort()).to.deep.equal(["Annecy window", "Lyon Part-Dieu window"]);
    expect(lines(some).at(-1)).to.equal("2 created, 0 skipped");

    expect(await runExample(sdkReadmeExample("Make QR codes for every store"), env, dir)).to.equal("1 created, 2 skipped\n");
    expect(await runExample(sdkReadmeExample("Make QR codes for every store"), env, dir)).to.equal("0 created, 3 skipped\n");
    const all = await call("GET", `/v1/brands/${ws.brandId}/placements`, { token: ws.users.viewer.token });
    expect(all.body.items.map((p: { storeId: string }) => p.storeId).sort()).to.deep.equal(Object.values(storeIds).sort());
  });

  it("pages through every experience (two a page) and reads each one's analytics", async () => {
    expect(lines(await runExample(sdkReadmeExample("Page through analytics"), env, dir))).to.deep.equal([
      "Autumn collection: 0 sessions in 7 days",
      "Spring collection: 0 sessions in 7 days",
      "Summer collection: 0 sessions in 7 days",
    ]);
  });

  it("updates a store with If-Match from what it read", async () => {
    const storeId = storeIds.Annecy!;
    const before = await call("GET", `/v1/brands/${ws.brandId}/stores/${storeId}`, { token: ws.users.viewer.token });
    expect(await runExample(sdkReadmeExample("Update only if unchanged"), { ...env, STORE_ID: storeId }, dir)).to.equal("renamed to Annecy (flagship)\n");
    const after = await call("GET", `/v1/brands/${ws.brandId}/stores/${storeId}`, { token: ws.users.viewer.token });
    expect(after.body.name).to.equal("Annecy (flagship)");
    expect(after.headers.get("etag")).to.not.equal(before.headers.get("etag"));
  });

  it("reads the error envelope of a refused request", async () => {
    const [status, ...issues] = lines(await runExample(sdkReadmeExample("Read an error"), env, dir));
    expect(status).to.match(/^400 invalid-argument \(request \S+\)$/);
    expect(status).to.not.include("undefined");
    expect(issues).to.deep.equal(["name: Store name is required"]);
  });

  it("verifies the server's signed test delivery, and refuses a changed body or an old signature", async () => {
    const port = await freePort();
    const registered = await call("POST", "/v1/tenants/me/webhooks", {
      token: ws.users.owner.token,
      json: { url: `http://127.0.0.1:${port}/hooks/vitrine`, events: ["experience.published"] },
    });
    expect(registered.status, registered.text).to.equal(201);
    const { webhook, secret } = registered.body as { webhook: { id: string }; secret: string };
    const receiver = startExample(sdkReadmeExample("Verify a webhook"), { ...env, PORT: String(port), VITRINE_WEBHOOK_SECRET: secret }, dir);
    try {
      await receiver.waitFor(/^listening$/m);
      const sent = await call("POST", `/v1/tenants/me/webhooks/${webhook.id}/test`, { token: ws.users.owner.token });
      expect(sent.status, sent.text).to.equal(201);
      // The receiver answered 204 only because the signature checked out.
      expect(sent.body).to.deep.include({ event: "webhook.ping", status: "succeeded", lastResponseCode: 204 });
      await receiver.waitFor(/^verified webhook\.ping \S+$/m);

      const body = JSON.stringify({ id: "evt_forged", type: "webhook.ping", data: {} });
      const deliver = (signedBody: string, at: number) =>
        fetch(`http://127.0.0.1:${port}/hooks/vitrine`, { method: "POST", headers: { "Vitrine-Signature": signWebhookBody(secret, signedBody, at) }, body });
      expect((await deliver(body.replace("forged", "other"), Math.floor(Date.now() / 1000))).status).to.equal(400);
      expect((await deliver(body, Math.floor(Date.now() / 1000) - 3600)).status).to.equal(400);
      expect((await deliver(body, Math.floor(Date.now() / 1000))).status).to.equal(204);
      await receiver.waitFor(/^verified webhook\.ping evt_forged$/m);
      const [listening, ping, ...rest] = lines(receiver.stdout());
      expect([listening, ping]).to.deep.equal(["listening", `verified webhook.ping ${sent.body.eventId}`]);
      expect(rest).to.deep.equal(["refused a delivery", "refused a delivery", "verified webhook.ping evt_forged"]);
    } finally {
      receiver.child.kill();
    }
  });
});
