/**
 * Security headers on Hosting. firebase.json `hosting.headers` is their one definition and what
 * `firebase deploy` uploads: its Content-Security-Policy is the production one and names no
 * emulator. The local stack serves the same headers with the emulators' origins added to the
 * policy (scripts/lib/local-firebase-config.mjs).
 * A private Hosting emulator, started from a copy of firebase.json on free ports (the shared stack
 * is never restarted), must serve the production headers on the app shell, the viewer's and
 * console's addresses and the assets; the stack must serve the local policy; then the console and
 * the viewer must work in Chromium under the local policy with no violation reported.
 * The browser part runs against the stack (VITRINE_BASE_URL): when its Hosting already serves the
 * local policy it is used as it is, otherwise that policy is added to its pages on the way (so a
 * stack started before the policy changed still tests the current one).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { parsePolicy } from "../../src/viewer-page/content-security-policy.js";
import { ROOT } from "./support/private-api.js";

const BASE_URL = process.env.VITRINE_BASE_URL ?? "http://127.0.0.1:5000";
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || "127.0.0.1:9099"}`;
const DEMO = JSON.parse(process.env.VITRINE_DEMO || "{}") as { tenantSlug?: string; ownerEmail?: string; ownerPassword?: string; placementId?: string };
const OWNER = {
  tenantSlug: DEMO.tenantSlug ?? "demo-retail",
  email: DEMO.ownerEmail ?? "owner@demo-retail.test",
  password: DEMO.ownerPassword ?? "vitrine-demo",
};
const REQUIRED = ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"];

type HeaderRule = { source?: string; regex?: string; headers: { key: string; value: string }[] };
type FirebaseConfig = { hosting: { headers?: HeaderRule[]; rewrites: { source?: string; regex?: string; function?: unknown }[] } & Record<string, unknown> };
type LocalConfigModule = {
  localFirebaseConfig(config: FirebaseConfig, ports: { auth: number; storage: number }): FirebaseConfig;
  localSources(ports: { auth: number; storage: number }): Record<string, string[]>;
};
const firebaseJson = (): FirebaseConfig => JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8"));
const rules = (config: FirebaseConfig = firebaseJson()): HeaderRule[] => config.hosting.headers ?? [];
/** Whether a rule applies to a path: `"**"`, or its regex (every path; the policy's rule: every path but the embed pages). */
const appliesTo = (rule: HeaderRule, path: string) => rule.source === "**" || (rule.regex !== undefined && new RegExp(rule.regex, "u").test(path));
/**
 * The headers a config gives every page and file (all but the embed pages, whose frame policy
 * the API builds per brand), lower-cased names; firebase.json's by default.
 */
const everywhere = (config: FirebaseConfig = firebaseJson()) =>
  Object.fromEntries(
    rules(config)
      .filter((r) => appliesTo(r, "/"))
      .flatMap((r) => r.headers.map((h) => [h.key.toLowerCase(), h.value])),
  );
const localConfigModule = (): Promise<LocalConfigModule> => import(path.join(ROOT, "scripts/lib/local-firebase-config.mjs"));
/** The local stack's ports, as the stack itself defines them. */
const stackPorts = async (): Promise<{ auth: number; storage: number }> => (await import(path.join(ROOT, "scripts/lib/local-stack.mjs"))).PORTS;
/** The headers the local stack gives every response: firebase.json's, with the local policy. */
const everywhereLocally = async () => everywhere((await localConfigModule()).localFirebaseConfig(firebaseJson(), await stackPorts()));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

describe("Security headers on Hosting", function () {
  this.timeout(5 * 60_000);

  it("firebase.json sets CSP, HSTS, nosniff, a frame policy, Referrer-Policy and Permissions-Policy everywhere", () => {
    const headers = everywhere();
    for (const name of REQUIRED) expect(headers, name).to.have.property(name);
    const csp = headers["content-security-policy"];
    const directive = (name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("default-src")).to.equal("default-src 'self'");
    expect(directive("script-src"), "no inline or eval'd script").to.not.match(/'unsafe-inline'|'unsafe-eval'/);
    expect(directive("object-src")).to.equal("object-src 'none'");
    expect(directive("frame-ancestors")).to.equal("frame-ancestors 'none'");
    expect(csp, "no wildcard sources").to.not.match(/(^|\s)\*(\s|;|$)|https:(\s|;|$)/);
    expect(headers["x-content-type-options"]).to.equal("nosniff");
    expect(headers["strict-transport-security"]).to.match(/max-age=\d{7,}/);
  });

  it("only the embed pages (`/embed/…`, answered by the API) are left without Hosting's policy and X-Frame-Options", () => {
    const policyRules = rules().filter((r) => r.headers.some((h) => h.key.toLowerCase() === "content-security-policy"));
    for (const path of ["/", "/manager", "/embed", "/embedded/x", "/e", "/AbCdEfGhIjKlMnOpQrSt", "/assets/index.js", "/favicon.svg", "/v1/health"]) {
      expect(
        policyRules.some((r) => appliesTo(r, path)),
        path,
      ).to.equal(true);
    }
    for (const path of ["/embed/", "/embed/AbCdEfGhIjKlMnOpQrSt", "/embed/x/y"])
      expect(
        policyRules.some((r) => appliesTo(r, path)),
        path,
      ).to.equal(false);
    // ...and every one of those reaches the API, which sends the policy (frame-ancestors from the brand's list).
    const embedRewrite = firebaseJson().hosting.rewrites.find((r) => r.regex !== undefined && new RegExp(r.regex, "u").test("/embed/x"));
    expect(embedRewrite?.function).to.deep.include({ functionId: "api" });
  });

  it("firebase.json, what `firebase deploy` uploads, names no emulator, loopback or plain-http origin", () => {
    for (const rule of rules()) {
      for (const { key, value } of rule.headers) {
        expect(value, `${rule.source} ${key}`).to.not.match(/127\.0\.0\.1|localhost|\[::1\]|:9099|:9199/);
        if (key.toLowerCase() === "content-security-policy") expect(value, `${rule.source} ${key}`).to.not.match(/(^|\s)http:\/\//);
      }
    }
  });

  it("the local stack's config is firebase.json with only the emulators' origins added to the policy", async () => {
    const { localFirebaseConfig, localSources } = await localConfigModule();
    const ports = await stackPorts();
    const production = firebaseJson();
    const local = localFirebaseConfig(production, ports);
    // Everything but the policy is the same: hosting settings, rewrites, the other headers.
    const withoutPolicy = (config: FirebaseConfig) =>
      JSON.stringify({
        ...config,
        hosting: {
          ...config.hosting,
          headers: rules(config).map((r) => ({ ...r, headers: r.headers.filter((h) => h.key.toLowerCase() !== "content-security-policy") })),
        },
      });
    expect(withoutPolicy(local)).to.equal(withoutPolicy(production));
    const added = localSources(ports);
    const localPolicy = new Map(parsePolicy(everywhere(local)["content-security-policy"]));
    const productionPolicy = parsePolicy(everywhere(production)["content-security-policy"]);
    expect([...localPolicy.keys()]).to.deep.equal(productionPolicy.map(([name]) => name));
    for (const [name, sources] of productionPolicy) {
      expect(localPolicy.get(name), name).to.deep.equal([...sources, ...(added[name] ?? [])]);
    }
    expect(added["connect-src"]).to.include.members([`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.storage}`]);
    expect(added["img-src"]).to.include(`http://127.0.0.1:${ports.storage}`);
  });

  it("the local stack's Hosting serves the local policy and firebase.json's other headers", async function () {
    const health = await fetch(`${BASE_URL}/v1/health`).catch(() => undefined);
    if (health?.status !== 200) this.skip();
    const expected = await everywhereLocally();
    for (const target of ["/", "/manager", "/SomePlacementId123"]) {
      const res = await fetch(`${BASE_URL}${target}`);
      await res.arrayBuffer();
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), `${target} ${name}`).to.equal(value);
    }
  });

  describe("served by a private Hosting emulator (firebase.json copy, free ports)", () => {
    let child: ChildProcess | undefined;
    let dir = "";
    let url = "";
    let output = "";

    before(async function () {
      dir = mkdtempSync(path.join(os.tmpdir(), "vitrine-hosting-"));
      const [hosting, hub, logging] = [await freePort(), await freePort(), await freePort()];
      const config = firebaseJson();
      // Only Hosting, serving the built app; /v1 is the API's business (its own tests).
      const copy = {
        // superstatic joins `public` onto the config's folder, so it must be relative to it.
        hosting: {
          ...config.hosting,
          public: path.relative(dir, path.join(ROOT, "web/dist")),
          rewrites: config.hosting.rewrites.filter((r: { function?: unknown }) => !r.function),
        },
        emulators: {
          hosting: { host: "127.0.0.1", port: hosting },
          hub: { host: "127.0.0.1", port: hub },
          logging: { host: "127.0.0.1", port: logging },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      };
      writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(copy, null, 2));
      const firebase = require.resolve("firebase-tools/lib/bin/firebase.js", { paths: [ROOT] });
      child = spawn(
        process.execPath,
        [firebase, "emulators:start", "--only", "hosting", "--project", "demo-vitrine", "--config", path.join(dir, "firebase.json")],
        {
          cwd: dir,
          env: { ...process.env, FORCE_COLOR: "0" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      child.stdout!.on("data", (c) => (output += c));
      child.stderr!.on("data", (c) => (output += c));
      url = `http://127.0.0.1:${hosting}`;
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`The Hosting emulator exited:\n${output.slice(-2000)}`);
        try {
          if ((await fetch(`${url}/`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`The Hosting emulator did not start:\n${output.slice(-2000)}`);
    });

    after(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.on("exit", resolve));
        child.kill("SIGINT");
        const timer = setTimeout(() => child!.kill("SIGKILL"), 20_000);
        await exited;
        clearTimeout(timer);
      }
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    for (const target of ["/", "/manager", "/manager/panel/brands", "/SomePlacementId123", "/favicon.svg"]) {
      it(`${target}: every header of firebase.json`, async () => {
        const res = await fetch(`${url}${target}`);
        await res.arrayBuffer();
        expect(res.status).to.equal(200);
        for (const [name, value] of Object.entries(everywhere())) expect(res.headers.get(name), name).to.equal(value);
      });
    }

    it("assets: long-lived caching besides the security headers", async () => {
      const html = await (await fetch(`${url}/`)).text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset, "index.html names its entry script").to.be.a("string");
      const res = await fetch(`${url}${asset}`);
      await res.arrayBuffer();
      expect(res.headers.get("cache-control")).to.equal("public, max-age=31536000, immutable");
      expect(res.headers.get("content-security-policy")).to.equal(everywhere()["content-security-policy"]);
    });
  });

  describe("the console and the viewer under that policy in Chromium", () => {
    let browser: any;
    let addPolicy = false;
    let localHeaders: Record<string, string> = {};
    const created: { path: string; token: string }[] = [];

    before(async function () {
      const health = await fetch(`${BASE_URL}/v1/health`).catch(() => undefined);
      if (health?.status !== 200) {
        console.log(`      skipped: no local stack answers at ${BASE_URL}`);
        this.skip();
      }
      const served = (await fetch(`${BASE_URL}/`)).headers.get("content-security-policy");
      localHeaders = await everywhereLocally();
      addPolicy = served !== localHeaders["content-security-policy"];
      if (addPolicy)
        console.log("      the stack's Hosting serves an older policy (started before firebase.json changed): adding the current local one to its pages");
      // The one launch the browser tests and the benchmarks use (Debian's chromium, headless).
      const { launchChromium } = await import("../../../scripts/lib/chromium.mjs");
      browser = await launchChromium();
    });

    after(async () => {
      for (const { path: p, token } of created.reverse()) await fetch(`${BASE_URL}${p}`, { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
      await browser?.close();
    });

    /** A page that records every CSP violation and console error ("Refused to ..." included). */
    async function open(viewport = { width: 1366, height: 860 }) {
      const context = await browser.newContext({ viewport, baseURL: BASE_URL });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (m: any) => {
        if (m.type() === "error" || /Content Security Policy|Refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
      });
      page.on("pageerror", (e: Error) => problems.push(`pageerror: ${e.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          (window as any).__csp = [...((window as any).__csp ?? []), `${e.violatedDirective} blocked ${e.blockedURI}`];
        });
      });
      if (addPolicy) {
        const headers = localHeaders;
        await page.route(`${BASE_URL}/**`, async (route: any) => {
          if (route.request().resourceType() !== "document") return route.continue();
          const response = await route.fetch();
          await route.fulfill({ response, headers: { ...response.headers(), ...headers } });
        });
      }
      const violations = async () => [...problems, ...((await page.evaluate(() => (window as any).__csp ?? [])) as string[])];
      return { context, page, violations };
    }

    async function ownerToken(): Promise<string> {
      const workspace = await (await fetch(`${BASE_URL}/v1/public/workspaces/${OWNER.tenantSlug}`)).json();
      const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: OWNER.email, password: OWNER.password, returnSecureToken: true, tenantId: workspace.authTenantId }),
      });
      return (await res.json()).idToken;
    }

    /** A placement showing a published experience of sample tables: the demo's, or one made for this test. */
    async function showingPlacement(): Promise<string> {
      if (DEMO.placementId) {
        const resolved = await (await fetch(`${BASE_URL}/v1/public/placements/${DEMO.placementId}`)).json();
        if (resolved.experience) return DEMO.placementId;
      }
      const token = await ownerToken();
      const call = async (method: string, p: string, json?: unknown) => {
        const res = await fetch(`${BASE_URL}${p}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, ...(json ? { "Content-Type": "application/json" } : {}) },
          body: json ? JSON.stringify(json) : undefined,
        });
        const body = await res.json().catch(() => undefined);
        if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(body)}`);
        return body;
      };
      const brandId = (await call("GET", "/v1/brands?limit=1")).items[0].id;
      const experienceId = (await call("POST", `/v1/brands/${brandId}/experiences`, { name: `CSP check ${Date.now()}` })).id;
      const exp = `/v1/brands/${brandId}/experiences/${experienceId}`;
      created.push({ path: exp, token });
      const intro = (await call("GET", `${exp}/scenes`)).items[0];
      const at = (x: number) => ({ position: { x, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0 }, scale: { x: 1, y: 1, z: 1 } });
      await call("PATCH", `${exp}/scenes/${intro.id}`, {
        version: intro.version,
        objects: [
          { id: "oak", kind: "model", libraryObjectId: "sample-oak-dining-table", transform: at(0) },
          { id: "glass", kind: "model", libraryObjectId: "sample-glass-coffee-table", transform: at(1.6) },
        ],
      });
      await call("POST", `${exp}/publish`);
      const placementId = (await call("POST", `/v1/brands/${brandId}/placements`, { name: `CSP check ${Date.now()}`, defaultExperienceId: experienceId })).id;
      created.push({ path: `/v1/brands/${brandId}/placements/${placementId}`, token });
      return placementId;
    }

    it("the console: sign-in, brand list and the model viewer (GLB, meshopt wasm) with no violation", async () => {
      const { context, page, violations } = await open();
      try {
        await page.goto("/manager");
        await page.getByLabel("Workspace").fill(OWNER.tenantSlug);
        await page.getByLabel("Email").fill(OWNER.email);
        await page.getByLabel("Password").fill(OWNER.password);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.waitForURL("**/manager/panel/brands", { timeout: 120_000 });
        await page.locator("a.cell-title").first().waitFor({ timeout: 120_000 });
        await page.goto("/dev/models");
        await page.locator("canvas").first().waitFor({ timeout: 120_000 });
        await page.waitForTimeout(3000);
        expect(await violations()).to.deep.equal([]);
      } finally {
        await context.close();
      }
    });

    it("the public viewer draws a placement's experience with no violation", async () => {
      const placementId = await showingPlacement();
      const { context, page, violations } = await open({ width: 390, height: 844 });
      try {
        await page.goto(`/${placementId}`);
        await page.locator(".viewer .viewer-canvas canvas").waitFor({ timeout: 120_000 });
        await page.locator(".viewer[data-scene], .viewer[data-ready]").first().waitFor({ timeout: 180_000 });
        expect(await violations()).to.deep.equal([]);
      } finally {
        await context.close();
      }
    });
  });
});
