import { expect } from "chai";
import { AggregateField, db, uniqueCollection } from "./support/context.mjs";

describe("aggregations", () => {
  let col;
  before(async () => {
    col = db().collection(uniqueCollection("agg"));
    const batch = db().batch();
    batch.set(col.doc("a"), { price: 10, qty: 1, kind: "x" });
    batch.set(col.doc("b"), { price: 20.5, qty: 2, kind: "x" });
    batch.set(col.doc("c"), { price: "n/a", qty: 3, kind: "y" }); // not a number: ignored by sum/avg
    batch.set(col.doc("d"), { qty: 4, kind: "y" }); // no price
    batch.set(col.doc("e"), { price: null, kind: "y" });
    await batch.commit();
  });

  it("count() counts matching documents, honouring filters and limit", async () => {
    expect((await col.count().get()).data().count).to.equal(5);
    expect((await col.where("kind", "==", "y").count().get()).data().count).to.equal(3);
    expect((await col.limit(2).count().get()).data().count).to.equal(2);
  });

  it("sum() adds only numeric values; integers stay integers", async () => {
    expect((await col.aggregate({ total: AggregateField.sum("price") }).get()).data()).to.deep.equal({ total: 30.5 });
    expect((await col.aggregate({ units: AggregateField.sum("qty") }).get()).data()).to.deep.equal({ units: 10 });
  });

  it("average() divides by the documents that have a numeric value", async () => {
    expect((await col.aggregate({ avgPrice: AggregateField.average("price") }).get()).data()).to.deep.equal({ avgPrice: 15.25 });
    expect((await col.aggregate({ avgQty: AggregateField.average("qty") }).get()).data()).to.deep.equal({ avgQty: 2.5 });
  });

  // Firestore computes all the aggregations of one query from the same index entries, so it only
  // looks at documents that have every aggregated field (with any value: a non-number there is
  // still skipped by sum and average, but the document counts).
  it("several aggregations only see the documents that have every aggregated field", async () => {
    const books = db().collection(uniqueCollection("aggm"));
    const batch = db().batch();
    batch.set(books.doc("a"), { pages: 100, year: 1980 });
    batch.set(books.doc("b"), { pages: 50, year: 2020 });
    batch.set(books.doc("c"), { pages: 150, year: 2021 });
    batch.set(books.doc("d"), { pages: 50 }); // no year: left out of every aggregation below
    await batch.commit();
    const snap = await books
      .aggregate({
        count: AggregateField.count(),
        totalPages: AggregateField.sum("pages"),
        averagePages: AggregateField.average("pages"),
        averageYear: AggregateField.average("year"),
      })
      .get();
    expect(snap.data()).to.deep.equal({ count: 3, totalPages: 300, averagePages: 100, averageYear: 2007 });
    // Alone, each aggregation sees its own documents.
    expect((await books.count().get()).data().count).to.equal(4);
    expect((await books.aggregate({ totalPages: AggregateField.sum("pages") }).get()).data()).to.deep.equal({ totalPages: 350 });
  });

  it("a field holding a non-number still counts its document in a combined aggregation", async () => {
    // a, b and c have price and qty (c's price is a string); d lacks price, e lacks qty.
    const snap = await col.aggregate({ n: AggregateField.count(), total: AggregateField.sum("price"), units: AggregateField.sum("qty") }).get();
    expect(snap.data()).to.deep.equal({ n: 3, total: 30.5, units: 6 });
  });

  it("sum() of nothing is 0 and average() of nothing is null", async () => {
    const snap = await col
      .where("kind", "==", "none")
      .aggregate({ s: AggregateField.sum("qty"), a: AggregateField.average("qty"), c: AggregateField.count() })
      .get();
    expect(snap.data()).to.deep.equal({ s: 0, a: null, c: 0 });
  });

  it("aggregates nested fields", async () => {
    const nested = db().collection(uniqueCollection("aggn"));
    await nested.doc("1").set({ stats: { views: 3 } });
    await nested.doc("2").set({ stats: { views: 5 } });
    const snap = await nested.aggregate({ v: AggregateField.sum("stats.views"), a: AggregateField.average("stats.views") }).get();
    expect(snap.data()).to.deep.equal({ v: 8, a: 4 });
  });
});
