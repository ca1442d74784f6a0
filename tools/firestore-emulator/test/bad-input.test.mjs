import { expect } from "chai";
import { status } from "@grpc/grpc-js";
import { db, uniqueCollection } from "./support/context.mjs";
import { DATABASE, ROOT, rawClient } from "./support/raw-client.mjs";

/** Requests the SDKs would not send, answered with Firestore's status codes, never a crash. */
describe("bad input", () => {
  let client;
  let col;
  before(() => {
    client = rawClient();
    col = uniqueCollection("bad");
  });
  after(() => client.close());

  const commit = (writes) => client.unary("Commit", { database: DATABASE, writes });
  const setDoc = (name, fields) => commit([{ update: { name, fields } }]);
  const expectCode = (result, code) => {
    expect(result.error, "expected an error").to.not.equal(null);
    expect(result.error.code, result.error.details).to.equal(code);
  };

  it("malformed document names are INVALID_ARGUMENT", async () => {
    expectCode(await setDoc(`${ROOT}/${col}`, {}), status.INVALID_ARGUMENT); // a collection, not a document
    expectCode(await setDoc(`${ROOT}/${col}//x`, {}), status.INVALID_ARGUMENT); // empty segment
    expectCode(await setDoc(`projects/${"p"}/documents/${col}/x`, {}), status.INVALID_ARGUMENT);
    expectCode(await setDoc(`${ROOT}/${col}/__reserved__`, {}), status.INVALID_ARGUMENT);
    expectCode(await setDoc(`${ROOT}/${col}/..`, {}), status.INVALID_ARGUMENT);
  });

  it("invalid values are INVALID_ARGUMENT", async () => {
    const name = `${ROOT}/${col}/d`;
    expectCode(await setDoc(name, { a: {} }), status.INVALID_ARGUMENT); // a Value with no type
    expectCode(await setDoc(name, { a: { arrayValue: { values: [{ arrayValue: { values: [] } }] } } }), status.INVALID_ARGUMENT); // arrays directly in arrays
    expectCode(await setDoc(name, { a: { timestampValue: { seconds: "253402300800" } } }), status.INVALID_ARGUMENT);
    expectCode(await setDoc(name, { a: { geoPointValue: { latitude: 91, longitude: 0 } } }), status.INVALID_ARGUMENT);
    expectCode(await setDoc(name, { __secret__: { integerValue: "1" } }), status.INVALID_ARGUMENT);
    expectCode(await setDoc(name, { a: { referenceValue: "not/a/reference" } }), status.INVALID_ARGUMENT);
  });

  it("values nested deeper than 20 levels are INVALID_ARGUMENT", async () => {
    let value = { integerValue: "1" };
    for (let i = 0; i < 25; i++) value = { mapValue: { fields: { m: value } } };
    expectCode(await setDoc(`${ROOT}/${col}/deep`, { m: value }), status.INVALID_ARGUMENT);
  });

  it("documents over 1 MiB are INVALID_ARGUMENT", async () => {
    expectCode(await setDoc(`${ROOT}/${col}/big`, { s: { stringValue: "x".repeat(1100 * 1024) } }), status.INVALID_ARGUMENT);
  });

  it("malformed queries are INVALID_ARGUMENT", async () => {
    const query = (structuredQuery, parent = ROOT) => client.stream("RunQuery", { parent, structuredQuery });
    expectCode(await query({ from: [{ collectionId: col }] }, `${ROOT}/${col}`), status.INVALID_ARGUMENT); // parent is a collection
    expectCode(await query({ from: [] }), status.INVALID_ARGUMENT);
    const inWithScalar = { from: [{ collectionId: col }], where: { fieldFilter: { field: { fieldPath: "a" }, op: "IN", value: { integerValue: "1" } } } };
    expectCode(await query(inWithScalar), status.INVALID_ARGUMENT);
    const tooManyCursorValues = {
      from: [{ collectionId: col }],
      orderBy: [{ field: { fieldPath: "a" }, direction: "ASCENDING" }],
      startAt: { values: [{ integerValue: "1" }, { referenceValue: `${ROOT}/${col}/x` }, { integerValue: "3" }] },
    };
    expectCode(await query(tooManyCursorValues), status.INVALID_ARGUMENT);
    expectCode(await query({ from: [{ collectionId: col }], limit: { value: -1 } }), status.INVALID_ARGUMENT);
  });

  it("malformed reads are INVALID_ARGUMENT", async () => {
    expectCode(await client.stream("BatchGetDocuments", { database: DATABASE, documents: [`${ROOT}/${col}`] }), status.INVALID_ARGUMENT);
  });

  it("an unknown transaction is INVALID_ARGUMENT", async () => {
    const result = await client.unary("Commit", { database: DATABASE, writes: [], transaction: Buffer.from("nope") });
    expectCode(result, status.INVALID_ARGUMENT);
  });

  it("a corrupt request message is refused and the emulator keeps serving", async () => {
    const result = await client.garbage("Commit", Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    expect(result.error).to.not.equal(null);
    const ref = db().collection(col).doc("alive");
    await ref.set({ ok: true });
    expect((await ref.get()).get("ok")).to.equal(true);
  });
});
