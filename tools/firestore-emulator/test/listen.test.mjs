import { expect } from "chai";
import { db, uniqueCollection } from "./support/context.mjs";

/** onSnapshot listeners (the Listen RPC). */
describe("listeners", () => {
  /** Collects snapshots and lets a test wait for the next one matching a condition. */
  function watch(queryOrRef) {
    const snapshots = [];
    const waiters = [];
    const unsubscribe = queryOrRef.onSnapshot((snap) => {
      snapshots.push(snap);
      for (const w of [...waiters]) {
        if (w.test(snap)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(snap);
        }
      }
    });
    const next = (test = () => true) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching snapshot within 5 s")), 5000);
        waiters.push({ test, resolve: (s) => (clearTimeout(timer), resolve(s)) });
      });
    return { snapshots, next, unsubscribe };
  }

  it("a query listener sees documents enter, change and leave", async () => {
    const col = db().collection(uniqueCollection("listen"));
    await col.doc("a").set({ open: true, v: 1 });
    await col.doc("b").set({ open: false, v: 2 });
    const w = watch(col.where("open", "==", true));
    try {
      const first = await w.next();
      expect(first.docs.map((d) => d.id)).to.deep.equal(["a"]);

      const entered = w.next((s) => s.size === 2);
      await col.doc("b").update({ open: true });
      expect((await entered).docChanges().map((c) => [c.type, c.doc.id])).to.deep.equal([["added", "b"]]);

      const modified = w.next((s) => s.docChanges().some((c) => c.type === "modified"));
      await col.doc("a").update({ v: 10 });
      expect((await modified).docs.find((d) => d.id === "a").get("v")).to.equal(10);

      const left = w.next((s) => s.size === 1);
      await col.doc("a").update({ open: false });
      expect((await left).docChanges().map((c) => [c.type, c.doc.id])).to.deep.equal([["removed", "a"]]);

      const deleted = w.next((s) => s.size === 0);
      await col.doc("b").delete();
      expect((await deleted).empty).to.equal(true);
    } finally {
      w.unsubscribe();
    }
  });

  it("a document listener sees creation, updates and deletion", async () => {
    const ref = db().collection(uniqueCollection("listen")).doc("d");
    const w = watch(ref);
    try {
      expect((await w.next()).exists).to.equal(false);
      const created = w.next((s) => s.exists);
      await ref.set({ v: 1 });
      expect((await created).get("v")).to.equal(1);
      const updated = w.next((s) => s.get("v") === 2);
      await ref.update({ v: 2 });
      await updated;
      const deleted = w.next((s) => !s.exists);
      await ref.delete();
      await deleted;
    } finally {
      w.unsubscribe();
    }
  });

  it("an ordered, limited listener keeps the top documents", async () => {
    const col = db().collection(uniqueCollection("listen"));
    await col.doc("a").set({ score: 1 });
    await col.doc("b").set({ score: 5 });
    const w = watch(col.orderBy("score", "desc").limit(2));
    try {
      expect((await w.next()).docs.map((d) => d.id)).to.deep.equal(["b", "a"]);
      const changed = w.next((s) => s.docs[0]?.id === "c");
      await col.doc("c").set({ score: 9 });
      expect((await changed).docs.map((d) => d.id)).to.deep.equal(["c", "b"]);
    } finally {
      w.unsubscribe();
    }
  });
});
