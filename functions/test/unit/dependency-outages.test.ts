/**
 * Dependencies that fail: a Firestore that accepts connections and never answers, one that answers
 * every call with a gRPC error (ABORTED, RESOURCE_EXHAUSTED), an Auth that answers every call with
 * an internal error. The API answers 503 with Retry-After (the envelope,
 * the request id, the rate-limit headers): never a hang until the platform's timeout, never "sign
 * in again" (401) for Auth's own failure.
 */
import { expect } from "chai";
import http2 from "node:http2";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { createApp } from "../../src/app.js";
import { routes, type RouteDef } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { startApiProcess } from "../helpers/api-process.js";
import { startLocalFirestore, type LocalFirestore } from "../helpers/local-firestore.js";
import { nearlyValid } from "../reliability/support/zod-arbitraries.js";

/** An ID token as the Auth emulator issues them (unsigned), for a user of Identity Platform tenant `authTenantId`. */
function emulatorIdToken(projectId: string, authTenantId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: "user-1",
    user_id: "user-1",
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { tenant: authTenantId, sign_in_provider: "password", identities: {} },
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

describe("an Auth outage", function () {
  this.timeout(30_000);
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let failingAuth: Server;
  let server: Server;
  let base: string;
  let firestore: LocalFirestore;

  before(async () => {
    // The token must name a known workspace: unknown ones are refused before Auth is asked.
    firestore = await startLocalFirestore();
    await db().collection("tenants").doc("outage-workspace").set({ name: "Outage", slug: "outage", authTenantId: "tenant-abc12" });
    failingAuth = createServer((req, res) => {
      req.resume();
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { code: 500, message: "INTERNAL_ERROR" } }));
    });
    await new Promise<void>((resolve) => failingAuth.listen(0, "127.0.0.1", resolve));
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(failingAuth.address() as AddressInfo).port}`;
    process.env.GCLOUD_PROJECT ??= "demo-vitrine";
    server = createApp({ limits: { perMinute: 1000 } }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => failingAuth.close(resolve));
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    await firestore.stop();
  });

  it("is answered 503 with Retry-After, not 401", async () => {
    const token = emulatorIdToken(process.env.GCLOUD_PROJECT!, "tenant-abc12");
    const res = await fetch(`${base}/v1/me`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { error: { code: string; status: number; requestId: string } };
    expect(res.status, JSON.stringify(body)).to.equal(503);
    expect(body.error).to.include({ code: "unavailable", status: 503 });
    expect(body.error.requestId).to.equal(res.headers.get("x-request-id"));
    expect(Number(res.headers.get("retry-after"))).to.be.above(0);
  });
});

describe("a hung database", function () {
  this.timeout(30_000);
  let hung: Awaited<ReturnType<typeof hungFirestore>>;
  let api: Awaited<ReturnType<typeof apiOnFirestore>>;
  let base: string;

  before(async () => {
    hung = await hungFirestore();
    api = await apiOnFirestore(hung.port, 1000);
    base = api.base;
  });

  after(async () => {
    await api.close();
    await hung.close();
  });

  it("is answered 503 with Retry-After and the envelope, not left to the platform's timeout", async () => {
    const res = await fetch(`${base}/v1/public/placements/AAAAAAAAAAAAAAAAAAAA`);
    const body = (await res.json()) as { error: { code: string; status: number; requestId: string } };
    expect(res.status).to.equal(503);
    expect(body.error).to.include({ code: "unavailable", status: 503 });
    expect(body.error.requestId).to.equal(res.headers.get("x-request-id"));
    expect(Number(res.headers.get("retry-after"))).to.be.above(0);
    expect(res.headers.get("x-ratelimit-remaining")).to.match(/^\d+$/);
  });
});

/**
 * The API, on the Firestore listening at `port`, in a process of its own: the calls it gave up on
 * go on retrying inside the client, and die with that process instead of holding this one open.
 */
function apiOnFirestore(port: number, deadlineMs: number) {
  return startApiProcess(
    {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? "demo-vitrine",
      METADATA_SERVER_DETECTION: "none",
      VITRINE_FIRESTORE_TIMEOUT_MS: String(deadlineMs),
    },
    { limits: { perMinute: 1000 }, deadlineMs },
  );
}

/** One plausible request to `route`: made-up ids in its path, a body shaped like its schema. */
function callRoute(base: string, route: RouteDef, token: string | undefined) {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "slug" ? "outage" : name === "version" ? "1" : "AAAAAAAAAAAAAAAAAAAA"));
  const body = route.body
    ? JSON.stringify(fc.sample(nearlyValid(route.body), { numRuns: 20, seed: 7 }).find((v) => route.body!.safeParse(v).success) ?? {})
    : undefined;
  const headers: Record<string, string> = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": "application/json" } : {}) };
  return fetch(`${base}${path}`, { method: route.method.toUpperCase(), headers, body, signal: AbortSignal.timeout(10_000) });
}

/** Answers a gRPC call with status `code` and no message. */
function answerWithStatus(stream: http2.ServerHttp2Stream, code: number) {
  if (stream.destroyed || stream.closed) return;
  stream.respond({ ":status": 200, "content-type": "application/grpc" }, { waitForTrailers: true });
  stream.on("wantTrailers", () => stream.sendTrailers({ "grpc-status": String(code), "grpc-message": "failing on purpose" }));
  stream.end();
}

/** A gRPC server on a free port; `answer` decides what each call gets. */
async function fakeFirestore(answer: (stream: http2.ServerHttp2Stream) => void) {
  const server = http2.createServer();
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => sessions.add(session));
  server.on("stream", (stream) => {
    stream.on("data", () => {});
    answer(stream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const session of sessions) session.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A Firestore that answers every call with gRPC status `code`. */
function failingFirestore(code: number) {
  return fakeFirestore((stream) => answerWithStatus(stream, code));
}

/** A Firestore that takes every call and answers none. */
function hungFirestore() {
  return fakeFirestore(() => {});
}

for (const [code, name, status, errorCode] of [
  [10, "ABORTED", 409, "conflict"],
  [8, "RESOURCE_EXHAUSTED", 503, "unavailable"],
] as const) {
  describe(`a Firestore answering ${name}`, function () {
    this.timeout(30_000);
    let firestore: Awaited<ReturnType<typeof failingFirestore>>;
    let api: Awaited<ReturnType<typeof apiOnFirestore>>;
    let base: string;

    before(async () => {
      firestore = await failingFirestore(code);
      api = await apiOnFirestore(firestore.port, 5000);
      base = api.base;
    });

    after(async () => {
      await api.close();
      await firestore.close();
    });

    it(`is answered ${status} ${errorCode} with Retry-After on every route of the contract, never 500 nor 401`, async () => {
      const token = emulatorIdToken(process.env.GCLOUD_PROJECT!, "tenant-abc12");
      const problems: string[] = [];
      await callEveryRoute();
      expect(problems.join("\n")).to.equal("");

      async function callEveryRoute() {
        for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
          const res = await callRoute(base, route, route.access === "public" ? undefined : token);
          const text = await res.text();
          const envelope = (() => {
            try {
              return (JSON.parse(text) as { error?: { code?: string; status?: number } }).error;
            } catch {
              return undefined;
            }
          })();
          // A route that never reaches Firestore (health, a body refused by validation) may answer
          // otherwise; every answer that does reach it must be the mapped one.
          if (res.status === status) {
            if (envelope?.code !== errorCode || !(Number(res.headers.get("retry-after")) > 0))
              problems.push(`${name}: ${status} without the envelope or Retry-After: ${text.slice(0, 200)}`);
          } else if (res.status >= 500 || res.status === 401 || res.status === 403 || route.access !== "public") {
            problems.push(`${name}: HTTP ${res.status} ${text.slice(0, 200)}`);
          }
        }
      }
    });

    it(`is answered ${status} ${errorCode} with Retry-After`, async () => {
      const res = await fetch(`${base}/v1/public/placements/AAAAAAAAAAAAAAAAAAAA`);
      const body = (await res.json()) as { error: { code: string; status: number } };
      expect(res.status, JSON.stringify(body)).to.equal(status);
      expect(body.error).to.include({ code: errorCode, status });
      expect(Number(res.headers.get("retry-after"))).to.be.above(0);
    });
  });
}
