import { expect } from "chai";
import { collectionPath, documentIdsOf } from "../../src/firestore/registry.js";

describe("Collection paths from the registry", () => {
  it("builds a collection's path from the ids of the documents above it", () => {
    expect(collectionPath("notifications", "t1", "u1")).to.equal("tenants/t1/members/u1/notifications");
    expect(collectionPath("webhookDeliveries", "t1", "w1")).to.equal("tenants/t1/webhooks/w1/deliveries");
    expect(() => collectionPath("notifications", "t1")).to.throw("notifications needs 2 ids, got 1");
  });

  it("reads the ids back from a document of that collection, and refuses a same-named collection elsewhere", () => {
    expect(documentIdsOf("notifications", "tenants/t1/members/u1/notifications/n1")).to.deep.equal(["t1", "u1", "n1"]);
    expect(documentIdsOf("webhookDeliveries", "tenants/t1/webhooks/w1/deliveries/d1")).to.deep.equal(["t1", "w1", "d1"]);
    expect(documentIdsOf("exports", "tenants/t1/exports/e1")).to.deep.equal(["t1", "e1"]);
    // What a collection-group query also finds: the same collection id at another depth or under another parent.
    expect(documentIdsOf("notifications", "notifications/n1")).to.equal(null);
    expect(documentIdsOf("notifications", "brands/b1/members/u1/notifications/n1")).to.equal(null);
    expect(documentIdsOf("webhookDeliveries", "tenants/t1/other/w1/deliveries/d1")).to.equal(null);
    expect(documentIdsOf("exports", "tenants/t1/exports/e1/parts/p1")).to.equal(null);
  });
});
