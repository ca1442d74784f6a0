/**
 * Dependencies that fail: a Firestore that accepts connections and never answers, an Auth that
 * answers every call with an internal error. The API answers 503 with Retry-After (the envelope,
 * the request id, the rate-limit headers): never a hang until the platform's timeout, never "sign
 * in again" (401) for Auth's own failure.
 */
import { expect } from "chai";
import net from "node:net";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.js";
import { closeAdminApp } from "../../src/firebase.js";

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

  before(async () => {
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
  const saved = { ...process.env };
  const sockets = new Set<net.Socket>();
  let hung: net.Server;
  let server: Server;
  let base: string;

  before(async () => {
    hung = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("data", () => {}); // read everything, answer nothing
    });
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    await closeAdminApp();
    Object.assign(process.env, {
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${(hung.address() as AddressInfo).port}`,
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? "demo-vitrine",
      METADATA_SERVER_DETECTION: "none",
    });
    server = createApp({ limits: { perMinute: 1000 }, deadlineMs: 1000 }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await closeAdminApp();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hung.close(resolve));
    for (const key of ["FIRESTORE_EMULATOR_HOST", "GCLOUD_PROJECT", "METADATA_SERVER_DETECTION"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
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
