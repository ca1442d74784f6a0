import { expect } from "chai";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startFirestoreEmulator } from "../src/index.mjs";
import { errorOf, FieldPath, Filter, GRPC, newFirestoreClient, requireOwnEmulator } from "./support/context.mjs";

/**
 * With an indexes file, queries production would refuse for a missing index are
 * refused locally, with the index to add. Emulator-only: Google's emulator
 * accepts every query.
 */
describe("emulator features: composite index enforcement", function () {
  let emulator;
  let client;
  let dir;
  let indexesFile;

  const declare = async (config) => {
    await writeFile(indexesFile, JSON.stringify(config));
    await new Promise((resolve) => setTimeout(resolve, 600)); // the file is re-read at most every 500 ms
  };
  const refusal = async (query) => {
    const err = await errorOf(query.get());
    expect(err.code).to.equal(GRPC.FAILED_PRECONDITION);
    return err.message;
  };
  const requiredIndexIn = (message) => JSON.parse(message.slice(message.indexOf("{")));

  before(async function () {
    requireOwnEmulator(this);
    dir = await mkdtemp(path.join(os.tmpdir(), "firestore-indexes-"));
    indexesFile = path.join(dir, "firestore.indexes.json");
    await writeFile(indexesFile, JSON.stringify({ indexes: [], fieldOverrides: [] }));
    emulator = await startFirestoreEmulator({ port: 0, indexesFile });
    client = newFirestoreClient(`127.0.0.1:${emulator.port}`);
    await client.doc("posts/p1").set({ owner: "u1", status: "live", createdAt: 1, tags: ["a"], score: 5, meta: { rank: 1 } });
    await client.doc("users/u1/posts/p2").set({ owner: "u1", status: "live", createdAt: 2, tags: ["b"], score: 7 });
  });
  after(async () => {
    await emulator?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    if (indexesFile) await declare({ indexes: [], fieldOverrides: [] });
  });

  it("allows what single-field indexes serve", async () => {
    const posts = client.collection("posts");
    await posts.get();
    await posts.where("owner", "==", "u1").get();
    await posts.where("owner", "==", "u1").where("status", "==", "live").where("tags", "array-contains", "a").get();
    await posts.orderBy("createdAt", "desc").limit(5).get();
    await posts.where("score", ">", 1).get();
    await posts.where("score", ">", 1).orderBy("score", "desc").get();
    await posts.where("meta.rank", "<", 3).get();
    await posts.where("owner", "==", "u1").orderBy("owner").get();
    await posts.orderBy(FieldPath.documentId()).get();
    await posts.where(FieldPath.documentId(), "==", posts.doc("p1")).where("owner", "==", "u1").get();
    await posts.count().get();
    await posts.where(Filter.or(Filter.where("owner", "==", "u1"), Filter.where("status", "==", "draft"))).get();
  });

  it("refuses equality + order on another field, naming the composite index", async () => {
    const message = await refusal(client.collection("posts").where("owner", "==", "u1").orderBy("createdAt", "desc"));
    expect(message).to.contain("The query requires an index");
    expect(requiredIndexIn(message)).to.deep.equal({
      collectionGroup: "posts",
      queryScope: "COLLECTION",
      fields: [
        { fieldPath: "owner", order: "ASCENDING" },
        { fieldPath: "createdAt", order: "DESCENDING" },
      ],
    });
  });

  it("accepts the query once the index is declared (file re-read, no restart), in that direction only", async () => {
    const query = client.collection("posts").where("owner", "==", "u1").orderBy("createdAt", "desc");
    await declare({
      indexes: [
        {
          collectionGroup: "posts",
          queryScope: "COLLECTION",
          fields: [
            { fieldPath: "owner", order: "ASCENDING" },
            { fieldPath: "createdAt", order: "DESCENDING" },
          ],
        },
      ],
    });
    expect((await query.get()).size).to.equal(1);
    await refusal(client.collection("posts").where("owner", "==", "u1").orderBy("createdAt", "asc"));
  });

  it("refuses inequalities on several fields and equality + inequality on another field", async () => {
    const multi = requiredIndexIn(await refusal(client.collection("posts").where("score", ">", 1).where("createdAt", "<", 5)));
    expect(multi.fields).to.deep.equal([
      { fieldPath: "createdAt", order: "ASCENDING" },
      { fieldPath: "score", order: "ASCENDING" },
    ]);
    const mixed = requiredIndexIn(await refusal(client.collection("posts").where("status", "==", "live").where("score", ">=", 2)));
    expect(mixed.fields).to.deep.equal([
      { fieldPath: "status", order: "ASCENDING" },
      { fieldPath: "score", order: "ASCENDING" },
    ]);
    const arrays = requiredIndexIn(await refusal(client.collection("posts").where("tags", "array-contains", "a").orderBy("score")));
    expect(arrays.fields).to.deep.equal([
      { fieldPath: "tags", arrayConfig: "CONTAINS" },
      { fieldPath: "score", order: "ASCENDING" },
    ]);
  });

  it("checks each branch of an OR query", async () => {
    const query = client
      .collection("posts")
      .where(Filter.or(Filter.where("owner", "==", "u1"), Filter.where("status", "==", "draft")))
      .orderBy("createdAt");
    const message = await refusal(query);
    expect(requiredIndexIn(message).fields[1]).to.deep.equal({ fieldPath: "createdAt", order: "ASCENDING" });
  });

  it("fieldOverrides that exempt a field make queries on it fail", async () => {
    await declare({ indexes: [], fieldOverrides: [{ collectionGroup: "posts", fieldPath: "meta", indexes: [] }] });
    const message = await refusal(client.collection("posts").where("meta.rank", "==", 1));
    expect(message).to.contain("fieldOverrides");
    await refusal(client.collection("posts").orderBy("meta.rank"));
    await client.collection("posts").where("owner", "==", "u1").get(); // other fields unaffected
  });

  it("a field override keeping only the ascending index refuses descending order", async () => {
    await declare({
      indexes: [],
      fieldOverrides: [{ collectionGroup: "posts", fieldPath: "createdAt", indexes: [{ order: "ASCENDING", queryScope: "COLLECTION" }] }],
    });
    await client.collection("posts").orderBy("createdAt").get();
    await refusal(client.collection("posts").orderBy("createdAt", "desc"));
  });

  it("collection group queries need indexes enabled for the collection group scope", async () => {
    const group = client.collectionGroup("posts");
    expect((await group.get()).size).to.equal(2); // no filter: no index needed
    const message = await refusal(group.where("owner", "==", "u1"));
    expect(message).to.contain("COLLECTION_GROUP");
    await declare({
      indexes: [
        {
          collectionGroup: "posts",
          queryScope: "COLLECTION_GROUP",
          fields: [
            { fieldPath: "owner", order: "ASCENDING" },
            { fieldPath: "createdAt", order: "DESCENDING" },
          ],
        },
      ],
      fieldOverrides: [
        {
          collectionGroup: "posts",
          fieldPath: "owner",
          indexes: [
            { order: "ASCENDING", queryScope: "COLLECTION" },
            { order: "ASCENDING", queryScope: "COLLECTION_GROUP" },
          ],
        },
      ],
    });
    expect((await group.where("owner", "==", "u1").get()).size).to.equal(2);
    expect((await group.where("owner", "==", "u1").orderBy("createdAt", "desc").get()).docs.map((d) => d.id)).to.deep.equal(["p2", "p1"]);
  });

  it("recursive delete and listing still work (they need no index)", async () => {
    await client.doc("tmp/a/sub/b").set({ v: 1 });
    await client.recursiveDelete(client.collection("tmp"));
    expect((await client.collection("tmp").listDocuments()).length).to.equal(0);
  });
});
