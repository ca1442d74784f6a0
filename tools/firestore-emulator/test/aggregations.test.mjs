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
    const snap = await col.aggregate({ total: AggregateField.sum("price"), units: AggregateField.sum("qty") }).get();
    expect(snap.data()).to.deep.equal({ total: 30.5, units: 10 });
  });

  it("average() divides by the documents that have a numeric value", async () => {
    const snap = await col.aggregate({ avgPrice: AggregateField.average("price"), avgQty: AggregateField.average("qty") }).get();
    expect(snap.data()).to.deep.equal({ avgPrice: 15.25, avgQty: 2.5 });
  });

  it("sum() of nothing is 0 and average() of nothing is null", async () => {
    const snap = await col.where("kind", "==", "none").aggregate({ s: AggregateField.sum("qty"), a: AggregateField.average("qty"), c: AggregateField.count() }).get();
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
