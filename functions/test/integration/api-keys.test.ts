import { createHash } from "node:crypto";
import { expect } from "chai";
import { API_KEY_PATTERN } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { call } from "../helpers/http.js";
import { createWorkspace, type Workspace } from "../helpers/workspace.js";
import { apiKeyPrefixesCol, apiKeysCol } from "../../src/firestore/collections.js";

const STORE = {
  name: "Key store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};

async function createKey(ws: Workspace, json: Record<string, unknown>, token = ws.users.owner.token) {
  const res = await call("POST", "/v1/tenants/me/api-keys", { token, json });
  expect(res.status, res.text).to.equal(201);
  return res.body as { apiKey: { id: string; prefix: string; status: string }; key: string };
}

describe("API keys", () => {
  let ws: Workspace;
  let foreign: Workspace;
  let otherBrandId: string;
  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("keys"), createWorkspace("keys-foreign")]);
    const other = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Second brand ${Date.now()}` } });
    otherBrandId = other.body.id;
  });

  it("creates a key shown once, and stores only its sha256 hash and visible prefix", async () => {
    const { apiKey, key } = await createKey(ws, { name: "PIM sync", scope: "read" });
    expect(key).to.match(API_KEY_PATTERN);
    expect(key.startsWith(`${apiKey.prefix}_`)).to.equal(true);
    expect(apiKey).to.deep.include({ name: "PIM sync", scope: "read", brandIds: "all", status: "active", lastUsedAt: null, revokedAt: null });
    expect(apiKey).to.not.have.property("hash");

    const stored = (await apiKeysCol(ws.tenantId).doc(apiKey.id).get()).data()!;
    expect(stored.hash).to.equal(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(stored)).to.not.include(key);
    expect(stored.createdBy).to.equal(ws.users.owner.uid);
    const pointer = (await apiKeyPrefixesCol().doc(apiKey.prefix).get()).data();
    expect(pointer).to.deep.include({ tenantId: ws.tenantId, keyId: apiKey.id });

    // Never shown again: not by the list, not by a get.
    const list = await call("GET", "/v1/tenants/me/api-keys", { token: ws.users.admin.token });
    expect(list.status).to.equal(200);
    expect(list.text).to.not.include(key);
    expect(list.body.items.map((k: { id: string }) => k.id)).to.include(apiKey.id);
    const one = await call("GET", `/v1/tenants/me/api-keys/${apiKey.id}`, { token: ws.users.owner.token });
    expect(one.body.prefix).to.equal(apiKey.prefix);
    expect(one.text).to.not.include(key);
  });

  it("lets owners and admins manage keys, and no one else", async () => {
    expect((await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.admin.token, json: { name: "Admin key", scope: "read" } })).status).to.equal(201);
    for (const persona of ["member", "brandAdmin", "editor", "viewer"] as const) {
      const token = ws.users[persona].token;
      expect((await call("POST", "/v1/tenants/me/api-keys", { token, json: { name: "Nope", scope: "read" } })).status, persona).to.equal(403);
      expect((await call("GET", "/v1/tenants/me/api-keys", { token })).status, persona).to.equal(403);
    }
  });

  it("validates scope, name and brands, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "", scope: "read" }, "name"],
      [{ name: "x", scope: "admin" }, "scope"],
      [{ name: "x", scope: "read", brandIds: [] }, "brandIds"],
      [{ name: "x", scope: "read", brandIds: [foreign.brandId] }, "brandIds.0"],
      [{ name: "x", scope: "read", extra: 1 }, ""],
    ];
    for (const [json, path] of cases) {
      const res = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json });
      expect(res.status, JSON.stringify(json)).to.equal(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        JSON.stringify(json),
      ).to.include(path);
    }
  });

  it("authenticates Bearer <key> as the key: a read key reads like a brand viewer and cannot write", async () => {
    const { key } = await createKey(ws, { name: "Reader", scope: "read" });
    const brands = await call("GET", "/v1/brands", { token: key });
    expect(brands.status, brands.text).to.equal(200);
    expect(brands.body.items.map((b: { id: string }) => b.id)).to.have.members([ws.brandId, otherBrandId]);
    expect((await call("GET", `/v1/brands/${ws.brandId}/stores`, { token: key })).status).to.equal(200);
    expect((await call("GET", "/v1/tenants/me", { token: key })).status).to.equal(200);
    expect((await call("GET", "/v1/library", { token: key })).status).to.equal(200);
    const write = await call("POST", `/v1/brands/${ws.brandId}/stores`, { token: key, json: STORE });
    expect(write.status, write.text).to.equal(403);
  });

  it("lets a write key change brand content like a brand editor, recorded as the key", async () => {
    const { apiKey, key } = await createKey(ws, { name: "Writer", scope: "write" });
    const res = await call("POST", `/v1/brands/${ws.brandId}/stores`, { token: key, json: STORE });
    expect(res.status, res.text).to.equal(201);
    const stored = (await db().collection("brands").doc(ws.brandId).collection("stores").doc(res.body.id).get()).data();
    expect(stored?.createdBy).to.equal(`apiKey:${apiKey.id}`);
    // An editor cannot rename the brand or delete it; neither can a write key.
    expect((await call("PATCH", `/v1/brands/${ws.brandId}`, { token: key, json: { name: "Renamed by key" } })).status).to.equal(403);
    expect((await call("DELETE", `/v1/brands/${ws.brandId}`, { token: key })).status).to.equal(403);
  });

  it("keeps every key off the routes for people: members, roles, keys, webhooks, settings, me", async () => {
    const { key } = await createKey(ws, { name: "Writer 2", scope: "write" });
    const denied: [string, string, unknown?][] = [
      ["GET", "/v1/me"],
      ["PATCH", "/v1/tenants/me", { name: "Key rename" }],
      ["GET", "/v1/tenants/me/members"],
      ["POST", "/v1/tenants/me/invitations", { email: "x@example.test" }],
      ["GET", "/v1/tenants/me/invitations"],
      ["GET", `/v1/brands/${ws.brandId}/members`],
      ["GET", "/v1/tenants/me/api-keys"],
      ["POST", "/v1/tenants/me/api-keys", { name: "Escalate", scope: "write" }],
      ["GET", "/v1/tenants/me/webhooks"],
      ["POST", "/v1/brands", { name: "Key brand" }],
    ];
    for (const [method, path, json] of denied) {
      const res = await call(method, path, { token: key, json });
      expect(res.status, `${method} ${path}: ${res.text}`).to.equal(403);
      expect(res.body.error.code).to.equal("permission-denied");
    }
  });

  it("limits a key to its brands: another brand of the workspace answers 404, as for a person without a role", async () => {
    const { key } = await createKey(ws, { name: "One brand", scope: "write", brandIds: [otherBrandId] });
    expect((await call("GET", `/v1/brands/${otherBrandId}/stores`, { token: key })).status).to.equal(200);
    expect((await call("GET", `/v1/brands/${ws.brandId}/stores`, { token: key })).status).to.equal(404);
    expect((await call("POST", `/v1/brands/${ws.brandId}/stores`, { token: key, json: STORE })).status).to.equal(404);
    const brands = await call("GET", "/v1/brands", { token: key });
    expect(brands.body.items.map((b: { id: string }) => b.id)).to.deep.equal([otherBrandId]);
    // And never another workspace's brands.
    expect((await call("GET", `/v1/brands/${foreign.brandId}`, { token: key })).status).to.equal(404);
  });

  it("covers brands created after an all-brands key", async () => {
    const { key } = await createKey(ws, { name: "All brands", scope: "read" });
    const created = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Later brand ${Date.now()}` } });
    expect((await call("GET", `/v1/brands/${created.body.id}`, { token: key })).status).to.equal(200);
  });

  it("answers 401 for unknown, malformed and revoked keys, and revoking is final and idempotent", async () => {
    const { apiKey, key } = await createKey(ws, { name: "Doomed", scope: "read" });
    const tampered = key.slice(0, -1) + (key.endsWith("a") ? "b" : "a");
    for (const bad of [tampered, "vtr_live_nothing", `vtr_live_zzzzzzzz_${"a".repeat(40)}`]) {
      const res = await call("GET", "/v1/brands", { token: bad });
      expect(res.status, bad).to.equal(401);
      expect(res.body.error.message).to.match(/Invalid API key/);
    }
    const revoked = await call("POST", `/v1/tenants/me/api-keys/${apiKey.id}/revoke`, { token: ws.users.owner.token });
    expect(revoked.status, revoked.text).to.equal(200);
    expect(revoked.body.status).to.equal("revoked");
    const again = await call("POST", `/v1/tenants/me/api-keys/${apiKey.id}/revoke`, { token: ws.users.admin.token });
    expect(again.body.revokedAt).to.equal(revoked.body.revokedAt);
    const res = await call("GET", "/v1/brands", { token: key });
    expect(res.status).to.equal(401);
    expect(res.body.error.message).to.match(/revoked/);
  });

  it("records when a key was last used, at most once a minute", async () => {
    const { apiKey, key } = await createKey(ws, { name: "Used", scope: "read" });
    await call("GET", "/v1/brands", { token: key });
    const first = (await call("GET", `/v1/tenants/me/api-keys/${apiKey.id}`, { token: ws.users.owner.token })).body.lastUsedAt;
    expect(first).to.be.a("string");
    await call("GET", "/v1/brands", { token: key });
    const second = (await call("GET", `/v1/tenants/me/api-keys/${apiKey.id}`, { token: ws.users.owner.token })).body.lastUsedAt;
    expect(second).to.equal(first);
  });

  it("renames a key, and keeps each workspace's keys to itself", async () => {
    const { apiKey } = await createKey(ws, { name: "Old name", scope: "read" });
    const renamed = await call("PATCH", `/v1/tenants/me/api-keys/${apiKey.id}`, { token: ws.users.owner.token, json: { name: "New name" } });
    expect(renamed.body.name).to.equal("New name");
    expect((await call("GET", `/v1/tenants/me/api-keys/${apiKey.id}`, { token: foreign.users.owner.token })).status).to.equal(404);
    expect((await call("POST", `/v1/tenants/me/api-keys/${apiKey.id}/revoke`, { token: foreign.users.owner.token })).status).to.equal(404);
  });

  it("counts a key's requests in its own rate-limit budget", async () => {
    const { key } = await createKey(ws, { name: "Counted", scope: "read" });
    const first = await call("GET", "/v1/brands", { token: key });
    const second = await call("GET", "/v1/brands", { token: key });
    expect(first.headers.get("x-ratelimit-limit")).to.match(/^\d+$/);
    expect(Number(second.headers.get("x-ratelimit-remaining"))).to.equal(Number(first.headers.get("x-ratelimit-remaining")) - 1);
  });
});
