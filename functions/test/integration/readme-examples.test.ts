import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "chai";
import { signWebhookBody } from "../../src/webhooks/signature.js";
import { BASE_URL } from "../helpers/env.js";
import { call } from "../helpers/http.js";
import { WebhookReceiver } from "../helpers/webhook-receiver.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

const README = path.resolve(__dirname, "../../../README.md");
const SECTION = "## Using the API";

interface Example {
  lang: string;
  /** The block's first line without `# `, which names it (sh blocks). */
  title: string;
  code: string;
}

/** The fenced blocks of the README's "Using the API" section, in order. */
function readmeExamples(): Example[] {
  const text = readFileSync(README, "utf8");
  const start = text.indexOf(SECTION);
  if (start < 0) throw new Error(`README.md has no "${SECTION}" section`);
  const next = text.indexOf("\n## ", start + SECTION.length);
  const section = text.slice(start, next < 0 ? undefined : next);
  return [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, lang, code]) => ({
    lang: lang!,
    title: /^# (.*)$/m.exec(code!)?.[1]?.trim() ?? "",
    code: code!,
  }));
}

interface Run {
  /** What the commands printed, exactly as a reader would see it. */
  stdout: string;
  /** The HTTP status of every curl the block made, in order. */
  statuses: number[];
}

/**
 * Runs a block with bash in `cwd`, its placeholders filled from `vars`. `curl` is wrapped to report
 * each answer's status on stderr, so what the block prints stays untouched.
 * Asynchronous on purpose: the webhook receiver of this process must answer while a block runs.
 */
function runBlock(code: string, vars: Record<string, string>, cwd: string): Promise<Run> {
  const script = `curl() { command curl -w '%{stderr}@@status %{http_code}\\n' "$@"; }\nset -eo pipefail\n${code}`;
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["-c", script], { cwd, env: { ...process.env, ...vars }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (exitCode) => {
      if (exitCode !== 0) return reject(new Error(`bash exited with ${exitCode}:\n${code}\nstdout: ${stdout}\nstderr: ${stderr}`));
      resolve({ stdout, statuses: [...stderr.matchAll(/^@@status (\d{3})$/gm)].map((m) => Number(m[1])) });
    });
  });
}

/** `curl -i` output: the status line and headers, then the JSON body. */
function splitResponse(text: string): { headers: Map<string, string>; body: any } {
  const [head, ...rest] = text.split(/\r?\n\r?\n/);
  const headers = new Map(
    head!
      .split(/\r?\n/)
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as [string, string]),
  );
  return { headers, body: JSON.parse(rest.join("\n\n")) };
}

describe("README: every example of “Using the API” runs against the local stack", () => {
  const examples = readmeExamples();
  const sh = new Map(examples.filter((e) => e.lang === "sh").map((e) => [e.title, e.code]));
  const block = (title: string) => {
    const code = sh.get(title);
    if (!code) throw new Error(`README.md has no sh example starting "# ${title}"`);
    return code;
  };

  let ws: Workspace;
  let receiver: WebhookReceiver;
  let cwd: string;
  const vars: Record<string, string> = {};

  before(async () => {
    receiver = new WebhookReceiver();
    let url: string;
    [ws, url] = await Promise.all([createWorkspace("readme"), receiver.start()]);
    cwd = mkdtempSync(path.join(os.tmpdir(), "vitrine-readme-"));
    // What a reader has after "Get a key": a write key of their own workspace, made in Settings.
    const key = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "README examples", scope: "write" } });
    expect(key.status, key.text).to.equal(201);
    Object.assign(vars, {
      VITRINE_API: `${BASE_URL}/v1`,
      VITRINE_API_KEY: key.body.key,
      VITRINE_ID_TOKEN: ws.users.owner.token,
      BRAND_ID: ws.brandId,
      WEBHOOK_URL: url,
    });
  });
  after(async () => {
    await receiver.stop();
    rmSync(cwd, { recursive: true, force: true });
  });

  it("has exactly the examples this test knows how to check", () => {
    expect(examples.map((e) => `${e.lang}: ${e.title}`)).to.deep.equal([
      "sh: List brands",
      "sh: Create a store",
      "sh: Update a store only if it has not changed since you read it",
      "sh: Page through all stores",
      "sh: Read an error",
      "sh: Register a webhook",
      "sh: Send it a signed test event now",
      "js: ",
      "sh: Download the OpenAPI document",
    ]);
  });

  it("lists brands with the key", async () => {
    const run = await runBlock(block("List brands"), vars, cwd);
    expect(run.statuses).to.deep.equal([200]);
    const page = JSON.parse(run.stdout);
    expect(page.items.map((b: { id: string }) => b.id)).to.deep.equal([ws.brandId]);
    expect(page.nextCursor).to.equal(null);
  });

  it("creates a store once, however often the request is sent with its Idempotency-Key", async () => {
    const first = await runBlock(block("Create a store"), vars, cwd);
    expect(first.statuses).to.deep.equal([201]);
    const created = splitResponse(first.stdout);
    expect(created.body).to.deep.include({ name: "Lyon Part-Dieu", timezone: "Europe/Paris" });
    expect(created.headers.get("x-ratelimit-remaining")).to.match(/^\d+$/);

    const again = await runBlock(block("Create a store"), vars, cwd);
    expect(again.statuses).to.deep.equal([201]);
    const replayed = splitResponse(again.stdout);
    expect(replayed.headers.get("idempotent-replayed")).to.equal("true");
    expect(replayed.body.id).to.equal(created.body.id);
    const stores = await call("GET", `/v1/brands/${ws.brandId}/stores`, { token: ws.users.viewer.token });
    expect(stores.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Lyon Part-Dieu"]);
    vars.STORE_ID = created.body.id;
  });

  it("updates with If-Match, and the same stale ETag is then refused with 412", async () => {
    const storePath = `/v1/brands/${ws.brandId}/stores/${vars.STORE_ID}`;
    vars.ETAG = (await call("GET", storePath, { token: ws.users.viewer.token })).headers.get("etag")!;
    const run = await runBlock(block("Update a store only if it has not changed since you read it"), vars, cwd);
    expect(run.statuses).to.deep.equal([200, 200]);
    const [etagLine, ...body] = run.stdout.split("\n");
    expect(etagLine!.trim().toLowerCase()).to.equal(`etag: ${vars.ETAG}`.toLowerCase());
    expect(JSON.parse(body.join("\n")).name).to.equal("Lyon Part-Dieu (flagship)");

    const stale = await runBlock(block("Update a store only if it has not changed since you read it"), vars, cwd);
    expect(stale.statuses).to.deep.equal([200, 412]);
    expect(stale.stdout).to.include('"code":"failed-precondition"');
  });

  it("pages through every store with limit and cursor", async () => {
    for (const name of ["Annecy", "Marseille Vieux-Port"]) {
      const res = await call("POST", `/v1/brands/${ws.brandId}/stores`, {
        token: ws.users.editor.token,
        json: { name, address: { line1: "1 Main St", city: name, country: "FR" }, location: { lat: 45, lng: 5 }, timezone: "Europe/Paris" },
      });
      expect(res.status, res.text).to.equal(201);
    }
    const run = await runBlock(block("Page through all stores"), vars, cwd);
    expect(run.statuses).to.deep.equal([200, 200]);
    expect(run.stdout.trim().split("\n")).to.deep.equal(["Annecy", "Lyon Part-Dieu (flagship)", "Marseille Vieux-Port"]);
  });

  it("shows the error envelope with each field's problem", async () => {
    const run = await runBlock(block("Read an error"), vars, cwd);
    expect(run.statuses).to.deep.equal([400]);
    const { error } = JSON.parse(run.stdout);
    expect(error).to.include({ code: "invalid-argument", status: 400 });
    expect(error.requestId).to.be.a("string").and.not.equal("");
    expect(error.issues).to.deep.include({ path: "name", message: "Store name is required" });
  });

  it("registers a webhook, sends it a test event, and the README's verifier accepts its signature", async () => {
    const registered = await runBlock(block("Register a webhook"), vars, cwd);
    expect(registered.statuses).to.deep.equal([201]);
    const { webhook, secret } = JSON.parse(registered.stdout);
    expect(webhook).to.deep.include({ url: vars.WEBHOOK_URL, events: ["experience.published", "placement.schedule_changed"], active: true });
    expect(secret).to.match(/^whsec_/);
    vars.WEBHOOK_ID = webhook.id;

    const sent = await runBlock(block("Send it a signed test event now"), vars, cwd);
    expect(sent.statuses).to.deep.equal([201]);
    expect(JSON.parse(sent.stdout)).to.deep.include({ event: "webhook.ping", status: "succeeded", lastResponseCode: 200 });
    const delivery = await receiver.waitFor((d) => d.json.type === "webhook.ping");

    const js = examples.find((e) => e.lang === "js")!;
    const file = path.join(cwd, "verify.mjs");
    writeFileSync(file, js.code);
    const { verifyVitrineSignature } = (await import(pathToFileURL(file).href)) as {
      verifyVitrineSignature: (secret: string, header: string, rawBody: string) => boolean;
    };
    const header = delivery.headers["vitrine-signature"] as string;
    expect(verifyVitrineSignature(secret, header, delivery.body)).to.equal(true);
    expect(verifyVitrineSignature("whsec_not-the-secret", header, delivery.body)).to.equal(false);
    expect(verifyVitrineSignature(secret, header, delivery.body.replace("webhook.ping", "webhook.pong"))).to.equal(false);
    // Correctly signed, but an hour old: a replayed delivery.
    const replayed = signWebhookBody(secret, delivery.body, Math.floor(Date.now() / 1000) - 3600);
    expect(verifyVitrineSignature(secret, replayed, delivery.body)).to.equal(false);
  });

  it("downloads the OpenAPI document", async () => {
    const run = await runBlock(block("Download the OpenAPI document"), vars, cwd);
    expect(run.statuses).to.deep.equal([200]);
    const doc = JSON.parse(readFileSync(path.join(cwd, "vitrine-openapi.json"), "utf8"));
    expect(doc.openapi).to.match(/^3\.1\./);
    expect(doc.paths).to.have.property("/v1/brands/{brandId}/stores/{storeId}");
  });
});
