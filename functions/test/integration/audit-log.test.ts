import { expect } from "chai";
import type { Timestamp } from "firebase-admin/firestore";
import { isAuditedRoute, routes, type AuditEntry, type RouteDef } from "@vitrine/contract";
import { auditLogCol } from "../../src/firestore/collections.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { call } from "../helpers/http.js";
import { addUser, createWorkspace, type Workspace } from "../helpers/workspace.js";

const STORE = {
  name: "Audit store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};
const PRODUCT = { name: "Oak table", price: 10, currency: "EUR", url: "https://shop.example.com/oak" };

async function auditLog(ws: Workspace, query = "", token = ws.users.owner.token): Promise<AuditEntry[]> {
  const res = await call("GET", `/v1/tenants/me/audit-log${query}`, { token });
  expect(res.status, res.text).to.equal(200);
  return res.body.items;
}

/** The entry a request left, found by the request id it answered with. */
async function entryOf(ws: Workspace, res: { headers: Headers; status: number; text: string }): Promise<AuditEntry> {
  expect(res.status, res.text).to.be.within(200, 299);
  const requestId = res.headers.get("x-request-id");
  const entries = await auditLog(ws, "?limit=100");
  const found = entries.find((e) => e.requestId === requestId);
  expect(found, `an entry for request ${requestId}`).to.not.equal(undefined);
  return found!;
}

describe("Audit log", () => {
  let ws: Workspace;
  let foreign: Workspace;
  let experienceId: string;
  before(async () => {
    [ws, foreign] = await Promise.all([createWorkspace("audit"), createWorkspace("audit-foreign")]);
    experienceId = await createExperience(ws, "Audited experience");
  });

  it("records a change with who, what, which object, when, from where, the request id and the fields changed", async () => {
    const before = Date.now();
    const res = await call("POST", `/v1/brands/${ws.brandId}/stores`, {
      token: ws.users.editor.token,
      json: STORE,
      headers: { "X-Request-Id": "audit-req-0001" },
    });
    const storeId = res.body.id as string;
    const created = await entryOf(ws, res);
    expect(created).to.deep.include({
      action: "createStore",
      method: "POST",
      path: `/v1/brands/${ws.brandId}/stores`,
      requestId: "audit-req-0001",
      changes: [],
    });
    expect(created.actor).to.deep.equal({ kind: "user", id: ws.users.editor.uid, email: ws.users.editor.email, name: ws.users.editor.email.split("@")[0] });
    expect(created.target).to.deep.equal({ type: "store", id: storeId, brandId: ws.brandId });
    expect(created.documents).to.include(`brands/${ws.brandId}/stores/${storeId}`);
    expect(created.address).to.be.a("string").and.not.equal("");
    expect(Date.parse(created.at)).to.be.within(before - 5000, Date.now() + 5000);

    const updated = await entryOf(
      ws,
      await call("PATCH", `/v1/brands/${ws.brandId}/stores/${storeId}`, { token: ws.users.editor.token, json: { name: "Renamed", timezone: "UTC" } }),
    );
    expect(updated).to.deep.include({ action: "updateStore", method: "PATCH", changes: ["name", "timezone"] });
    expect(updated.target).to.deep.equal({ type: "store", id: storeId, brandId: ws.brandId });

    const deleted = await entryOf(ws, await call("DELETE", `/v1/brands/${ws.brandId}/stores/${storeId}`, { token: ws.users.editor.token }));
    expect(deleted).to.deep.include({ action: "deleteStore", method: "DELETE" });
    expect(deleted.target.id).to.equal(storeId);
  });

  it("writes the entry in the same commit as the change: its expiry follows the workspace's retention, and a refused change leaves none", async () => {
    const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}/products`;
    const first = await call("POST", base, { token: ws.users.editor.token, json: { ...PRODUCT, sku: "AUD-1" } });
    const entry = await entryOf(ws, first);
    expect(entry.target).to.deep.equal({ type: "product", id: first.body.id, brandId: ws.brandId });
    const stored = (await auditLogCol(ws.tenantId).doc(entry.id).get()).data()!;
    const days = ((stored.expireAt as Timestamp).toMillis() - (stored.at as Timestamp).toMillis()) / 86_400_000;
    expect(days).to.be.closeTo(365, 0.01);

    const count = (await auditLog(ws, "?limit=100")).length;
    // A conflict (duplicate SKU), a forbidden change and invalid input change nothing, and record nothing.
    expect((await call("POST", base, { token: ws.users.editor.token, json: { ...PRODUCT, sku: "aud-1" } })).status).to.equal(409);
    expect((await call("POST", base, { token: ws.users.viewer.token, json: { ...PRODUCT, sku: "AUD-2" } })).status).to.equal(403);
    expect((await call("PATCH", `${base}/${first.body.id}`, { token: ws.users.editor.token, json: { price: -1 } })).status).to.equal(400);
    expect(
      (await call("PATCH", `${base}/${first.body.id}`, { token: ws.users.editor.token, json: { name: "X" }, headers: { "If-Match": '"stale"' } })).status,
    ).to.equal(412);
    expect((await auditLog(ws, "?limit=100")).length).to.equal(count);
  });

  it("names the API key that made a change", async () => {
    const created = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.admin.token, json: { name: "PIM sync", scope: "write" } });
    const keyEntry = await entryOf(ws, created);
    expect(keyEntry).to.deep.include({ action: "createApiKey" });
    expect(keyEntry.target).to.deep.equal({ type: "apiKey", id: created.body.apiKey.id, brandId: null });
    expect(keyEntry.actor.id).to.equal(ws.users.admin.uid);

    const byKey = await call("POST", `/v1/brands/${ws.brandId}/stores`, { token: created.body.key, json: { ...STORE, name: "By key" } });
    const entry = await entryOf(ws, byKey);
    expect(entry.actor).to.deep.equal({ kind: "apiKey", id: `apiKey:${created.body.apiKey.id}`, email: null, name: "PIM sync" });
    // Keys cannot read the audit log: it is for owners and admins.
    expect((await call("GET", "/v1/tenants/me/audit-log", { token: created.body.key })).status).to.equal(403);
  });

  it("records a representative change of every route family, each naming its object", async () => {
    const owner = ws.users.owner.token;
    const promoted = await addUser(ws, `promoted-${Date.now()}@example.test`, "member");
    const cases: [string, string, string, unknown, string][] = [
      ["PATCH", "/v1/tenants/me", "updateTenant", { name: "Audited workspace" }, "tenant"],
      ["PATCH", "/v1/me", "updateMe", { displayName: "Owner Person" }, "me"],
      ["PATCH", `/v1/tenants/me/members/${promoted.uid}`, "updateTenantMember", { role: "admin" }, "member"],
      ["POST", "/v1/brands", "createBrand", { name: `Audit brand ${Date.now()}` }, "brand"],
      ["PATCH", `/v1/brands/${ws.brandId}`, "updateBrand", { name: "Audited brand" }, "brand"],
      ["POST", `/v1/brands/${ws.brandId}/experiences`, "createExperience", { name: "Second" }, "experience"],
      ["PATCH", `/v1/brands/${ws.brandId}/experiences/${experienceId}`, "updateExperience", { name: "Renamed experience" }, "experience"],
      ["POST", `/v1/brands/${ws.brandId}/experiences/${experienceId}/scenes`, "createScene", { name: "Second scene" }, "scene"],
      [
        "POST",
        `/v1/brands/${ws.brandId}/surveys`,
        "createSurvey",
        { title: "Audit survey", questions: [{ id: "q1", field: "q1", type: "rating", label: "How?" }] },
        "survey",
      ],
      ["POST", "/v1/tenants/me/invitations", "inviteTenantMember", { email: `invitee-${Date.now()}@example.test`, role: "member" }, "invitation"],
      ["POST", "/v1/tenants/me/webhooks", "createWebhook", { url: "https://example.com/audit-hook", events: ["experience.published"] }, "webhook"],
    ];
    for (const [method, path, action, json, type] of cases) {
      const res = await call(method, path, { token: owner, json });
      const entry = await entryOf(ws, res);
      expect(entry.action, path).to.equal(action);
      expect(entry.target.type, action).to.equal(type);
      if (method === "POST") expect(entry.target.id, action).to.equal(res.body.id ?? res.body.invitation?.id ?? res.body.webhook?.id);
    }
  });

  it("audits every authenticated write of the route table and nothing a visitor sends", () => {
    const writes = Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.method !== "get");
    const unaudited = writes.filter(([name, r]) => r.access !== "public" && !isAuditedRoute(name, r)).map(([name]) => name);
    expect(unaudited, "authenticated writes that record nothing").to.deep.equal(["chatWithAssistant", "previewBulkPlacements", "downloadPlacementCodes"]);
    expect(writes.filter(([name, r]) => r.access === "public" && isAuditedRoute(name, r))).to.deep.equal([]);
  });

  it("filters by person, action, brand and days, and pages newest first", async () => {
    const token = ws.users.owner.token;
    const byEditor = await auditLog(ws, `?actor=${ws.users.editor.uid}&limit=100`);
    expect(byEditor.length).to.be.greaterThan(0);
    expect(byEditor.every((e) => e.actor.id === ws.users.editor.uid)).to.equal(true);
    const updates = await auditLog(ws, "?action=updateStore");
    expect(updates.map((e) => e.action)).to.deep.equal(["updateStore"]);
    const combined = await auditLog(ws, `?action=createStore&actor=${ws.users.editor.uid}&brandId=${ws.brandId}`);
    expect(combined.map((e) => e.action)).to.deep.equal(["createStore"]);
    const brandOnly = await auditLog(ws, `?brandId=${ws.brandId}&limit=100`);
    expect(brandOnly.every((e) => e.target.brandId === ws.brandId)).to.equal(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditLog(ws, `?from=${today}&to=${today}&limit=100`)).length).to.equal((await auditLog(ws, "?limit=100")).length);
    expect(await auditLog(ws, "?from=2001-01-01&to=2001-01-02")).to.deep.equal([]);
    expect((await call("GET", "/v1/tenants/me/audit-log?from=2001-01-02&to=2001-01-01", { token })).status).to.equal(400);
    expect((await call("GET", "/v1/tenants/me/audit-log?from=2001-02-30", { token })).status).to.equal(400);

    const all = await auditLog(ws, "?limit=100");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { items: AuditEntry[]; nextCursor: string | null } } = await call(
        "GET",
        `/v1/tenants/me/audit-log?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        { token },
      );
      expect(res.status).to.equal(200);
      seen.push(...res.body.items.map((e) => e.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).to.deep.equal(all.map((e) => e.id));
    const times = all.map((e) => Date.parse(e.at));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
  });

  it("is read by owners and admins only, and shows nothing of another workspace", async () => {
    expect((await call("GET", "/v1/tenants/me/audit-log", { token: ws.users.admin.token })).status).to.equal(200);
    for (const persona of ["member", "brandAdmin", "editor", "viewer"] as const) {
      expect((await call("GET", "/v1/tenants/me/audit-log", { token: ws.users[persona].token })).status, persona).to.equal(403);
    }
    expect((await call("GET", "/v1/tenants/me/audit-log")).status).to.equal(401);
    const theirs = await auditLog(foreign);
    expect(theirs).to.deep.equal([]);
    expect(await auditLog(foreign, `?brandId=${ws.brandId}`)).to.deep.equal([]);
  });

  it("is read through the API by an audit key, which reads nothing else; read and write keys cannot read it", async () => {
    const make = async (json: Record<string, unknown>) => {
      const res = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json });
      expect(res.status, res.text).to.equal(201);
      return res.body as { apiKey: { scope: string; brandIds: unknown }; key: string };
    };
    const audit = await make({ name: "SIEM", scope: "audit" });
    expect(audit.apiKey).to.include({ scope: "audit", brandIds: "all" });
    const read = await call("GET", "/v1/tenants/me/audit-log?limit=5", { token: audit.key });
    expect(read.status, read.text).to.equal(200);
    expect(read.body.items.length).to.be.greaterThan(0);
    expect(read.body.items.map((e: AuditEntry) => e.id)).to.deep.equal((await auditLog(ws, "?limit=5")).map((e) => e.id));
    expect((await call("GET", "/v1/tenants/me", { token: audit.key })).status).to.equal(200);
    // Nothing of the brands, and no change of any kind.
    for (const [method, path, json] of [
      ["GET", "/v1/brands"],
      ["GET", `/v1/brands/${ws.brandId}`],
      ["GET", `/v1/brands/${ws.brandId}/stores`],
      ["GET", "/v1/library"],
      ["POST", `/v1/brands/${ws.brandId}/stores`, STORE],
      ["GET", "/v1/tenants/me/api-keys"],
      ["PATCH", "/v1/tenants/me", { auditRetentionDays: 30 }],
    ] as [string, string, unknown?][]) {
      const res = await call(method, path, { token: audit.key, json });
      expect(res.status, `${method} ${path}: ${res.text}`).to.equal(403);
    }
    for (const scope of ["read", "write"]) {
      const { key } = await make({ name: `Content ${scope}`, scope });
      const res = await call("GET", "/v1/tenants/me/audit-log", { token: key });
      expect(res.status, `${scope}: ${res.text}`).to.equal(403);
      expect(res.body.error.code).to.equal("permission-denied");
    }
    // An audit key covers the whole workspace's log: a list of brands makes no sense for it.
    const limited = await call("POST", "/v1/tenants/me/api-keys", {
      token: ws.users.owner.token,
      json: { name: "Limited", scope: "audit", brandIds: [ws.brandId] },
    });
    expect(limited.status, limited.text).to.equal(400);
    expect(limited.body.error.issues.map((i: { path: string }) => i.path)).to.include("brandIds");
  });

  it("keeps entries for the workspace's retention period, 30 to 3650 days", async () => {
    const token = ws.users.owner.token;
    for (const bad of [29, 3651, 100.5, "365"]) {
      expect((await call("PATCH", "/v1/tenants/me", { token, json: { auditRetentionDays: bad } })).status, String(bad)).to.equal(400);
    }
    expect((await call("PATCH", "/v1/tenants/me", { token: ws.users.member.token, json: { auditRetentionDays: 30 } })).status).to.equal(403);
    const set = await call("PATCH", "/v1/tenants/me", { token, json: { auditRetentionDays: 30 } });
    expect(set.status, set.text).to.equal(200);
    expect(set.body.auditRetentionDays).to.equal(30);
    expect((await entryOf(ws, set)).changes).to.deep.equal(["auditRetentionDays"]);
    // Changes from now on keep the new period (entries already written keep theirs).
    const entry = await entryOf(ws, await call("PATCH", "/v1/tenants/me", { token, json: { name: "Short memory" } }));
    const stored = (await auditLogCol(ws.tenantId).doc(entry.id).get()).data()!;
    const days = ((stored.expireAt as Timestamp).toMillis() - (stored.at as Timestamp).toMillis()) / 86_400_000;
    expect(days).to.be.closeTo(30, 0.01);
    expect((await call("GET", "/v1/tenants/me", { token })).body.auditRetentionDays).to.equal(30);
  });
});
