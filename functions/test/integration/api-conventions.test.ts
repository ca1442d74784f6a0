import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { expect } from "chai";
import { Timestamp } from "firebase-admin/firestore";
import { createApp } from "../../src/app.js";
import { db } from "../../src/firebase.js";
import { idempotencyRecordId, requestBodyHash } from "../../src/http/idempotency.js";
import { call } from "../helpers/http.js";
import { createExperience } from "../helpers/experience-fixtures.js";
import { createWorkspace, signIn, type Workspace } from "../helpers/workspace.js";
import { idempotencyCol } from "../../src/firestore/collections.js";

const STORE = {
  name: "Conventions store",
  address: { line1: "1 Main St", city: "Lyon", country: "FR" },
  location: { lat: 45.76, lng: 4.83 },
  timezone: "Europe/Paris",
};

const storesOf = (ws: Workspace) => db().collection("brands").doc(ws.brandId).collection("stores");

describe("API conventions: idempotency keys, ETag / If-Match, rate-limit headers", () => {
  let ws: Workspace;
  let stores: string;
  before(async () => {
    ws = await createWorkspace("conventions");
    stores = `/v1/brands/${ws.brandId}/stores`;
  });

  describe("Idempotency-Key on POST", () => {
    it("replays the first answer for the same key and body, creating the object once", async () => {
      const key = `create-store-${Date.now()}`;
      const json = { ...STORE, name: `Idempotent ${key}` };
      const first = await call("POST", stores, { token: ws.users.editor.token, json, headers: { "Idempotency-Key": key } });
      expect(first.status, first.text).to.equal(201);
      expect(first.headers.get("idempotent-replayed")).to.equal(null);
      // The same body with its keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(json).reverse());
      const second = await call("POST", stores, { token: ws.users.editor.token, json: reordered, headers: { "Idempotency-Key": key } });
      expect(second.status).to.equal(201);
      expect(second.headers.get("idempotent-replayed")).to.equal("true");
      expect(second.body).to.deep.equal(first.body);
      const same = await storesOf(ws).where("name", "==", json.name).get();
      expect(same.size).to.equal(1);
    });

    it("answers 422 when the key comes back with a different body", async () => {
      const key = `conflicting-${Date.now()}`;
      await call("POST", stores, { token: ws.users.editor.token, json: { ...STORE, name: "Body A" }, headers: { "Idempotency-Key": key } });
      const res = await call("POST", stores, { token: ws.users.editor.token, json: { ...STORE, name: "Body B" }, headers: { "Idempotency-Key": key } });
      expect(res.status).to.equal(422);
      expect(res.body.error.code).to.equal("unprocessable");
      expect(res.body.error.message).to.match(/different request body/);
    });

    it("answers 409 while the first request with the key is still running", async () => {
      const key = `in-flight-${Date.now()}`;
      const id = idempotencyRecordId({ scope: `tenant/${ws.tenantId}/user/${ws.users.editor.uid}`, method: "POST", path: stores, key });
      const now = Date.now();
      await idempotencyCol()
        .doc(id)
        .set({
          bodyHash: requestBodyHash(STORE),
          state: "in-flight",
          lockedUntil: Timestamp.fromMillis(now + 60_000),
          createdAt: Timestamp.fromMillis(now),
          expireAt: Timestamp.fromMillis(now + 86_400_000),
        });
      const res = await call("POST", stores, { token: ws.users.editor.token, json: STORE, headers: { "Idempotency-Key": key } });
      expect(res.status, res.text).to.equal(409);
      expect(res.headers.get("retry-after")).to.equal("1");
    });

    it("keeps keys per caller, refuses malformed keys, and does not keep failures", async () => {
      const key = `per-caller-${Date.now()}`;
      const a = await call("POST", stores, { token: ws.users.editor.token, json: { ...STORE, name: "Caller A" }, headers: { "Idempotency-Key": key } });
      const b = await call("POST", stores, { token: ws.users.owner.token, json: { ...STORE, name: "Caller B" }, headers: { "Idempotency-Key": key } });
      expect([a.status, b.status]).to.deep.equal([201, 201]);
      expect(b.body.id).to.not.equal(a.body.id);

      const bad = await call("POST", stores, { token: ws.users.editor.token, json: STORE, headers: { "Idempotency-Key": "has space" } });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.issues[0].path).to.equal("Idempotency-Key");

      // A brand name already taken is a 409; the key is released, so a corrected retry runs.
      const retryKey = `failure-${Date.now()}`;
      const taken = await call("POST", "/v1/brands", { token: ws.users.owner.token, json: { name: `Brand dup ${retryKey}` } });
      const dup = await call("POST", "/v1/brands", {
        token: ws.users.owner.token,
        json: { name: `Brand dup ${retryKey}` },
        headers: { "Idempotency-Key": retryKey },
      });
      expect([taken.status, dup.status]).to.deep.equal([201, 409]);
      const fixed = await call("POST", "/v1/brands", {
        token: ws.users.owner.token,
        json: { name: `Brand ok ${retryKey}` },
        headers: { "Idempotency-Key": retryKey },
      });
      expect(fixed.status, fixed.text).to.equal(201);
    });

    it("works with API keys too (keyed per API key)", async () => {
      const created = await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name: "Idem", scope: "write" } });
      const key = `api-key-${Date.now()}`;
      const json = { ...STORE, name: `By key ${key}` };
      const first = await call("POST", stores, { token: created.body.key, json, headers: { "Idempotency-Key": key } });
      const second = await call("POST", stores, { token: created.body.key, json, headers: { "Idempotency-Key": key } });
      expect([first.status, second.status]).to.deep.equal([201, 201]);
      expect(second.headers.get("idempotent-replayed")).to.equal("true");
      expect(second.body.id).to.equal(first.body.id);
    });
  });

  describe("Pagination", () => {
    it("pages an experience's scenes with limit and cursor like every list; by default one page holds them all", async () => {
      const experienceId = await createExperience(ws, "Paged scenes");
      const scenes = `/v1/brands/${ws.brandId}/experiences/${experienceId}/scenes`;
      for (const name of ["Two", "Three"]) {
        expect((await call("POST", scenes, { token: ws.users.editor.token, json: { name } })).status).to.equal(201);
      }
      const whole = await call("GET", scenes, { token: ws.users.viewer.token });
      expect(whole.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Intro", "Two", "Three"]);
      expect(whole.body.nextCursor).to.equal(null);

      const first = await call("GET", `${scenes}?limit=2`, { token: ws.users.viewer.token });
      expect(first.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Intro", "Two"]);
      expect(first.body.nextCursor).to.be.a("string");
      const second = await call("GET", `${scenes}?limit=2&cursor=${first.body.nextCursor}`, { token: ws.users.viewer.token });
      expect(second.body.items.map((s: { name: string }) => s.name)).to.deep.equal(["Three"]);
      expect(second.body.nextCursor).to.equal(null);

      for (const list of ["virtual-objects", "test-access"]) {
        const res = await call("GET", `/v1/brands/${ws.brandId}/experiences/${experienceId}/${list}?limit=1`, { token: ws.users.viewer.token });
        expect(res.status, `${list}: ${res.text}`).to.equal(200);
        expect(res.body, list).to.deep.equal({ items: [], nextCursor: null });
      }
      const bad = await call("GET", `${scenes}?cursor=not-a-cursor`, { token: ws.users.viewer.token });
      expect(bad.status).to.equal(400);
    });
  });

  describe("Idempotency records expire after 24 h", () => {
    it("keeps the first answer 24 h, then runs the request again (and takes a new body) under the same key", async () => {
      const key = `expiring-${Date.now()}`;
      const json = { ...STORE, name: `Expiring ${key}` };
      const first = await call("POST", stores, { token: ws.users.editor.token, json, headers: { "Idempotency-Key": key } });
      expect(first.status, first.text).to.equal(201);
      const id = idempotencyRecordId({ scope: `tenant/${ws.tenantId}/user/${ws.users.editor.uid}`, method: "POST", path: stores, key });
      const record = (await idempotencyCol().doc(id).get()).data()!;
      expect(record.state).to.equal("done");
      expect(record.expireAt.toMillis() - record.createdAt.toMillis()).to.equal(24 * 3600_000);

      // 24 h later (the record's clock moved back a day; Firestore's TTL policy deletes such records).
      const dayAgo = Date.now() - 24 * 3600_000 - 1000;
      await idempotencyCol()
        .doc(id)
        .update({ createdAt: Timestamp.fromMillis(dayAgo), expireAt: Timestamp.fromMillis(dayAgo + 24 * 3600_000) });
      const again = await call("POST", stores, { token: ws.users.editor.token, json, headers: { "Idempotency-Key": key } });
      expect(again.status, again.text).to.equal(201);
      expect(again.headers.get("idempotent-replayed")).to.equal(null);
      expect(again.body.id).to.not.equal(first.body.id);
      expect((await storesOf(ws).where("name", "==", json.name).get()).size).to.equal(2);

      // The key now stands for the second request: a third with another body is a 422 again.
      const other = await call("POST", stores, { token: ws.users.editor.token, json: { ...json, name: "Other body" }, headers: { "Idempotency-Key": key } });
      expect(other.status).to.equal(422);
    });
  });

  describe("ETag and If-Match", () => {
    let storePath: string;
    before(async () => {
      const res = await call("POST", stores, { token: ws.users.editor.token, json: { ...STORE, name: "Etag store" } });
      storePath = `${stores}/${res.body.id}`;
    });

    it("gives single-object GETs a strong ETag that changes only with the object", async () => {
      const a = await call("GET", storePath, { token: ws.users.viewer.token });
      const b = await call("GET", storePath, { token: ws.users.viewer.token });
      expect(a.headers.get("etag")).to.match(/^"[A-Za-z0-9_-]{32}"$/);
      expect(b.headers.get("etag")).to.equal(a.headers.get("etag"));
    });

    it("applies an update whose If-Match is current, and answers with the new ETag a GET then reports", async () => {
      const etag = (await call("GET", storePath, { token: ws.users.editor.token })).headers.get("etag")!;
      const res = await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "Etag store 2" }, headers: { "If-Match": etag } });
      expect(res.status, res.text).to.equal(200);
      const next = res.headers.get("etag");
      expect(next).to.match(/^"/);
      expect(next).to.not.equal(etag);
      expect((await call("GET", storePath, { token: ws.users.editor.token })).headers.get("etag")).to.equal(next);
    });

    it("refuses a stale If-Match with 412, writing nothing, and tells the current ETag", async () => {
      const stale = (await call("GET", storePath, { token: ws.users.editor.token })).headers.get("etag")!;
      await call("PATCH", storePath, { token: ws.users.owner.token, json: { name: "Changed meanwhile" } });
      const current = (await call("GET", storePath, { token: ws.users.editor.token })).headers.get("etag");
      const res = await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "Lost update" }, headers: { "If-Match": stale } });
      expect(res.status).to.equal(412);
      expect(res.body.error.code).to.equal("failed-precondition");
      expect(res.headers.get("etag")).to.equal(current);
      const stored = (await storesOf(ws).doc(storePath.split("/").at(-1)!).get()).data();
      expect(stored?.name).to.equal("Changed meanwhile");
      // Weak tags never match; `*` matches whatever exists; a list matches if one does.
      expect((await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "W" }, headers: { "If-Match": `W/${current}` } })).status).to.equal(
        412,
      );
      expect((await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "Star" }, headers: { "If-Match": "*" } })).status).to.equal(200);
      const now = (await call("GET", storePath, { token: ws.users.editor.token })).headers.get("etag");
      expect(
        (await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "Listed" }, headers: { "If-Match": `"nope", ${now}` } })).status,
      ).to.equal(200);
    });

    it("refuses an If-Match that is not entity tags with 400, writing nothing", async () => {
      for (const header of ["nope", "3f2a9c", '"a" "b"', "W/nope", '"unterminated', ","]) {
        const res = await call("PATCH", storePath, { token: ws.users.editor.token, json: { name: "Malformed" }, headers: { "If-Match": header } });
        expect(res.status, header).to.equal(400);
        expect(res.body.error.code, header).to.equal("invalid-argument");
      }
      expect((await storesOf(ws).doc(storePath.split("/").at(-1)!).get()).get("name")).to.not.equal("Malformed");
    });

    it("makes PUT and DELETE conditional the same way", async () => {
      const experienceId = await createExperience(ws, "Etag experience");
      const theme = `/v1/brands/${ws.brandId}/experiences/${experienceId}/theme`;
      const read = await call("GET", theme, { token: ws.users.editor.token });
      expect(read.status, read.text).to.equal(200);
      const { contrastWarnings: _w, ...body } = read.body;
      const put = await call("PUT", theme, { token: ws.users.editor.token, json: { ...body, logoUrl: undefined }, headers: { "If-Match": '"stale"' } });
      expect(put.status, put.text).to.equal(412);

      const doomed = await call("POST", stores, { token: ws.users.editor.token, json: { ...STORE, name: "Etag doomed" } });
      const path = `${stores}/${doomed.body.id}`;
      const etag = (await call("GET", path, { token: ws.users.editor.token })).headers.get("etag")!;
      expect((await call("DELETE", path, { token: ws.users.editor.token, headers: { "If-Match": '"stale"' } })).status).to.equal(412);
      expect((await storesOf(ws).doc(doomed.body.id).get()).exists).to.equal(true);
      expect((await call("DELETE", path, { token: ws.users.editor.token, headers: { "If-Match": etag } })).status).to.equal(200);
      expect((await storesOf(ws).doc(doomed.body.id).get()).exists).to.equal(false);
    });

    it("conditions a scene reorder on the scene list's ETag", async () => {
      const experienceId = await createExperience(ws, "Etag reorder");
      const scenes = `/v1/brands/${ws.brandId}/experiences/${experienceId}/scenes`;
      const second = await call("POST", scenes, { token: ws.users.editor.token, json: { name: "Second" } });
      expect(second.status, second.text).to.equal(201);
      const list = await call("GET", scenes, { token: ws.users.editor.token });
      const etag = list.headers.get("etag")!;
      const reversed = list.body.items.map((s: { id: string }) => s.id).reverse();
      const order = `/v1/brands/${ws.brandId}/experiences/${experienceId}/scene-order`;

      const stale = await call("PUT", order, { token: ws.users.editor.token, json: { sceneIds: reversed }, headers: { "If-Match": '"stale"' } });
      expect(stale.status, stale.text).to.equal(412);
      expect(stale.headers.get("etag")).to.equal(etag);
      expect((await call("GET", scenes, { token: ws.users.editor.token })).body.items[0].id).to.equal(reversed.at(-1));

      const done = await call("PUT", order, { token: ws.users.editor.token, json: { sceneIds: reversed }, headers: { "If-Match": etag } });
      expect(done.status, done.text).to.equal(200);
      const after = await call("GET", scenes, { token: ws.users.editor.token });
      expect(after.body.items.map((s: { id: string }) => s.id)).to.deep.equal(reversed);
      expect(done.headers.get("etag")).to.equal(after.headers.get("etag"));
      // The order read before is gone: replaying the same If-Match is refused.
      expect(
        (await call("PUT", order, { token: ws.users.editor.token, json: { sceneIds: reversed.slice().reverse() }, headers: { "If-Match": etag } })).status,
      ).to.equal(412);
    });

    it("conditions preview-link and virtual-object updates on the ETag of their own GET", async () => {
      const experienceId = await createExperience(ws, "Etag links");
      const base = `/v1/brands/${ws.brandId}/experiences/${experienceId}`;
      const link = await call("POST", `${base}/test-access`, { token: ws.users.editor.token, json: { label: "Agency" } });
      expect(link.status, link.text).to.equal(201);
      const linkPath = `${base}/test-access/${link.body.id}`;
      const read = await call("GET", linkPath, { token: ws.users.viewer.token });
      expect(read.status, read.text).to.equal(200);
      expect(read.body).to.deep.include({ id: link.body.id, label: "Agency", status: "active" });
      const etag = read.headers.get("etag")!;
      expect(
        (await call("PATCH", linkPath, { token: ws.users.editor.token, json: { label: "Agency 2" }, headers: { "If-Match": '"stale"' } })).status,
      ).to.equal(412);
      const relabel = await call("PATCH", linkPath, { token: ws.users.editor.token, json: { label: "Agency 2" }, headers: { "If-Match": etag } });
      expect(relabel.status, relabel.text).to.equal(200);
      expect(relabel.headers.get("etag")).to.not.equal(etag);

      const scenes = await call("GET", `${base}/scenes`, { token: ws.users.editor.token });
      const scene = scenes.body.items[0];
      const zero = { x: 0, y: 0, z: 0 };
      const placed = await call("PATCH", `${base}/scenes/${scene.id}`, {
        token: ws.users.editor.token,
        json: {
          version: scene.version,
          objects: [
            {
              id: "table",
              kind: "model",
              libraryObjectId: "sample-oak-dining-table",
              transform: { position: zero, rotation: zero, scale: { x: 1, y: 1, z: 1 } },
            },
          ],
        },
      });
      expect(placed.status, placed.text).to.equal(200);
      const objectPath = `${base}/virtual-objects/sample-oak-dining-table`;
      const object = await call("GET", objectPath, { token: ws.users.viewer.token });
      expect(object.status, object.text).to.equal(200);
      expect(object.body).to.deep.include({ libraryObjectId: "sample-oak-dining-table", scale: 1 });
      expect(object.body.usedIn).to.deep.equal([{ sceneId: scene.id, sceneName: scene.name, count: 1 }]);
      const objectEtag = object.headers.get("etag")!;
      await call("PATCH", objectPath, { token: ws.users.owner.token, json: { scale: 2 } });
      const lost = await call("PATCH", objectPath, { token: ws.users.editor.token, json: { scale: 3 }, headers: { "If-Match": objectEtag } });
      expect(lost.status, lost.text).to.equal(412);
      expect((await call("GET", objectPath, { token: ws.users.viewer.token })).body.scale).to.equal(2);
      expect((await call("GET", `${base}/virtual-objects/sample-walnut-side-table`, { token: ws.users.viewer.token })).status).to.equal(404);
    });

    it("says so when a route has no GET to compare If-Match with", async () => {
      const res = await call("PATCH", `/v1/tenants/me/members/${ws.users.member.uid}`, {
        token: ws.users.owner.token,
        json: { role: "member" },
        headers: { "If-Match": '"x"' },
      });
      expect(res.status).to.equal(400);
      expect(res.body.error.message).to.match(/If-Match is not supported/);
    });

    it("answers If-None-Match with 304 and no body while the object is unchanged", async () => {
      const first = await call("GET", storePath, { token: ws.users.editor.token });
      const etag = first.headers.get("etag")!;
      const again = await call("GET", storePath, { token: ws.users.editor.token, headers: { "If-None-Match": etag } });
      expect(again.status).to.equal(304);
      expect(again.text).to.equal("");
      expect(again.headers.get("etag")).to.equal(etag);
      expect((await call("GET", storePath, { token: ws.users.editor.token, headers: { "If-None-Match": '"other"' } })).status).to.equal(200);
    });
  });

  describe("Rate limits", () => {
    it("tells every answer's budget, errors included", async () => {
      for (const res of [
        await call("GET", "/v1/health"),
        await call("GET", "/v1/brands", { token: ws.users.owner.token }),
        await call("GET", "/v1/brands", { token: "not-a-token" }),
        await call("GET", "/v1/nothing-here"),
      ]) {
        expect(res.headers.get("x-ratelimit-limit"), String(res.status)).to.match(/^\d+$/);
        expect(res.headers.get("x-ratelimit-remaining"), String(res.status)).to.match(/^\d+$/);
        expect(Number(res.headers.get("x-ratelimit-reset")), String(res.status)).to.be.within(0, 60);
      }
    });

    describe("with a small budget (an app in this process)", () => {
      let server: Server;
      let base: string;
      before(() => {
        server = createApp({ limits: { perMinute: 3 } }).listen(0);
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      after(() => server.close());
      const get = (token: string) => fetch(`${base}/v1/brands/${ws.brandId}`, { headers: { Authorization: `Bearer ${token}` } });

      it("counts per API key: past its budget a key gets 429 with Retry-After, another key does not", async () => {
        const make = async (name: string) =>
          (await call("POST", "/v1/tenants/me/api-keys", { token: ws.users.owner.token, json: { name, scope: "read" } })).body.key as string;
        const [first, second] = [await make("Budget A"), await make("Budget B")];
        for (let i = 0; i < 3; i++) expect((await get(first)).status).to.equal(200);
        const limited = await get(first);
        expect(limited.status).to.equal(429);
        expect(Number(limited.headers.get("retry-after"))).to.be.within(1, 60);
        expect(limited.headers.get("x-ratelimit-remaining")).to.equal("0");
        expect(((await limited.json()) as { error: { code: string } }).error.code).to.equal("rate-limited");
        expect((await get(second)).status).to.equal(200);
      });

      it("counts per person across the ID tokens they rotate through", async () => {
        const tokenA = ws.users.viewer.token;
        await new Promise((r) => setTimeout(r, 1100));
        const tokenB = await signIn(ws.authTenantId, ws.users.viewer.email);
        expect(tokenB).to.not.equal(tokenA);
        expect((await get(tokenA)).status).to.equal(200);
        expect((await get(tokenA)).status).to.equal(200);
        const third = await get(tokenB);
        expect(third.status).to.equal(200);
        expect(third.headers.get("x-ratelimit-remaining")).to.equal("0");
        expect((await get(tokenB)).status).to.equal(429);
      });
    });
  });
});
