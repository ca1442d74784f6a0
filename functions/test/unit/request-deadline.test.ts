/**
 * A Firestore that accepts connections and never answers: the API answers 503 with Retry-After
 * (the envelope, the request id, the rate-limit headers) instead of holding the request until
 * the platform's timeout.
 */
import { expect } from "chai";
import net from "node:net";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.js";
import { closeAdminApp } from "../../src/firebase.js";

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
