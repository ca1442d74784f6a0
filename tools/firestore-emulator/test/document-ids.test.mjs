import { expect } from "chai";
import { status } from "@grpc/grpc-js";
import { db, FieldPath, uniqueCollection } from "./support/context.mjs";
import { DATABASE, ROOT, rawClient } from "./support/raw-client.mjs";

/**
 * Document IDs of the form __id<int64>__ are the numeric IDs Datastore gave entities; Firestore
 * accepts them, orders them by number before every other ID, and the SDKs rely on that
 * (recursiveDelete starts at __id-9223372036854775808__). Every other __…__ ID stays reserved.
 */
const ids = async (query) => (await query.get()).docs.map((d) => d.id);

describe("document IDs: numeric __id<n>__ IDs", () => {
  let col;
  // The firebase-js-sdk's "sort documents by DocumentId" case, which runs against production.
  const expectedOrder = [
    "__id-9223372036854775808__",
    "__id-9223372036854775807__",
    "__id-2__",
    "__id7__",
    "__id12__",
    "__id9223372036854775806__",
    "__id9223372036854775807__",
    "12",
    "7",
    "A",
    "Aa",
    "__id",
    "__id1_",
    "_id1__",
    "a",
  ];

  before(async () => {
    col = db().collection(uniqueCollection("ids"));
    const batch = db().batch();
    for (const id of [...expectedOrder].reverse()) batch.set(col.doc(id), { id });
    await batch.commit();
  });

  it("are accepted, read back and ordered numerically before every other ID", async () => {
    expect((await col.doc("__id7__").get()).data()).to.deep.equal({ id: "__id7__" });
    expect(await ids(col.orderBy(FieldPath.documentId()))).to.deep.equal(expectedOrder);
    expect(await ids(col)).to.deep.equal(expectedOrder);
    expect(await ids(col.orderBy(FieldPath.documentId(), "desc"))).to.deep.equal([...expectedOrder].reverse());
  });

  it("compare numerically in document ID filters and cursors", async () => {
    expect(await ids(col.where(FieldPath.documentId(), ">", "__id7__").where(FieldPath.documentId(), "<=", "A"))).to.deep.equal([
      "__id12__",
      "__id9223372036854775806__",
      "__id9223372036854775807__",
      "12",
      "7",
      "A",
    ]);
    expect(await ids(col.orderBy(FieldPath.documentId()).startAfter("__id-2__").limit(2))).to.deep.equal(["__id7__", "__id12__"]);
  });

  it("are listed in the same order by listDocuments and survive recursiveDelete", async () => {
    const refs = await col.listDocuments();
    expect(refs.map((r) => r.id).sort()).to.deep.equal([...expectedOrder].sort());
    const nested = db().collection(uniqueCollection("idsdel"));
    await nested.doc("__id-5__").set({ x: 1 });
    await nested.doc("__id-5__").collection("sub").doc("__id3__").set({ x: 2 });
    await nested.doc("plain").set({ x: 3 });
    await db().recursiveDelete(nested);
    expect(await ids(nested)).to.deep.equal([]);
    expect(await ids(db().collectionGroup("sub").where("x", "==", 2))).to.not.include("__id3__");
  });

  describe("other reserved IDs", () => {
    let client;
    let name;
    before(() => {
      client = rawClient();
      name = uniqueCollection("idsbad");
    });
    after(() => client.close());
    const write = (path) => client.unary("Commit", { database: DATABASE, writes: [{ update: { name: `${ROOT}/${path}`, fields: {} } }] });

    for (const id of [
      "__id__",
      "__id-__",
      "__id+5__",
      "__id007__",
      "__id-0__",
      "__id 5__",
      "__idx__",
      "__id9223372036854775808__",
      "__id-9223372036854775809__",
      "__name__",
      "__x__",
    ]) {
      it(`refuses the document ID ${JSON.stringify(id)}`, async () => {
        const { error } = await write(`${name}/${id}`);
        expect(error?.code, error?.details).to.equal(status.INVALID_ARGUMENT);
      });
    }

    it("refuses __id<n>__ as a collection ID", async () => {
      const { error } = await write(`__id5__/doc`);
      expect(error?.code, error?.details).to.equal(status.INVALID_ARGUMENT);
    });
  });
});
