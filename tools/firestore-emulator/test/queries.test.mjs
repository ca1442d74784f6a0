import { expect } from "chai";
import { db, FieldPath, Filter, uniqueCollection } from "./support/context.mjs";

/** The IDs a query returns, in order. */
const ids = async (query) => (await query.get()).docs.map((d) => d.id);

describe("queries", () => {
  let col;

  before(async () => {
    col = db().collection(uniqueCollection("queries"));
    const batch = db().batch();
    const docs = {
      a: { n: 1, s: "apple", tags: ["red", "fruit"], nested: { rank: 3 }, group: "x", flag: true },
      b: { n: 2, s: "banana", tags: ["yellow", "fruit"], nested: { rank: 1 }, group: "x", flag: false },
      c: { n: 3, s: "cherry", tags: ["red"], nested: { rank: 2 }, group: "y", nullable: null },
      d: { n: 4, s: "date", tags: [], group: "y", nullable: "set" },
      e: { n: 5.5, s: "elder", group: "z" },
      f: { s: "fig", group: "z", nullable: null }, // no "n"
      g: { n: "7", s: "grape", group: "z" }, // "n" is a string
    };
    for (const [id, data] of Object.entries(docs)) batch.set(col.doc(id), data);
    await batch.commit();
  });

  describe("orderBy and limit", () => {
    it("orders ascending and descending, numbers of both kinds together, strings after numbers", async () => {
      expect(await ids(col.orderBy("n"))).to.deep.equal(["a", "b", "c", "d", "e", "g"]);
      expect(await ids(col.orderBy("n", "desc"))).to.deep.equal(["g", "e", "d", "c", "b", "a"]);
    });

    it("excludes documents that lack the orderBy field", async () => {
      expect(await ids(col.orderBy("n"))).to.not.include("f");
      expect(await ids(col.orderBy("nested.rank"))).to.deep.equal(["b", "c", "a"]);
    });

    it("breaks ties by document name, in the direction of the last orderBy", async () => {
      expect(await ids(col.orderBy("group"))).to.deep.equal(["a", "b", "c", "d", "e", "f", "g"]);
      expect(await ids(col.orderBy("group", "desc"))).to.deep.equal(["g", "f", "e", "d", "c", "b", "a"]);
    });

    it("applies limit and limitToLast", async () => {
      expect(await ids(col.orderBy("n").limit(2))).to.deep.equal(["a", "b"]);
      expect(await ids(col.orderBy("n").limitToLast(2))).to.deep.equal(["e", "g"]);
    });

    it("orders by document ID, both directions", async () => {
      expect(await ids(col.orderBy(FieldPath.documentId()))).to.deep.equal(["a", "b", "c", "d", "e", "f", "g"]);
      expect(await ids(col.orderBy(FieldPath.documentId(), "desc").limit(3))).to.deep.equal(["g", "f", "e"]);
    });

    it("filters by document ID", async () => {
      expect(await ids(col.where(FieldPath.documentId(), "==", "c"))).to.deep.equal(["c"]);
      expect(await ids(col.where(FieldPath.documentId(), ">", "e"))).to.deep.equal(["f", "g"]);
      expect(await ids(col.where(FieldPath.documentId(), "in", ["a", "g"]))).to.deep.equal(["a", "g"]);
    });
  });

  describe("cursors and offset", () => {
    it("startAt / startAfter / endAt / endBefore with values", async () => {
      const q = col.orderBy("n");
      expect(await ids(q.startAt(2))).to.deep.equal(["b", "c", "d", "e", "g"]);
      expect(await ids(q.startAfter(2))).to.deep.equal(["c", "d", "e", "g"]);
      expect(await ids(q.endAt(3))).to.deep.equal(["a", "b", "c"]);
      expect(await ids(q.endBefore(3))).to.deep.equal(["a", "b"]);
      expect(await ids(q.startAfter(1).endAt(4))).to.deep.equal(["b", "c", "d"]);
    });

    it("cursors follow descending order", async () => {
      expect(await ids(col.orderBy("n", "desc").startAfter(4).endAt(2))).to.deep.equal(["c", "b"]);
    });

    it("cursors from document snapshots (with the implicit name order)", async () => {
      const c = await col.doc("c").get();
      expect(await ids(col.orderBy("n").startAfter(c))).to.deep.equal(["d", "e", "g"]);
      expect(await ids(col.orderBy("n").startAt(c))).to.deep.equal(["c", "d", "e", "g"]);
      expect(await ids(col.orderBy("n").endBefore(c))).to.deep.equal(["a", "b"]);
      expect(await ids(col.orderBy("n").endAt(c))).to.deep.equal(["a", "b", "c"]);
      // Ties on the ordered field are broken by the document name in the cursor.
      const b = await col.doc("b").get();
      expect(await ids(col.orderBy("group").startAfter(b))).to.deep.equal(["c", "d", "e", "f", "g"]);
      expect(await ids(col.startAfter(b))).to.deep.equal(["c", "d", "e", "f", "g"]);
    });

    it("partial cursors on multi-field orders", async () => {
      expect(await ids(col.orderBy("group").orderBy("s").startAt("y"))).to.deep.equal(["c", "d", "e", "f", "g"]);
      expect(await ids(col.orderBy("group").orderBy("s").startAfter("y", "cherry"))).to.deep.equal(["d", "e", "f", "g"]);
    });

    it("paginates with startAfter(lastSnapshot)", async () => {
      const seen = [];
      let last = null;
      for (;;) {
        let page = col.orderBy("s").limit(3);
        if (last) page = page.startAfter(last);
        const snap = await page.get();
        if (snap.empty) break;
        seen.push(...snap.docs.map((d) => d.id));
        last = snap.docs[snap.docs.length - 1];
      }
      expect(seen).to.deep.equal(["a", "b", "c", "d", "e", "f", "g"]);
    });

    it("applies offset after cursors and before limit", async () => {
      expect(await ids(col.orderBy("n").offset(2))).to.deep.equal(["c", "d", "e", "g"]);
      expect(await ids(col.orderBy("n").offset(1).limit(2))).to.deep.equal(["b", "c"]);
      expect(await ids(col.orderBy("n").startAfter(1).offset(1).limit(2))).to.deep.equal(["c", "d"]);
    });
  });

  describe("select", () => {
    it("returns only the selected fields, including nested paths", async () => {
      const snap = await col.where("group", "==", "x").select("s", "nested.rank").get();
      expect(snap.docs.map((d) => d.data())).to.deep.equal([
        { s: "apple", nested: { rank: 3 } },
        { s: "banana", nested: { rank: 1 } },
      ]);
    });

    it("select() with no fields returns empty documents", async () => {
      const snap = await col.where("group", "==", "x").select().get();
      expect(snap.docs.map((d) => [d.id, d.data()])).to.deep.equal([
        ["a", {}],
        ["b", {}],
      ]);
    });
  });

  describe("filters", () => {
    it("== and != (!= excludes missing fields and nulls)", async () => {
      expect(await ids(col.where("group", "==", "y"))).to.deep.equal(["c", "d"]);
      expect(await ids(col.where("nullable", "!=", "set"))).to.deep.equal([]);
      expect(await ids(col.where("group", "!=", "z"))).to.deep.equal(["a", "b", "c", "d"]);
    });

    it("== null matches only documents whose field is null", async () => {
      expect(await ids(col.where("nullable", "==", null))).to.deep.equal(["c", "f"]);
      expect(await ids(col.where("nullable", "!=", null))).to.deep.equal(["d"]);
    });

    it("== compares integers and doubles numerically", async () => {
      expect(await ids(col.where("n", "==", 1.0))).to.deep.equal(["a"]);
      expect(await ids(col.where("n", "==", 5.5))).to.deep.equal(["e"]);
    });

    it("range filters stay within the value's type", async () => {
      expect(await ids(col.where("n", ">", 2))).to.deep.equal(["c", "d", "e"]);
      expect(await ids(col.where("n", ">=", 2).where("n", "<", 4))).to.deep.equal(["b", "c"]);
      expect(await ids(col.where("n", "<=", 1))).to.deep.equal(["a"]);
      expect(await ids(col.where("n", ">", "0"))).to.deep.equal(["g"]);
    });

    it("range filters never match NaN, though NaN orders before every other number", async () => {
      const nums = db().collection(uniqueCollection("nan"));
      const batch = db().batch();
      batch.set(nums.doc("nan"), { v: NaN });
      batch.set(nums.doc("minusInf"), { v: -Infinity });
      batch.set(nums.doc("one"), { v: 1 });
      batch.set(nums.doc("big"), { v: 2.5 });
      await batch.commit();
      expect(await ids(nums.orderBy("v"))).to.deep.equal(["nan", "minusInf", "one", "big"]);
      expect(await ids(nums.where("v", "<", 2))).to.deep.equal(["minusInf", "one"]);
      expect(await ids(nums.where("v", "<=", 1))).to.deep.equal(["minusInf", "one"]);
      expect(await ids(nums.where("v", ">=", -Infinity))).to.deep.equal(["minusInf", "one", "big"]);
      expect(await ids(nums.where("v", ">", -Infinity))).to.deep.equal(["one", "big"]);
      expect(await ids(nums.where("v", "<", 2).orderBy("v", "desc").limit(5))).to.deep.equal(["one", "minusInf"]);
      // Equality and != still see it.
      expect(await ids(nums.where("v", "==", NaN))).to.deep.equal(["nan"]);
      expect(await ids(nums.where("v", "!=", 1))).to.deep.equal(["nan", "minusInf", "big"]);
    });

    it("range filters order results by the filtered field", async () => {
      expect(await ids(col.where("nested.rank", ">", 0))).to.deep.equal(["b", "c", "a"]);
    });

    it("in and not-in", async () => {
      expect(await ids(col.where("group", "in", ["x", "z"]))).to.deep.equal(["a", "b", "e", "f", "g"]);
      expect(await ids(col.where("group", "not-in", ["x", "z"]))).to.deep.equal(["c", "d"]);
      expect(await ids(col.where("n", "in", [2, 5.5]))).to.deep.equal(["b", "e"]);
    });

    it("array-contains and array-contains-any", async () => {
      expect(await ids(col.where("tags", "array-contains", "red"))).to.deep.equal(["a", "c"]);
      expect(await ids(col.where("tags", "array-contains-any", ["yellow", "red"]))).to.deep.equal(["a", "b", "c"]);
      expect(await ids(col.where("tags", "array-contains", "fruit").where("group", "==", "x"))).to.deep.equal(["a", "b"]);
    });

    it("dotted field paths in where and orderBy", async () => {
      expect(await ids(col.where("nested.rank", "==", 2))).to.deep.equal(["c"]);
      expect(await ids(col.where("nested.rank", "<", 3).orderBy("nested.rank", "desc"))).to.deep.equal(["c", "b"]);
    });

    it("inequalities on several fields, ordered by those fields", async () => {
      expect(await ids(col.where("n", ">", 1).where("s", "<", "e"))).to.deep.equal(["b", "c", "d"]);
      expect(await ids(col.where("n", ">", 1).where("s", "<", "e").orderBy("s", "desc"))).to.deep.equal(["d", "c", "b"]);
    });

    it("OR filters, nested with AND", async () => {
      const q = col.where(Filter.or(Filter.and(Filter.where("group", "==", "x"), Filter.where("flag", "==", false)), Filter.where("s", "==", "fig")));
      expect(await ids(q)).to.deep.equal(["b", "f"]);
      // An inequality anywhere orders the query by that field, which excludes documents lacking it ("f" has no n).
      const withInequality = col.where(Filter.or(Filter.and(Filter.where("group", "==", "x"), Filter.where("n", ">", 1)), Filter.where("s", "==", "fig")));
      expect(await ids(withInequality)).to.deep.equal(["b"]);
      const q2 = col.where(Filter.or(Filter.where("tags", "array-contains", "red"), Filter.where("group", "==", "z")));
      expect(await ids(q2)).to.deep.equal(["a", "c", "e", "f", "g"]);
    });

    it("AND containing OR", async () => {
      const q = col.where(Filter.and(Filter.where("group", "in", ["x", "y"]), Filter.or(Filter.where("n", "==", 1), Filter.where("n", "==", 4))));
      expect(await ids(q)).to.deep.equal(["a", "d"]);
    });
  });

  describe("collection groups", () => {
    it("finds documents in subcollections at any depth, and only under the given parent", async () => {
      const groupId = uniqueCollection("grp");
      const root = db().collection(uniqueCollection("parents"));
      await Promise.all([
        root.doc("p1").collection(groupId).doc("x").set({ v: 1 }),
        root.doc("p1").collection("other").doc("o").collection(groupId).doc("y").set({ v: 2 }),
        root.doc("p2").collection(groupId).doc("z").set({ v: 3 }),
        db().collection(groupId).doc("top").set({ v: 4 }),
      ]);
      const all = await db().collectionGroup(groupId).orderBy("v").get();
      expect(all.docs.map((d) => d.ref.path)).to.deep.equal([
        `${root.id}/p1/${groupId}/x`,
        `${root.id}/p1/other/o/${groupId}/y`,
        `${root.id}/p2/${groupId}/z`,
        `${groupId}/top`,
      ]);
      const filtered = await db().collectionGroup(groupId).where("v", ">=", 2).get();
      expect(filtered.size).to.equal(3);
    });
  });
});
