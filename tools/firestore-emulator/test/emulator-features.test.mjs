import { expect } from "chai";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startFirestoreEmulator } from "../src/index.mjs";
import { db, FieldValue, GeoPoint, requireOwnEmulator, Timestamp, uniqueCollection } from "./support/context.mjs";

/** Features of this emulator that Google's does not have the same way: they skip against a foreign emulator. */

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("emulator features: onWrite (triggers)", function () {
  let emulator;
  let events;
  let unsubscribe;
  let col;

  before(function () {
    emulator = requireOwnEmulator(this);
  });
  beforeEach(() => {
    col = db().collection(uniqueCollection("trig"));
    events = [];
    unsubscribe = emulator.onWrite((change) => {
      if (change.path.startsWith(col.id + "/")) events.push(change);
    });
  });
  afterEach(() => unsubscribe?.());

  it("fires once per create, update and delete, with before/after proto documents", async () => {
    const ref = col.doc("d");
    await ref.set({ n: 1 });
    await ref.update({ n: FieldValue.increment(1), tag: "x" });
    await ref.delete();
    await settle();
    expect(events.map((e) => [Boolean(e.before), Boolean(e.after)])).to.deep.equal([
      [false, true],
      [true, true],
      [true, false],
    ]);
    const [created, updated, deleted] = events;
    expect(created.path).to.equal(`${col.id}/d`);
    expect(created.name).to.match(/^projects\/demo-vitrine-test\/databases\/\(default\)\/documents\//);
    expect(created.projectId).to.equal("demo-vitrine-test");
    expect(created.databaseId).to.equal("(default)");
    expect(created.after.fields).to.deep.equal({ n: { integerValue: "1" } });
    expect(created.after.createTime).to.have.keys(["seconds", "nanos"]);
    expect(updated.before.fields).to.deep.equal({ n: { integerValue: "1" } });
    expect(updated.after.fields).to.deep.equal({ n: { integerValue: "2" }, tag: { stringValue: "x" } });
    expect(updated.after.createTime).to.deep.equal(created.after.createTime);
    expect(deleted.before.fields.tag).to.deep.equal({ stringValue: "x" });
    expect(deleted.time).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it("does not fire for writes that change nothing", async () => {
    const ref = col.doc("d");
    await ref.set({ n: 1 });
    await ref.set({ n: 1 });
    await ref.set({ n: 1 }, { merge: true });
    await col.doc("never-existed").delete();
    await settle();
    expect(events).to.have.length(1);
  });

  it("fires once per document of a batch, once for a document written twice in it", async () => {
    const batch = db().batch();
    batch.set(col.doc("a"), { v: 1 });
    batch.set(col.doc("b"), { v: 1 });
    batch.set(col.doc("a"), { v: 2 });
    await batch.commit();
    await settle();
    expect(events.map((e) => [e.path.split("/")[1], e.after.fields.v.integerValue])).to.deep.equal([
      ["a", "2"],
      ["b", "1"],
    ]);
    expect(events[0].time).to.equal(events[1].time);
  });

  it("fires after the commit is applied, never for an aborted transaction", async () => {
    const ref = col.doc("d");
    let storedWhenFired = null;
    const off = emulator.onWrite((change) => {
      if (change.path === `${col.id}/d`) storedWhenFired ??= emulator.engine.store.get(change.name);
    });
    await ref.set({ n: 1 });
    await settle();
    off();
    expect(storedWhenFired.fields).to.deep.equal({ n: { integerValue: "1" } });

    await db()
      .runTransaction(
        async (t) => {
          await t.get(ref);
          await ref.update({ n: 2 }); // outside the transaction: the transaction will abort
          t.update(ref, { n: 3 });
        },
        { maxAttempts: 1 },
      )
      .catch(() => {});
    await settle();
    expect(events.map((e) => e.after?.fields.n.integerValue)).to.deep.equal(["1", "2"]);
  });

  it("a throwing listener does not break writes", async () => {
    const off = emulator.onWrite(() => {
      throw new Error("listener bug (expected in this test)");
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      await col.doc("d").set({ ok: true });
      await settle();
    } finally {
      console.error = quiet;
      off();
    }
    expect((await col.doc("d").get()).get("ok")).to.equal(true);
  });
});

describe("emulator features: export, import, clear", function () {
  let emulator;
  let dir;
  before(async function () {
    emulator = requireOwnEmulator(this);
    dir = await mkdtemp(path.join(os.tmpdir(), "firestore-export-"));
  });
  after(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("round-trips every value type, subcollections and times through exportTo + importFrom", async () => {
    const col = db().collection(uniqueCollection("exp"));
    await col.doc("all").set({
      s: "text ✓",
      i: 9007199254740993n,
      d: -0.25,
      nan: NaN,
      inf: -Infinity,
      b: true,
      n: null,
      t: Timestamp.fromMillis(1234567890123),
      bytes: Buffer.from("00ff10", "hex"),
      geo: new GeoPoint(48.85, 2.35),
      ref: col.doc("x"),
      arr: [1, { m: [2] }],
      map: { a: { b: "c" } },
    });
    await col.doc("ghost").collection("sub").doc("s").set({ v: 1 });
    const before = emulator.engine.store.get(`projects/demo-vitrine-test/databases/(default)/documents/${col.id}/all`);
    const snapBefore = await col.doc("all").get();

    const target = path.join(dir, "export");
    const { documentCount } = await emulator.exportTo(target);
    expect(documentCount).to.equal(emulator.engine.store.size);
    await emulator.clear();
    expect((await col.doc("all").get()).exists).to.equal(false);

    await emulator.importFrom(target);
    const after = emulator.engine.store.get(before.name);
    expect(after).to.deep.equal(before);
    const snapAfter = await col.doc("all").get();
    expect(snapAfter.updateTime.isEqual(snapBefore.updateTime)).to.equal(true);
    expect(snapAfter.get("i")).to.equal(snapBefore.get("i"));
    expect(Number.isNaN(snapAfter.get("nan"))).to.equal(true);
    expect(snapAfter.get("inf")).to.equal(-Infinity);
    expect((await col.doc("ghost").collection("sub").doc("s").get()).get("v")).to.equal(1);
    expect((await col.listDocuments()).map((r) => r.id).sort()).to.deep.equal(["all", "ghost"]);

    // Writes after an import get later times than the imported documents.
    await col.doc("all").update({ s: "new" });
    expect((await col.doc("all").get()).updateTime.toMillis() >= snapBefore.updateTime.toMillis()).to.equal(true);
  });

  it("exports every project and database, and a new emulator starts from the export", async () => {
    const other = "projects/demo-other/databases/(default)/documents/things/one";
    emulator.engine.commit("projects/demo-other/databases/(default)", [{ update: { name: other, fields: { v: { integerValue: "1" } } } }]);
    const target = path.join(dir, "multi");
    await emulator.exportTo(target);
    const second = await startFirestoreEmulator({ port: 0, importDir: target });
    try {
      expect(second.engine.store.get(other).fields).to.deep.equal({ v: { integerValue: "1" } });
      expect(second.engine.store.size).to.equal(emulator.engine.store.size);
    } finally {
      await second.stop();
    }
  });

  it("replaces a previous export atomically, leaving no temporary folders", async () => {
    const target = path.join(dir, "atomic");
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, "stale.txt"), "old");
    await emulator.exportTo(target);
    expect(existsSync(path.join(target, "stale.txt"))).to.equal(false);
    expect((await readdir(dir)).filter((f) => f.startsWith("atomic"))).to.deep.equal(["atomic"]);
    const metadata = JSON.parse(await readFile(path.join(target, "metadata.json"), "utf8"));
    expect(metadata.format).to.equal("vitrine-firestore-export");
  });

  it("starts empty when the import folder does not exist", async () => {
    const fresh = await startFirestoreEmulator({ port: 0, importDir: path.join(dir, "nothing-here") });
    try {
      expect(fresh.engine.store.size).to.equal(0);
    } finally {
      await fresh.stop();
    }
  });

  it("clear() drops every document without firing onWrite", async () => {
    // Its own emulator: clearing the shared one would wipe other tests' data.
    const own = await startFirestoreEmulator({ port: 0 });
    try {
      const database = "projects/demo-vitrine-test/databases/(default)";
      own.engine.commit(database, [{ update: { name: `${database}/documents/c/a`, fields: {} } }]);
      own.engine.commit(database, [{ update: { name: `${database}/documents/c/a/sub/b`, fields: {} } }]);
      const events = [];
      own.onWrite((e) => events.push(e));
      await own.clear();
      await settle();
      expect(events).to.have.length(0);
      expect(own.engine.store.size).to.equal(0);
      expect(own.engine.store.collectionIds(`${database}/documents`)).to.deep.equal([]);
    } finally {
      await own.stop();
    }
  });
});

describe("emulator features: billed operations (usage)", function () {
  let emulator;
  before(function () {
    emulator = requireOwnEmulator(this);
  });

  it("counts reads, writes and deletes as Firestore bills them", async () => {
    const col = db().collection(uniqueCollection("usage"));
    const before = emulator.usage();
    const delta = () => {
      const now = emulator.usage();
      return { reads: now.reads - before.reads, writes: now.writes - before.writes, deletes: now.deletes - before.deletes };
    };
    const batch = db().batch();
    for (const id of ["a", "b", "c"]) batch.set(col.doc(id), { n: 1 });
    await batch.commit();
    expect(delta()).to.deep.equal({ reads: 0, writes: 3, deletes: 0 });
    // A lookup of a missing document is a read; a query a read per document, at least one.
    await db().getAll(col.doc("a"), col.doc("missing"));
    await col.where("n", "==", 1).get();
    await col.where("n", "==", 2).get();
    expect(delta()).to.deep.equal({ reads: 2 + 3 + 1, writes: 3, deletes: 0 });
    // A count is a read per 1,000 entries it counts, at least one.
    await col.count().get();
    await db().runTransaction(async (tx) => {
      const snap = await tx.get(col.doc("a"));
      tx.update(snap.ref, { n: FieldValue.increment(1) });
      tx.delete(col.doc("b"));
    });
    expect(delta()).to.deep.equal({ reads: 2 + 3 + 1 + 1 + 1, writes: 4, deletes: 1 });
  });
});
