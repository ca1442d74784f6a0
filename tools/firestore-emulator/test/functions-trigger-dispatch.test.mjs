import { expect } from "chai";
import { existsSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import {
  changedFieldPaths,
  createTriggerDispatcher,
  encodeDocumentEventData,
  matchDocumentPath,
  normalizeFirestoreTriggers,
  toCloudEvent,
  toFunctionsEmulatorRequest,
  triggerMatches,
} from "../src/functions-trigger-dispatch.mjs";
import { db, FieldValue, PROJECT_ID, requireOwnEmulator, uniqueCollection } from "./support/context.mjs";

const require = createRequire(import.meta.url);

/**
 * firebase-functions, the consumer of these events (hoisted in the workspace): its own compiled
 * DocumentEventData decoder and its v2 Firestore handlers. Tests that need it skip without it.
 */
function loadFirebaseFunctions() {
  try {
    let dir = path.dirname(require.resolve("firebase-functions/v2/firestore"));
    while (!existsSync(path.join(dir, "protos", "compiledFirestore.js"))) {
      const parent = path.dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
    return {
      DocumentEventData: require(path.join(dir, "protos", "compiledFirestore.js")).google.events.cloud.firestore.v1.DocumentEventData,
      firestore: require("firebase-functions/v2/firestore"),
    };
  } catch {
    return null;
  }
}
const ff = loadFirebaseFunctions();
function requireFirebaseFunctions(context) {
  if (!ff) context.skip();
  return ff;
}

const T = "google.cloud.firestore.document.v1.";
const trigger = (eventType, document, extra = {}) => ({ id: `us-central1-fn-${eventType}`, eventType: T + eventType, document, ...extra });
const doc = (path, fields, micros = 1) => ({
  name: `projects/p/databases/(default)/documents/${path}`,
  fields,
  createTime: { seconds: "1700000000", nanos: 1000 },
  updateTime: { seconds: "1700000000", nanos: micros * 1000 },
});
const change = (path, before, after, projectId = "p") => ({
  path,
  name: `projects/${projectId}/databases/(default)/documents/${path}`,
  projectId,
  databaseId: "(default)",
  before: before && doc(path, before),
  after: after && doc(path, after, 2),
  time: "2024-01-02T03:04:05.123456Z",
});

/** A stand-in for the Functions emulator's hub: records posts, answers as `respond` says. */
async function fakeFunctionsEmulator(respond = () => [200, '{"status":"acknowledged"}'], { backends } = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET" && req.url === "/backends") {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ backends: backends ?? [] }));
        return;
      }
      const request = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(request);
      const [status, text] = respond(request, requests.length);
      res.statusCode = status;
      res.end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The ce-* headers and body of a delivered request, as the event firebase-functions receives. */
function receivedEvent(request) {
  const event = {};
  for (const [name, value] of Object.entries(request.headers)) if (name.startsWith("ce-")) event[name.slice(3)] = value;
  event.data = Buffer.from(request.body, "base64");
  return event;
}

const quietLogger = () => {
  const lines = [];
  return { lines, log: (...a) => lines.push(a.join(" ")), warn: (...a) => lines.push(a.join(" ")), error: (...a) => lines.push(a.join(" ")) };
};

describe("Functions trigger dispatch", () => {
  describe("document path patterns", () => {
    it("captures single-segment wildcards and requires the same depth", () => {
      expect(matchDocumentPath("brands/{brandId}", "brands/b1")).to.deep.equal({ brandId: "b1" });
      expect(matchDocumentPath("brands/{brandId}", "brands/b1/members/u1")).to.equal(null);
      expect(matchDocumentPath("brands/{brandId}", "stores/b1")).to.equal(null);
      expect(matchDocumentPath("brands/{brandId}/members/{uid}", "brands/b1/members/u1")).to.deep.equal({ brandId: "b1", uid: "u1" });
      expect(matchDocumentPath("brands/{brandId=*}", "brands/b1")).to.deep.equal({ brandId: "b1" });
      expect(matchDocumentPath("brands/*", "brands/b1")).to.deep.equal({});
      expect(matchDocumentPath("brands/b*", "brands/b1")).to.deep.equal({});
      expect(matchDocumentPath("brands/b*", "brands/c1")).to.equal(null);
      expect(matchDocumentPath("brands/b1", "brands/b1")).to.deep.equal({});
    });

    it("captures multi-segment wildcards ({path=**})", () => {
      expect(matchDocumentPath("users/{userId}/{rest=**}", "users/u1/a/b/c/d")).to.deep.equal({ userId: "u1", rest: "a/b/c/d" });
      expect(matchDocumentPath("{document=**}", "a/b/c/d")).to.deep.equal({ document: "a/b/c/d" });
      expect(matchDocumentPath("{path=**}/scenes/{sceneId}", "brands/b/experiences/e/scenes/s")).to.deep.equal({
        path: "brands/b/experiences/e",
        sceneId: "s",
      });
      expect(matchDocumentPath("users/{userId}/{rest=**}", "brands/b1")).to.equal(null);
    });

    it("matches event types to operations, and the database", () => {
      const created = change("brands/b1", null, { a: { stringValue: "x" } });
      const updated = change("brands/b1", { a: { stringValue: "x" } }, { a: { stringValue: "y" } });
      const deleted = change("brands/b1", { a: { stringValue: "y" } }, null);
      const fires = (t) => [created, updated, deleted].map((c) => triggerMatches(t, c));
      expect(fires(trigger("created", "brands/{id}"))).to.deep.equal([true, false, false]);
      expect(fires(trigger("updated", "brands/{id}"))).to.deep.equal([false, true, false]);
      expect(fires(trigger("deleted", "brands/{id}"))).to.deep.equal([false, false, true]);
      expect(fires(trigger("written", "brands/{id}"))).to.deep.equal([true, true, true]);
      expect(fires(trigger("deleted.withAuthContext", "brands/{id}"))).to.deep.equal([false, false, true]);
      expect(fires(trigger("written", "brands/b1", { matchType: "EXACT" }))).to.deep.equal([true, true, true]);
      expect(fires(trigger("written", "brands/b2", { matchType: "EXACT" }))).to.deep.equal([false, false, false]);
      expect(fires(trigger("written", "brands/{id}", { database: "other" }))).to.deep.equal([false, false, false]);
    });
  });

  describe("trigger definitions", () => {
    it("reads firebase-tools' emulated definitions and keeps only Firestore triggers", () => {
      const triggers = normalizeFirestoreTriggers([
        { id: "us-central1-api", name: "api", region: "us-central1", httpsTrigger: {} },
        {
          id: "us-central1-onBrandDeleted",
          name: "onBrandDeleted",
          region: "us-central1",
          platform: "gcfv2",
          eventTrigger: {
            eventType: `${T}deleted`,
            eventFilters: { database: "(default)", namespace: "(default)" },
            eventFilterPathPatterns: { document: "brands/{brandId}" },
          },
        },
        { id: "eu-x", eventTrigger: { eventType: `${T}written`, eventFilters: { database: "db2", namespace: "(default)", document: "a/b" } } },
        { id: "us-central1-topic", eventTrigger: { eventType: "google.cloud.pubsub.topic.v1.messagePublished", eventFilters: {} } },
      ]);
      expect(triggers).to.deep.equal([
        {
          id: "us-central1-onBrandDeleted",
          eventType: `${T}deleted`,
          database: "(default)",
          namespace: "(default)",
          document: "brands/{brandId}",
          matchType: "PATH_PATTERN",
        },
        { id: "eu-x", eventType: `${T}written`, database: "db2", namespace: "(default)", document: "a/b", matchType: "EXACT" },
      ]);
    });

    it("reads firebase-functions endpoints (fn.__endpoint with its export name)", function () {
      const { firestore } = requireFirebaseFunctions(this);
      const fn = firestore.onDocumentDeleted({ document: "brands/{brandId}", region: "europe-west1" }, () => {});
      const [t] = normalizeFirestoreTriggers([{ ...fn.__endpoint, name: "onBrandDeleted" }]);
      expect(t).to.deep.include({ id: "europe-west1-onBrandDeleted", eventType: `${T}deleted`, document: "brands/{brandId}", matchType: "PATH_PATTERN" });
    });
  });

  describe("the CloudEvent", () => {
    const allTypes = {
      nothing: { nullValue: "NULL_VALUE" },
      no: { booleanValue: false },
      yes: { booleanValue: true },
      zero: { integerValue: "0" },
      big: { integerValue: "-9223372036854775808" },
      pi: { doubleValue: 3.5 },
      when: { timestampValue: { seconds: "1700000000", nanos: 123000 } },
      text: { stringValue: "héllo ✓" },
      raw: { bytesValue: Buffer.from([0, 1, 255]) },
      ref: { referenceValue: "projects/p/databases/(default)/documents/brands/b1" },
      where: { geoPointValue: { latitude: 48.85, longitude: 2.35 } },
      list: { arrayValue: { values: [{ integerValue: "1" }, { stringValue: "two" }, { arrayValue: {} }] } },
      nested: { mapValue: { fields: { deep: { mapValue: { fields: { x: { doubleValue: -0.5 } } } }, empty: { mapValue: {} } } } },
    };

    it("encodes DocumentEventData that firebase-functions' own decoder reads back", function () {
      const { DocumentEventData } = requireFirebaseFunctions(this);
      const c = change("brands/b1", { text: { stringValue: "old" } }, allTypes);
      const bytes = encodeDocumentEventData({ value: c.after, oldValue: c.before, updateMask: { fieldPaths: ["text", "a.`b-c`"] } });
      const decoded = DocumentEventData.toObject(DocumentEventData.decode(bytes), { longs: String, bytes: Buffer, defaults: false });
      expect(decoded.value.name).to.equal(c.after.name);
      expect(decoded.value.createTime).to.deep.equal({ seconds: "1700000000", nanos: 1000 });
      expect(decoded.value.updateTime).to.deep.equal({ seconds: "1700000000", nanos: 2000 });
      expect(decoded.oldValue.fields).to.deep.equal({ text: { stringValue: "old" } });
      expect(decoded.updateMask.fieldPaths).to.deep.equal(["text", "a.`b-c`"]);
      const f = decoded.value.fields;
      expect(f.nothing).to.have.property("nullValue", 0);
      expect(f.no).to.deep.equal({ booleanValue: false });
      expect(f.yes).to.deep.equal({ booleanValue: true });
      expect(f.zero).to.deep.equal({ integerValue: "0" });
      expect(f.big).to.deep.equal({ integerValue: "-9223372036854775808" });
      expect(f.pi).to.deep.equal({ doubleValue: 3.5 });
      expect(f.when).to.deep.equal({ timestampValue: { seconds: "1700000000", nanos: 123000 } });
      expect(f.text).to.deep.equal({ stringValue: "héllo ✓" });
      expect(Buffer.from(f.raw.bytesValue)).to.deep.equal(Buffer.from([0, 1, 255]));
      expect(f.ref).to.deep.equal({ referenceValue: "projects/p/databases/(default)/documents/brands/b1" });
      expect(f.where).to.deep.equal({ geoPointValue: { latitude: 48.85, longitude: 2.35 } });
      expect(f.list.arrayValue.values).to.deep.equal([{ integerValue: "1" }, { stringValue: "two" }, { arrayValue: {} }]);
      expect(f.nested.mapValue.fields.deep.mapValue.fields.x).to.deep.equal({ doubleValue: -0.5 });
    });

    it("carries production's attributes, as ce-* headers with a base64 body for the Functions emulator", () => {
      const c = change("brands/b1", null, { a: { integerValue: "1" } }, "demo-vitrine");
      const event = toCloudEvent(trigger("created", "brands/{brandId}"), c, { id: "event-1" });
      const { data, ...attributes } = event;
      expect(attributes).to.deep.equal({
        specversion: "1.0",
        id: "event-1",
        source: "//firestore.googleapis.com/projects/demo-vitrine/databases/(default)",
        type: `${T}created`,
        subject: "documents/brands/b1",
        time: "2024-01-02T03:04:05.123456Z",
        datacontenttype: "application/protobuf",
        location: "nam5",
        project: "demo-vitrine",
        database: "(default)",
        namespace: "(default)",
        document: "brands/b1",
      });
      const { headers, body } = toFunctionsEmulatorRequest(event);
      expect(headers["content-type"]).to.equal("application/protobuf");
      expect(headers["ce-type"]).to.equal(`${T}created`);
      expect(headers["ce-document"]).to.equal("brands/b1");
      expect(Buffer.from(body, "base64")).to.deep.equal(data);
    });

    it("lists the changed fields of an update in updateMask, and only for updates", () => {
      expect(
        changedFieldPaths(
          {
            a: { integerValue: "1" },
            same: { stringValue: "s" },
            gone: { booleanValue: true },
            m: { mapValue: { fields: { x: { integerValue: "1" }, y: { integerValue: "2" } } } },
          },
          {
            a: { integerValue: "2" },
            same: { stringValue: "s" },
            added: { nullValue: "NULL_VALUE" },
            m: { mapValue: { fields: { x: { integerValue: "1" }, y: { integerValue: "3" } } } },
            "odd-name": { stringValue: "v" },
          },
        ),
      ).to.deep.equal(["a", "added", "gone", "m.y", "`odd-name`"]);
    });

    it("is decoded by firebase-functions' v2 handlers into snapshots, a Change and params", async function () {
      const { firestore } = requireFirebaseFunctions(this);
      const { getApps, initializeApp, deleteApp } = require("firebase-admin/app");
      const created = !getApps().some((a) => a.name === "[DEFAULT]") ? initializeApp({ projectId: "p" }) : null;
      try {
        const c = change("brands/b1/members/u1", { role: { stringValue: "viewer" } }, { role: { stringValue: "admin" }, n: { integerValue: "7" } });
        let seen;
        const updatedFn = firestore.onDocumentUpdated("brands/{brandId}/members/{uid}", (e) => (seen = e));
        const event = toCloudEvent(trigger("updated", "brands/{brandId}/members/{uid}"), c, { id: "e1" });
        await updatedFn(receivedEvent({ headers: toFunctionsEmulatorRequest(event).headers, body: toFunctionsEmulatorRequest(event).body }));
        expect(seen.params).to.deep.equal({ brandId: "b1", uid: "u1" });
        expect(seen.id).to.equal("e1");
        expect(seen.document).to.equal("brands/b1/members/u1");
        expect(seen.data.before.data()).to.deep.equal({ role: "viewer" });
        expect(seen.data.after.data()).to.deep.equal({ role: "admin", n: 7 });
        expect(seen.data.after.ref.path).to.equal("brands/b1/members/u1");

        let deleted;
        const deletedFn = firestore.onDocumentDeleted("brands/{brandId}", (e) => (deleted = e));
        const gone = change("brands/b9", { name: { stringValue: "Acme" } }, null);
        const deleteEvent = toCloudEvent(trigger("deleted", "brands/{brandId}"), gone);
        await deletedFn(receivedEvent(toFunctionsEmulatorRequest(deleteEvent)));
        expect(deleted.params).to.deep.equal({ brandId: "b9" });
        expect(deleted.data.exists).to.equal(true);
        expect(deleted.data.data()).to.deep.equal({ name: "Acme" });
      } finally {
        if (created) await deleteApp(created);
      }
    });
  });

  describe("the dispatcher", () => {
    let server;
    afterEach(async () => server?.close());

    it("delivers the changes of the real emulator to the matching triggers only", async function () {
      const emulator = requireOwnEmulator(this);
      server = await fakeFunctionsEmulator();
      const col = uniqueCollection("disp");
      const dispatcher = createTriggerDispatcher({
        functionsEmulatorUrl: server.url,
        projectId: PROJECT_ID,
        triggers: [
          { id: "us-central1-onWritten", eventType: `${T}written`, document: `${col}/{docId}` },
          { id: "us-central1-onDeleted", eventType: `${T}deleted`, document: `${col}/{docId}` },
          { id: "us-central1-onSub", eventType: `${T}created`, document: `${col}/{docId}/sub/{subId}` },
        ],
      });
      const off = emulator.onWrite((c) => dispatcher.dispatch(c));
      try {
        const ref = db().collection(col).doc("d1");
        await ref.set({ n: 1, tags: ["a"] });
        await ref.update({ n: FieldValue.increment(1), "m.k": "v" });
        await ref.delete();
        await new Promise((r) => setTimeout(r, 50)); // onWrite fires after the commit's answer
        await dispatcher.drain();
      } finally {
        off();
      }
      const seen = server.requests.map((r) => [r.url, r.headers["ce-type"].slice(T.length)]);
      expect(seen).to.deep.equal([
        [`/functions/projects/${PROJECT_ID}/triggers/us-central1-onWritten-0`, "written"],
        [`/functions/projects/${PROJECT_ID}/triggers/us-central1-onWritten-0`, "written"],
        [`/functions/projects/${PROJECT_ID}/triggers/us-central1-onWritten-0`, "written"],
        [`/functions/projects/${PROJECT_ID}/triggers/us-central1-onDeleted-0`, "deleted"],
      ]);
      const update = server.requests[1];
      expect(update.headers).to.include({
        "content-type": "application/protobuf",
        "ce-specversion": "1.0",
        "ce-source": `//firestore.googleapis.com/projects/${PROJECT_ID}/databases/(default)`,
        "ce-subject": `documents/${col}/d1`,
        "ce-document": `${col}/d1`,
        "ce-project": PROJECT_ID,
        "ce-database": "(default)",
        "ce-namespace": "(default)",
      });
      expect(update.headers["ce-time"]).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      if (ff) {
        const decoded = ff.DocumentEventData.toObject(ff.DocumentEventData.decode(Buffer.from(update.body, "base64")), { longs: String });
        expect(decoded.oldValue.fields.n).to.deep.equal({ integerValue: "1" });
        expect(decoded.value.fields.n).to.deep.equal({ integerValue: "2" });
        expect(decoded.updateMask.fieldPaths).to.deep.equal(["m", "n"]); // m is new: the whole map changed
        const deletedEvent = ff.DocumentEventData.decode(Buffer.from(server.requests[3].body, "base64"));
        expect(deletedEvent.value).to.equal(null);
        expect(deletedEvent.oldValue.fields.n.integerValue.toString()).to.equal("2");
      }
      expect(dispatcher.stats).to.deep.include({ matched: 4, delivered: 4, failed: 0 });
    });

    it("retries a failed delivery with backoff, with the same event id, without blocking dispatch()", async () => {
      server = await fakeFunctionsEmulator((_req, n) => (n <= 2 ? [500, "boom"] : [200, "{}"]));
      const dispatcher = createTriggerDispatcher({
        functionsEmulatorUrl: server.url,
        projectId: "p",
        triggers: [trigger("created", "brands/{brandId}")],
        backoffMs: 20,
        logger: quietLogger(),
      });
      const started = Date.now();
      expect(dispatcher.dispatch(change("brands/b1", null, { a: { integerValue: "1" } }))).to.equal(undefined);
      expect(server.requests).to.have.length(0); // nothing sent synchronously
      await dispatcher.drain();
      expect(server.requests).to.have.length(3);
      expect(Date.now() - started).to.be.at.least(20 + 40 - 5);
      expect(new Set(server.requests.map((r) => r.headers["ce-id"])).size).to.equal(1);
      expect(dispatcher.stats).to.deep.include({ delivered: 1, retried: 2, failed: 0 });
    });

    it("gives up after maxAttempts (errors and refused connections) and logs it", async () => {
      server = await fakeFunctionsEmulator(() => [503, "unavailable"]);
      const logger = quietLogger();
      const dispatcher = createTriggerDispatcher({
        functionsEmulatorUrl: server.url,
        projectId: "p",
        triggers: [trigger("written", "brands/{brandId}")],
        maxAttempts: 3,
        backoffMs: 5,
        logger,
      });
      dispatcher.dispatch(change("brands/b1", null, { a: { integerValue: "1" } }));
      await dispatcher.drain();
      expect(server.requests).to.have.length(3);
      expect(dispatcher.stats).to.deep.include({ delivered: 0, failed: 1 });
      expect(logger.lines.join("\n")).to.match(/not delivered written brands\/b1 after 3 attempts: 503/);

      await server.close();
      const refused = createTriggerDispatcher({
        functionsEmulatorUrl: server.url,
        projectId: "p",
        triggers: [trigger("written", "brands/{brandId}")],
        maxAttempts: 2,
        backoffMs: 5,
        logger,
      });
      refused.dispatch(change("brands/b2", null, { a: { integerValue: "1" } }));
      await refused.drain();
      expect(refused.stats).to.deep.include({ failed: 1 });
      server = null;
    });

    it("follows the Functions emulator to a reloaded trigger's new key", async () => {
      server = await fakeFunctionsEmulator((req) =>
        req.url.endsWith("-0")
          ? [404, "Function us-central1-fn-created-0 does not exist, valid functions are: us-central1-api, us-central1-fn-created-2, us-central1-fn-created-1"]
          : [200, "{}"],
      );
      const dispatcher = createTriggerDispatcher({
        functionsEmulatorUrl: server.url,
        projectId: "p",
        triggers: [trigger("created", "brands/{brandId}")],
        backoffMs: 5,
      });
      dispatcher.dispatch(change("brands/b1", null, { a: { integerValue: "1" } }));
      dispatcher.dispatch(change("brands/b2", null, { a: { integerValue: "1" } }));
      await dispatcher.drain();
      expect(server.requests.map((r) => r.url.split("/").pop())).to.include("us-central1-fn-created-2");
      expect(server.requests.at(-1).url).to.match(/-2$/);
      expect(dispatcher.stats).to.deep.include({ delivered: 2, failed: 0 });
    });

    it("discovers the triggers from the Functions emulator's /backends, and ignores other projects", async () => {
      server = await fakeFunctionsEmulator(undefined, {
        backends: [
          {
            functionTriggers: [
              { id: "us-central1-api", httpsTrigger: {} },
              {
                id: "us-central1-onBrandDeleted",
                eventTrigger: {
                  eventType: `${T}deleted`,
                  eventFilters: { database: "(default)", namespace: "(default)" },
                  eventFilterPathPatterns: { document: "brands/{brandId}" },
                },
              },
            ],
          },
        ],
      });
      const dispatcher = createTriggerDispatcher({ functionsEmulatorUrl: server.url, projectId: "p" });
      dispatcher.dispatch(change("brands/b1", { a: { integerValue: "1" } }, null));
      dispatcher.dispatch(change("brands/b1", null, { a: { integerValue: "1" } })); // a create: no trigger
      dispatcher.dispatch(change("brands/b2", { a: { integerValue: "1" } }, null, "other-project"));
      await dispatcher.drain();
      expect(server.requests.map((r) => [r.url, r.headers["ce-document"]])).to.deep.equal([
        ["/functions/projects/p/triggers/us-central1-onBrandDeleted-0", "brands/b1"],
      ]);
      expect(await dispatcher.refreshTriggers()).to.have.length(1);
    });

    it("drain() resolves at once when nothing is queued, and close() stops accepting changes", async () => {
      server = await fakeFunctionsEmulator();
      const dispatcher = createTriggerDispatcher({ functionsEmulatorUrl: server.url, projectId: "p", triggers: [trigger("written", "{doc=**}")] });
      await dispatcher.drain();
      await dispatcher.close();
      dispatcher.dispatch(change("brands/b1", null, { a: { integerValue: "1" } }));
      await dispatcher.drain();
      expect(server.requests).to.have.length(0);
    });
  });
});
