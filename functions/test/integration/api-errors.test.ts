import { expect } from "chai";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";

function expectEnvelope(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).to.equal(status);
  expect(res.body.error.code).to.equal(code);
  expect(res.body.error.status).to.equal(status);
  expect(res.body.error.message).to.be.a("string").and.not.be.empty;
  expect(res.body.error.requestId).to.equal(res.headers.get("x-request-id"));
}

describe("API errors and envelope", () => {
  let ws: Workspace;
  before(async () => {
    ws = await createWorkspace("errors");
  });

  it("reports health with the API version and its dependencies", async () => {
    const res = await call("GET", "/v1/health");
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: "ok", version: res.body.version, firestore: "ok", auth: "ok" });
    expect(res.body.version).to.match(/^\d+\.\d+\.\d+$/);
    expect(res.headers.get("x-request-id")).to.be.a("string");
  });

  it("answers an unknown route with 404 in the envelope", async () => {
    const res = await call("GET", "/v1/no-such-thing");
    expectEnvelope(res, 404, "not-found");
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await call("PUT", "/v1/brands", { token: ws.users.owner.token, json: {} });
    expectEnvelope(res, 405, "method-not-allowed");
    expect(res.headers.get("allow")).to.equal("GET, HEAD, POST, OPTIONS");
  });

  it("keeps a caller's sane request id", async () => {
    const res = await call("GET", "/v1/health", { headers: { "X-Request-Id": "client-req-12345" } });
    expect(res.headers.get("x-request-id")).to.equal("client-req-12345");
  });

  it("refuses a missing or bad token with 401", async () => {
    expectEnvelope(await call("GET", "/v1/brands"), 401, "unauthenticated");
    expectEnvelope(await call("GET", "/v1/brands", { token: "not-a-token" }), 401, "unauthenticated");
    expectEnvelope(await call("GET", "/v1/brands", { headers: { Authorization: "Basic abc" } }), 401, "unauthenticated");
  });

  it("refuses malformed JSON with 400 and writes nothing", async () => {
    const before = await call("GET", "/v1/brands", { token: ws.users.owner.token });
    const res = await call("POST", "/v1/brands", {
      token: ws.users.owner.token,
      raw: '{"name": "Half',
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).to.equal(400);
    const after = await call("GET", "/v1/brands", { token: ws.users.owner.token });
    expect(after.body.items).to.have.length(before.body.items.length);
  });

  it("refuses wrong types with 400 listing the field issues", async () => {
    const res = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: 42 } });
    expectEnvelope(res, 400, "invalid-argument");
    expect(res.body.error.issues).to.deep.include({ path: "name", message: res.body.error.issues[0].message });
    expect(res.body.error.issues[0].path).to.equal("name");
  });

  it("refuses unknown fields with 400 naming them", async () => {
    const res = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: "X", isAdmin: true } });
    expectEnvelope(res, 400, "invalid-argument");
    expect(res.body.error.message).to.contain("isAdmin");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await call("POST", "/v1/brands", {
      token: ws.users.owner.token,
      raw: "name=X",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expectEnvelope(res, 415, "unsupported-media-type");
  });

  it("refuses an oversized body with 413", async () => {
    const res = await call("POST", "/v1/brands", {
      token: ws.users.owner.token,
      json: { name: "x".repeat(2 * 1024 * 1024) },
    });
    expectEnvelope(res, 413, "payload-too-large");
  });

  it("refuses bad query parameters and bad cursors with 400", async () => {
    const token = ws.users.owner.token;
    expectEnvelope(await call("GET", "/v1/brands?limit=0", { token }), 400, "invalid-argument");
    expectEnvelope(await call("GET", "/v1/brands?limit=abc", { token }), 400, "invalid-argument");
    expectEnvelope(await call("GET", "/v1/brands?cursor=%%%", { token }), 400, "invalid-argument");
    expectEnvelope(await call("GET", "/v1/brands?sort=name", { token }), 400, "invalid-argument");
    expectEnvelope(await call("GET", "/v1/tenants/me?x=1", { token }), 400, "invalid-argument");
  });

  it("refuses a malformed path id with 400 and a missing one with 404", async () => {
    const token = ws.users.owner.token;
    expectEnvelope(await call("GET", "/v1/brands/bad%20id!", { token }), 400, "invalid-argument");
    expectEnvelope(await call("GET", "/v1/brands/AAAAAAAAAAAAAAAAAAAA", { token }), 404, "not-found");
  });

  it("answers JSON bodies of every shape without a 500", async () => {
    const token = ws.users.owner.token;
    for (const json of [null, [], "text", 12, { name: null }, { name: "" }, { name: "   " }, { colors: "red" }]) {
      const res = await call("POST", "/v1/brands", { token, json });
      expect(res.status, JSON.stringify(json)).to.equal(400);
    }
  });
});
