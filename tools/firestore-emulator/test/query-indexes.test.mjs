import { expect } from "chai";
import { FirestoreEngine } from "../src/firestore-engine.mjs";
import { compileQuery } from "../src/query-compiler.mjs";
import { executeQuery, scopeDocuments } from "../src/query-executor.mjs";

/**
 * Internal check of this emulator's query indexes (no server needed): queries
 * answered through indexes must return exactly what a full scan returns, while
 * documents keep changing. Random but seeded, so failures reproduce.
 */
describe("query indexes (internal)", () => {
  const DATABASE = "projects/demo-index/databases/(default)";
  const ROOT = `${DATABASE}/documents`;

  function random(seed) {
    let state = seed;
    return () => {
      state = (state * 1664525 + 1013904223) % 4294967296;
      return state / 4294967296;
    };
  }

  it("returns the same results as a full scan, through writes, updates and deletes", () => {
    const rand = random(42);
    const pick = (xs) => xs[Math.floor(rand() * xs.length)];
    const engine = new FirestoreEngine();
    const valueFor = () =>
      pick([
        { integerValue: String(Math.floor(rand() * 50)) },
        { doubleValue: Math.floor(rand() * 500) / 10 },
        { stringValue: pick(["a", "b", "c", "d"]) },
        { nullValue: "NULL_VALUE" },
      ]);
    const writeRandom = (i) => {
      const parent = pick(["", "/p/one", "/p/two"]);
      const name = `${ROOT}${parent}/items/d${i % 1500}`;
      if (rand() < 0.1) return { delete: name };
      const fields = { cat: { stringValue: pick(["x", "y", "z"]) }, n: valueFor() };
      if (rand() < 0.8) fields.score = { integerValue: String(Math.floor(rand() * 1000)) };
      if (rand() < 0.5) fields.tags = { arrayValue: { values: [{ stringValue: pick(["t1", "t2", "t3"]) }, { stringValue: pick(["t1", "t4"]) }] } };
      return { update: { name, fields } };
    };
    for (let i = 0; i < 3000; i++) engine.commit(DATABASE, [writeRandom(i)]);

    const filters = [
      null,
      { fieldFilter: { field: { fieldPath: "cat" }, op: "EQUAL", value: { stringValue: "x" } } },
      { fieldFilter: { field: { fieldPath: "n" }, op: "EQUAL", value: { integerValue: "7" } } },
      { fieldFilter: { field: { fieldPath: "n" }, op: "IN", value: { arrayValue: { values: [{ integerValue: "3" }, { stringValue: "b" }] } } } },
      { fieldFilter: { field: { fieldPath: "tags" }, op: "ARRAY_CONTAINS", value: { stringValue: "t1" } } },
      {
        fieldFilter: {
          field: { fieldPath: "tags" },
          op: "ARRAY_CONTAINS_ANY",
          value: { arrayValue: { values: [{ stringValue: "t3" }, { stringValue: "t4" }] } },
        },
      },
      { fieldFilter: { field: { fieldPath: "score" }, op: "GREATER_THAN_OR_EQUAL", value: { integerValue: "500" } } },
      { fieldFilter: { field: { fieldPath: "score" }, op: "LESS_THAN", value: { integerValue: "200" } } },
      { unaryFilter: { field: { fieldPath: "n" }, op: "IS_NULL" } },
      {
        compositeFilter: {
          op: "AND",
          filters: [
            { fieldFilter: { field: { fieldPath: "cat" }, op: "EQUAL", value: { stringValue: "y" } } },
            { fieldFilter: { field: { fieldPath: "score" }, op: "GREATER_THAN", value: { integerValue: "100" } } },
          ],
        },
      },
    ];
    const orders = [
      [],
      [{ field: { fieldPath: "score" }, direction: "DESCENDING" }],
      [{ field: { fieldPath: "n" } }],
      [{ field: { fieldPath: "score" } }, { field: { fieldPath: "cat" }, direction: "DESCENDING" }],
    ];
    let compared = 0;
    for (let round = 0; round < 400; round++) {
      if (round % 10 === 0) for (let i = 0; i < 50; i++) engine.commit(DATABASE, [writeRandom(Math.floor(rand() * 3000))]);
      const allDescendants = rand() < 0.3;
      const parent = allDescendants ? pick([ROOT, `${ROOT}/p/one`]) : pick([ROOT, `${ROOT}/p/two`]);
      const structuredQuery = { from: [{ collectionId: "items", allDescendants }] };
      const where = pick(filters);
      if (where) structuredQuery.where = where;
      structuredQuery.orderBy = pick(orders);
      if (rand() < 0.8) structuredQuery.limit = { value: 1 + Math.floor(rand() * 25) };
      if (rand() < 0.3) structuredQuery.offset = Math.floor(rand() * 5);
      if (rand() < 0.3 && structuredQuery.orderBy.length > 0) {
        structuredQuery.startAt = { values: [{ integerValue: String(Math.floor(rand() * 1000)) }], before: rand() < 0.5 };
      }
      let expected;
      try {
        const query = compileQuery(parent, structuredQuery);
        expected = executeQuery(query, scopeDocuments(engine.store, query)).map((d) => d.name);
      } catch {
        continue; // an invalid random combination
      }
      const actual = engine.runQuery(parent, structuredQuery).documents.map((d) => d.name);
      expect(actual, JSON.stringify({ parent, structuredQuery })).to.deep.equal(expected);
      compared++;
    }
    expect(compared).to.be.greaterThan(300);
  });
});
