/**
 * Client mistakes the app refuses before it reaches Firestore or Auth: each is a 4xx with the error
 * envelope, the request id and the rate-limit headers, never a 500.
 */
import { expect } from "chai";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../../src/app.js";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const EXPERIENCE = "/v1/brands/b1234567890123456789/experiences/e1234567890123456789";

describe("client mistakes answered by the app itself", () => {
  let server: Server;
  let base: string;

  before(async () => {
    server = createApp({ limits: { perMinute: 1_000_000 } }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  async function expectEnvelope(res: Response, status: number) {
    const text = await res.text();
    expect(res.status, text).to.equal(status);
    expect(res.headers.get("content-type")).to.match(/^application\/json/);
    const body = JSON.parse(text) as { error: { code: string; status: number; requestId: string } };
    expect(body.error.status).to.equal(status);
    expect(body.error.requestId).to.equal(res.headers.get("x-request-id"));
    expect(res.headers.get("x-ratelimit-limit")).to.match(/^\d+$/);
    expect(text).to.not.match(/\bat \S+ \(|node_modules|\/src\//);
    return body.error;
  }

  it("refuses ids Firestore reserves in a path with 400", async () => {
    for (const id of ["__x__", "__name__", "____"]) {
      const error = await expectEnvelope(await fetch(`${base}/v1/public/placements/${id}`), 400);
      expect(error.code).to.equal("invalid-argument");
    }
  });

  it("refuses malformed percent-encoding in a path with 400", async () => {
    for (const path of ["/v1/public/placements/%E0%A4%A", "/v1/public/placements/%", "/v1/brands/%ZZ", "/v1/brands/%C0%AF/stores"]) {
      const error = await expectEnvelope(await fetch(`${base}${path}`), 400);
      expect(error.code, path).to.equal("invalid-argument");
    }
  });

  it("answers a literal path before a parameter: PATCH …/products/import is 405 with Allow, not an update of product 'import'", async () => {
    for (const method of ["PATCH", "GET", "DELETE", "PUT"]) {
      const res = await fetch(`${base}${EXPERIENCE}/products/import`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      const error = await expectEnvelope(res, 405);
      expect(error.code).to.equal("method-not-allowed");
      expect(res.headers.get("allow"), method).to.equal("POST, OPTIONS");
    }
  });

  it("answers an unsupported method on any known path with 405 and the methods of every route that path matches", async () => {
    const res = await fetch(`${base}${EXPERIENCE}/products/p1234567890123456789`, { method: "POST" });
    await expectEnvelope(res, 405);
    expect(res.headers.get("allow")).to.equal("GET, HEAD, PATCH, DELETE, OPTIONS");
  });

  it("refuses a JSON body that is not an object with 400", async () => {
    for (const raw of ["null", "0", '"AAA"', "true", "[]", "[{}]"]) {
      const res = await fetch(`${base}/v1/public/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": BROWSER },
        body: raw,
      });
      const error = await expectEnvelope(res, 400);
      expect(error.code, raw).to.equal("invalid-argument");
    }
  });

  it("refuses a body nested deeper than any route takes with 400 (never a stack overflow)", async () => {
    const depth = 20_000;
    const deep = `{"events":[${'{"a":'.repeat(depth)}1${"}".repeat(depth)}]}`;
    const res = await fetch(`${base}/v1/public/events`, { method: "POST", headers: { "Content-Type": "application/json", "User-Agent": BROWSER }, body: deep });
    const error = await expectEnvelope(res, 400);
    expect(error.code).to.equal("invalid-argument");
  });
});
