import { expect } from "chai";
import { db, errorOf, FieldValue, GRPC, newFirestoreClient, uniqueCollection } from "./support/context.mjs";

describe("transactions", () => {
  let col;
  beforeEach(() => {
    col = db().collection(uniqueCollection("tx"));
  });

  it("two clients incrementing one counter 50 times each in transactions end at 100", async () => {
    const clientA = newFirestoreClient();
    const clientB = newFirestoreClient();
    const path = `${col.id}/counter`;
    await db().doc(path).set({ n: 0 });
    const incrementMany = async (client) => {
      for (let i = 0; i < 50; i++) {
        await client.runTransaction(async (t) => {
          const ref = client.doc(path);
          const snap = await t.get(ref);
          t.update(ref, { n: snap.get("n") + 1 });
        });
      }
    };
    await Promise.all([incrementMany(clientA), incrementMany(clientB)]);
    expect((await db().doc(path).get()).get("n")).to.equal(100);
  });

  it("a transaction whose read document changed before commit fails with ABORTED", async () => {
    const other = newFirestoreClient();
    const ref = col.doc("d");
    await ref.set({ v: 1 });
    const err = await errorOf(
      db().runTransaction(
        async (t) => {
          const snap = await t.get(ref);
          await other.doc(ref.path).update({ v: 2 }); // a concurrent write to what we read
          t.update(ref, { v: snap.get("v") + 10 });
        },
        { maxAttempts: 1 },
      ),
    );
    expect(err.code).to.equal(GRPC.ABORTED);
    expect((await ref.get()).get("v")).to.equal(2);
  });

  it("a transaction retried after a conflict sees the new value", async () => {
    const other = newFirestoreClient();
    const ref = col.doc("d");
    await ref.set({ v: 1 });
    let attempts = 0;
    await db().runTransaction(async (t) => {
      attempts++;
      const snap = await t.get(ref);
      if (attempts === 1) await other.doc(ref.path).update({ v: 5 });
      t.update(ref, { v: snap.get("v") + 1 });
    });
    expect(attempts).to.equal(2);
    expect((await ref.get()).get("v")).to.equal(6);
  });

  it("a transaction that read a missing document aborts if it gets created", async () => {
    const other = newFirestoreClient();
    const ref = col.doc("new");
    const err = await errorOf(
      db().runTransaction(
        async (t) => {
          const snap = await t.get(ref);
          expect(snap.exists).to.equal(false);
          await other.doc(ref.path).set({ by: "other" });
          t.set(ref, { by: "tx" });
        },
        { maxAttempts: 1 },
      ),
    );
    expect(err.code).to.equal(GRPC.ABORTED);
    expect((await ref.get()).get("by")).to.equal("other");
  });

  it("a transaction whose query result changed before commit fails with ABORTED", async () => {
    const other = newFirestoreClient();
    await col.doc("a").set({ open: true });
    const err = await errorOf(
      db().runTransaction(
        async (t) => {
          const open = await t.get(col.where("open", "==", true));
          await other.collection(col.id).doc("b").set({ open: true });
          t.set(col.doc("summary"), { openCount: open.size });
        },
        { maxAttempts: 1 },
      ),
    );
    expect(err.code).to.equal(GRPC.ABORTED);
  });

  it("writes outside the read set do not abort a transaction", async () => {
    const other = newFirestoreClient();
    await col.doc("a").set({ v: 1 });
    await db().runTransaction(
      async (t) => {
        const snap = await t.get(col.doc("a"));
        await other.collection(col.id).doc("unrelated").set({ v: 9 });
        t.update(col.doc("a"), { v: snap.get("v") + 1 });
      },
      { maxAttempts: 1 },
    );
    expect((await col.doc("a").get()).get("v")).to.equal(2);
  });

  it("transactional reads with getAll, writes of every kind, all or nothing", async () => {
    await col.doc("a").set({ v: 1 });
    await col.doc("b").set({ v: 2 });
    await db().runTransaction(async (t) => {
      const [a, b] = await t.getAll(col.doc("a"), col.doc("b"));
      t.set(col.doc("sum"), { v: a.get("v") + b.get("v") });
      t.update(col.doc("a"), { v: FieldValue.increment(1) });
      t.delete(col.doc("b"));
    });
    expect((await col.doc("sum").get()).get("v")).to.equal(3);
    expect((await col.doc("a").get()).get("v")).to.equal(2);
    expect((await col.doc("b").get()).exists).to.equal(false);

    const err = await errorOf(
      db().runTransaction(async (t) => {
        t.set(col.doc("c"), { v: 1 });
        t.update(col.doc("missing"), { v: 1 });
      }),
    );
    expect(err.code).to.equal(GRPC.NOT_FOUND);
    expect((await col.doc("c").get()).exists).to.equal(false);
  });

  it("read-only transactions read consistently and cannot write", async () => {
    await col.doc("a").set({ v: 1 });
    const v = await db().runTransaction(async (t) => (await t.get(col.doc("a"))).get("v"), { readOnly: true });
    expect(v).to.equal(1);
  });
});
