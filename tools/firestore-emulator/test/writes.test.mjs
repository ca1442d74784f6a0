import { expect } from "chai";
import { db, errorOf, FieldValue, GRPC, requireOwnEmulator, Timestamp, uniqueCollection } from "./support/context.mjs";

describe("writes", () => {
  let col;
  beforeEach(() => {
    col = db().collection(uniqueCollection("writes"));
  });

  describe("set, merge and update", () => {
    it("set replaces the document; set with merge and update keep other fields", async () => {
      const ref = col.doc("d");
      await ref.set({ a: 1, b: { c: 2, d: 3 } });
      await ref.set({ x: 1 });
      expect((await ref.get()).data()).to.deep.equal({ x: 1 });
      await ref.set({ b: { c: 9 } }, { merge: true });
      expect((await ref.get()).data()).to.deep.equal({ x: 1, b: { c: 9 } });
      await ref.update({ "b.d": 4, y: true });
      expect((await ref.get()).data()).to.deep.equal({ x: 1, b: { c: 9, d: 4 }, y: true });
    });

    it("update with a dotted path replaces only that nested field", async () => {
      const ref = col.doc("d");
      await ref.set({ profile: { name: "A", age: 3 } });
      await ref.update({ "profile.name": "B" });
      expect((await ref.get()).data()).to.deep.equal({ profile: { name: "B", age: 3 } });
      await ref.update({ profile: { name: "C" } });
      expect((await ref.get()).data()).to.deep.equal({ profile: { name: "C" } });
    });

    it("FieldValue.delete() removes top-level and nested fields", async () => {
      const ref = col.doc("d");
      await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
      await ref.update({ a: FieldValue.delete(), "m.x": FieldValue.delete() });
      expect((await ref.get()).data()).to.deep.equal({ b: 2, m: { y: 2 } });
      await ref.set({ b: FieldValue.delete() }, { merge: true });
      expect((await ref.get()).data()).to.deep.equal({ m: { y: 2 } });
    });

    it("keeps createTime and advances updateTime", async () => {
      const ref = col.doc("d");
      await ref.set({ a: 1 });
      const first = await ref.get();
      await ref.update({ a: 2 });
      const second = await ref.get();
      expect(second.createTime.isEqual(first.createTime)).to.equal(true);
      expect(second.updateTime.toMillis() >= first.updateTime.toMillis()).to.equal(true);
      expect(second.updateTime.isEqual(first.updateTime)).to.equal(false);
    });

    it("stores and returns every value type", async () => {
      const ref = col.doc("types");
      const data = {
        str: "héllo 👋",
        int: 42,
        big: 9007199254740993n,
        dbl: 1.5,
        nan: NaN,
        bool: false,
        nil: null,
        ts: Timestamp.fromMillis(1700000000123),
        bytes: Buffer.from([0, 1, 255]),
        ref: col.doc("other"),
        arr: [1, "two", { three: 3 }],
        map: { deep: { deeper: [true] } },
      };
      await ref.set(data);
      const got = db().collection(col.id).doc("types");
      const snap = await got.get();
      const back = snap.data();
      expect(back.str).to.equal(data.str);
      expect(back.int).to.equal(42);
      expect(back.dbl).to.equal(1.5);
      expect(Number.isNaN(back.nan)).to.equal(true);
      expect(back.bool).to.equal(false);
      expect(back.nil).to.equal(null);
      expect(back.ts.toMillis()).to.equal(1700000000123);
      expect(Buffer.from(back.bytes).equals(data.bytes)).to.equal(true);
      expect(back.ref.path).to.equal(data.ref.path);
      expect(back.arr).to.deep.equal(data.arr);
      expect(back.map).to.deep.equal(data.map);
    });
  });

  describe("preconditions", () => {
    it("create() fails with ALREADY_EXISTS on an existing document", async () => {
      await col.doc("d").create({ a: 1 });
      const err = await errorOf(col.doc("d").create({ a: 2 }));
      expect(err.code).to.equal(GRPC.ALREADY_EXISTS);
    });

    it("update() fails with NOT_FOUND on a missing document", async () => {
      const err = await errorOf(col.doc("missing").update({ a: 1 }));
      expect(err.code).to.equal(GRPC.NOT_FOUND);
    });

    it("delete with exists: true fails with NOT_FOUND on a missing document", async () => {
      const err = await errorOf(col.doc("missing").delete({ exists: true }));
      expect(err.code).to.equal(GRPC.NOT_FOUND);
      await col.doc("missing").delete(); // without precondition: fine
    });

    it("lastUpdateTime preconditions: match succeeds, stale fails with FAILED_PRECONDITION", async () => {
      const ref = col.doc("d");
      await ref.set({ a: 1 });
      const snap = await ref.get();
      await ref.update({ a: 2 }, { lastUpdateTime: snap.updateTime });
      const err = await errorOf(ref.update({ a: 3 }, { lastUpdateTime: snap.updateTime }));
      expect(err.code).to.equal(GRPC.FAILED_PRECONDITION);
      const err2 = await errorOf(ref.delete({ lastUpdateTime: snap.updateTime }));
      expect(err2.code).to.equal(GRPC.FAILED_PRECONDITION);
      expect((await ref.get()).data()).to.deep.equal({ a: 2 });
    });
  });

  describe("field transforms", () => {
    it("increment integers and doubles, top-level and dotted, creating missing fields", async () => {
      const ref = col.doc("d");
      await ref.set({ n: 1, m: { count: 10 } });
      await ref.update({ n: FieldValue.increment(2), "m.count": FieldValue.increment(-3), "m.fresh": FieldValue.increment(1) });
      expect((await ref.get()).data()).to.deep.equal({ n: 3, m: { count: 7, fresh: 1 } });
      await ref.update({ n: FieldValue.increment(0.5) });
      expect((await ref.get()).get("n")).to.equal(3.5);
      await ref.set({ s: "text" }, { merge: true });
      await ref.update({ s: FieldValue.increment(5) }); // non-numeric: replaced by the operand
      expect((await ref.get()).get("s")).to.equal(5);
    });

    it("increment inside set() with merge creates the document", async () => {
      const ref = col.doc("counter");
      await ref.set({ hits: FieldValue.increment(1) }, { merge: true });
      await ref.set({ hits: FieldValue.increment(1) }, { merge: true });
      expect((await ref.get()).data()).to.deep.equal({ hits: 2 });
    });

    it("arrayUnion and arrayRemove", async () => {
      const ref = col.doc("d");
      await ref.set({ tags: ["a", "b"] });
      await ref.update({ tags: FieldValue.arrayUnion("b", "c", "c") });
      expect((await ref.get()).get("tags")).to.deep.equal(["a", "b", "c"]);
      await ref.update({ tags: FieldValue.arrayRemove("a", "zzz") });
      expect((await ref.get()).get("tags")).to.deep.equal(["b", "c"]);
      await ref.update({ fresh: FieldValue.arrayUnion(1), gone: FieldValue.arrayRemove(1) });
      const data = (await ref.get()).data();
      expect(data.fresh).to.deep.equal([1]);
      expect(data.gone).to.deep.equal([]);
    });

    it("arrayUnion and arrayRemove compare maps by value", async () => {
      const ref = col.doc("d");
      await ref.set({ items: [{ id: 1 }, { id: 2 }] });
      await ref.update({ items: FieldValue.arrayRemove({ id: 1 }) });
      await ref.update({ items: FieldValue.arrayUnion({ id: 2 }, { id: 3 }) });
      expect((await ref.get()).get("items")).to.deep.equal([{ id: 2 }, { id: 3 }]);
    });

    it("serverTimestamp is the commit time, also inside maps", async () => {
      const ref = col.doc("d");
      const result = await ref.set({ at: FieldValue.serverTimestamp(), meta: { at: FieldValue.serverTimestamp() } });
      const snap = await ref.get();
      expect(snap.get("at")).to.be.instanceOf(Timestamp);
      expect(snap.get("at").isEqual(result.writeTime)).to.equal(true);
      expect(snap.get("meta.at").isEqual(snap.get("at"))).to.equal(true);
      expect(snap.updateTime.isEqual(result.writeTime)).to.equal(true);
    });
  });

  describe("batches and multi-document reads", () => {
    it("a batch commits all writes at one time, or none", async () => {
      const batch = db().batch();
      batch.set(col.doc("a"), { v: 1 });
      batch.set(col.doc("b"), { v: 2 });
      batch.delete(col.doc("c"));
      const results = await batch.commit();
      expect(results).to.have.length(3);
      expect(results[0].writeTime.isEqual(results[1].writeTime)).to.equal(true);

      const failing = db().batch();
      failing.set(col.doc("x"), { v: 1 });
      failing.update(col.doc("missing"), { v: 1 });
      const err = await errorOf(failing.commit());
      expect(err.code).to.equal(GRPC.NOT_FOUND);
      expect((await col.doc("x").get()).exists).to.equal(false);
    });

    it("getAll returns found and missing documents in request order, with field masks", async () => {
      await col.doc("a").set({ v: 1, w: 2 });
      await col.doc("c").set({ v: 3, w: 4 });
      const snaps = await db().getAll(col.doc("c"), col.doc("b"), col.doc("a"));
      expect(snaps.map((s) => [s.id, s.exists])).to.deep.equal([
        ["c", true],
        ["b", false],
        ["a", true],
      ]);
      const masked = await db().getAll(col.doc("a"), { fieldMask: ["v"] });
      expect(masked[0].data()).to.deep.equal({ v: 1 });
    });

    it("BulkWriter writes many documents", async () => {
      const writer = db().bulkWriter();
      for (let i = 0; i < 120; i++) writer.set(col.doc(`doc${i}`), { i });
      writer.update(col.doc("doc0"), { updated: true });
      await writer.close();
      expect((await col.count().get()).data().count).to.equal(120);
      expect((await col.doc("doc0").get()).data()).to.deep.equal({ i: 0, updated: true });
    });

    it("BulkWriter reports a failing write without failing the others", async () => {
      const writer = db().bulkWriter();
      const failures = [];
      writer.onWriteError((err) => {
        failures.push(err.code);
        return false;
      });
      const ok = writer.create(col.doc("new"), { v: 1 });
      const bad = writer.update(col.doc("missing"), { v: 1 }).catch((err) => err);
      await writer.close();
      await ok;
      expect((await bad).code).to.equal(GRPC.NOT_FOUND);
      expect(failures).to.deep.equal([GRPC.NOT_FOUND]);
      expect((await col.doc("new").get()).exists).to.equal(true);
    });
  });

  describe("listing and recursive delete", () => {
    it("listDocuments includes documents that only have subcollections", async () => {
      await col.doc("real").set({ v: 1 });
      await col.doc("ghost").collection("sub").doc("s").set({ v: 2 });
      const refs = await col.listDocuments();
      expect(refs.map((r) => r.id).sort()).to.deep.equal(["ghost", "real"]);
      expect((await col.doc("ghost").get()).exists).to.equal(false);
    });

    it("listCollections lists the subcollections of a document", async () => {
      await col.doc("p").collection("one").doc("x").set({});
      await col.doc("p").collection("two").doc("y").collection("deep").doc("z").set({});
      const ids = (await col.doc("p").listCollections()).map((c) => c.id).sort();
      expect(ids).to.deep.equal(["one", "two"]);
      const rootIds = (await db().listCollections()).map((c) => c.id);
      expect(rootIds).to.include(col.id);
    });

    it("recursiveDelete removes a collection and everything below it, and only that", async () => {
      const keep = db().collection(`${col.id}-keep`).doc("k");
      await keep.set({ v: 1 });
      await col.doc("a").set({ v: 1 });
      await col.doc("a").collection("sub").doc("b").set({ v: 2 });
      await col.doc("ghost").collection("sub").doc("c").collection("deeper").doc("d").set({ v: 3 });
      await db().recursiveDelete(col);
      expect((await col.get()).size).to.equal(0);
      expect(await col.listDocuments()).to.have.length(0);
      expect((await col.doc("ghost").collection("sub").doc("c").collection("deeper").get()).size).to.equal(0);
      expect((await keep.get()).exists).to.equal(true);
    });

    it("recursiveDelete of a document removes its subcollections", async () => {
      await col.doc("a").set({ v: 1 });
      await col.doc("a").collection("sub").doc("b").set({ v: 2 });
      await col.doc("z").set({ v: 3 });
      await db().recursiveDelete(col.doc("a"));
      expect((await col.doc("a").collection("sub").get()).size).to.equal(0);
      expect((await col.get()).docs.map((d) => d.id)).to.deep.equal(["z"]);
    });
  });

  describe("limits", () => {
    it("refuses a document over 1 MiB with INVALID_ARGUMENT and accepts a large one under it", async () => {
      const err = await errorOf(col.doc("big").set({ s: "x".repeat(1024 * 1024) }));
      expect(err.code).to.equal(GRPC.INVALID_ARGUMENT);
      expect((await col.doc("big").get()).exists).to.equal(false);
      await col.doc("ok").set({ s: "y".repeat(1023 * 1024) });
      expect((await col.doc("ok").get()).get("s")).to.have.length(1023 * 1024);
    });

    it("counts document size as Firestore documents it (name + fields + 32 bytes)", async function () {
      requireOwnEmulator(this); // the exact byte count is this emulator's reading of the documented formula
      // name: each ID + 1, plus 16; field: "s" + 1; string value: length + 1; document: + 32
      const overhead = col.id.length + 1 + ("ok".length + 1) + 16 + 2 + 1 + 32;
      await col.doc("ok").set({ s: "y".repeat(1024 * 1024 - overhead) });
      const err = await errorOf(col.doc("ok").set({ s: "y".repeat(1024 * 1024 - overhead + 1) }));
      expect(err.code).to.equal(GRPC.INVALID_ARGUMENT);
    });

    it("refuses an update that makes a document too big", async () => {
      const ref = col.doc("grow");
      await ref.set({ a: "x".repeat(600 * 1024) });
      const err = await errorOf(ref.update({ b: "y".repeat(600 * 1024) }));
      expect(err.code).to.equal(GRPC.INVALID_ARGUMENT);
      expect((await ref.get()).get("b")).to.equal(undefined);
    });
  });
});
