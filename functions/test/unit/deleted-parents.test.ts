/**
 * Every route under a deleted experience answers 404 with the envelope: never a 500 (revoking a
 * preview link once did, Firestore's "No document to update"), never a 2xx that reads what was
 * left behind or writes under nothing. In-process, on a Firestore of the test's own, with an API
 * key (checked against Firestore, so no Auth is needed). A body is a valid one where the schema
 * allows finding one, so that validation does not answer first.
 */
import { expect } from "chai";
import { ownerOf, startLocalFirestore, type LocalFirestore } from "../helpers/local-firestore.js";
import fc from "fast-check";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiKeyMayUse, routes, type RouteDef } from "@vitrine/contract";
import { createApp } from "../../src/app.js";
import { db } from "../../src/firebase.js";
import { createApiKey } from "../../src/api-keys/api-keys.js";
import { createBrand } from "../../src/brands/brands.js";
import { createExperience, deleteExperience } from "../../src/experiences/experiences.js";
import { createTestAccess } from "../../src/manifests/test-access.js";
import { nearlyValid } from "../reliability/support/zod-arbitraries.js";
import { experienceRef } from "../../src/firestore/collections.js";

const TENANT = "deleted-parents-workspace";
const caller = ownerOf(TENANT, "tenant-dp123");
const UNDER_EXPERIENCE = "/v1/brands/:brandId/experiences/:experienceId/";
/** Bodies whose content is checked before anything is read (a CSV's rows), written out here. */
const BODIES: Record<string, unknown> = {
  "post /v1/brands/:brandId/experiences/:experienceId/products/import": { csv: "sku,name,price,currency\nA1,Chair,10,EUR\n" },
};

/**
 * The shortest value the schema accepts among generated ones (optional fields left out, so it
 * names as few other objects as it can), when one is found.
 */
function smallestValid(schema: RouteDef["body"]): { found: boolean; value: unknown } {
  if (!schema) return { found: true, value: undefined };
  // As JSON carries it: a generated `undefined` field is no field at all.
  const valid = [{}, ...fc.sample(nearlyValid(schema), { numRuns: 400, seed: 28 })]
    .map((candidate) => JSON.parse(JSON.stringify(candidate ?? null)) as unknown)
    .filter((candidate) => schema.safeParse(candidate).success);
  valid.sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length);
  return valid.length > 0 ? { found: true, value: valid[0] } : { found: false, value: {} };
}

describe("routes under a deleted experience (in-process, local Firestore)", function () {
  this.timeout(120_000);
  let firestore: LocalFirestore;
  let server: Server;
  let base: string;
  let key: string;
  const ids: Record<string, string> = {};

  before(async () => {
    firestore = await startLocalFirestore();
    await db().collection("tenants").doc(TENANT).set({ name: "Deleted parents", slug: "deleted-parents", authTenantId: caller.authTenantId });
    ids.brandId = (await createBrand(caller, { name: "Acme" })).id;
    key = (await createApiKey(caller, { name: "Sweep", scope: "write", brandIds: "all" })).key;
    const experience = await createExperience(caller, ids.brandId, { name: "Deleted with everything under it" });
    ids.experienceId = experience.id;
    ids.sceneId = (await experienceRef(ids.brandId, experience.id).collection("scenes").limit(1).get()).docs[0]!.id;
    ids.testAccessId = (await createTestAccess(caller, ids.brandId, experience.id, { label: "Review" })).id;
    await deleteExperience(ids.brandId, experience.id);
    server = createApp({ limits: { perMinute: 1_000_000 } }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
    await firestore?.stop();
  });

  it("answers 404 not-found on every one of them", async () => {
    // The sweep calls as an API key; routes no key may use (deciding publish requests) answer it 403 before looking.
    const under = Object.values(routes as Record<string, RouteDef>).filter(
      (route) => `${route.path}/`.startsWith(UNDER_EXPERIENCE) && apiKeyMayUse(route.access),
    );
    expect(under.length).to.be.greaterThan(30);
    const wrong: string[] = [];
    for (const route of under) {
      const path = route.path.replace(
        /:([A-Za-z]+)/g,
        (_, name: string) => ids[name] ?? (name === "version" ? "1" : name === "language" ? "fr" : "a1234567890123456789"),
      );
      const given = BODIES[`${route.method} ${route.path}`];
      const { found, value: body } = given === undefined ? smallestValid(route.body) : { found: true, value: given };
      const { value: query } = smallestValid(route.query);
      const search = query ? `?${new URLSearchParams(Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]))}` : "";
      const res = await fetch(`${base}${path}${search}`, {
        method: route.method.toUpperCase(),
        headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const code = res.headers.get("content-type")?.startsWith("application/json")
        ? (JSON.parse(text) as { error?: { code?: string } }).error?.code
        : undefined;
      const fine = (res.status === 404 && code === "not-found") || (!found && res.status === 400 && code === "invalid-argument");
      if (!fine) wrong.push(`${route.method.toUpperCase()} ${route.path}: ${res.status} ${text.slice(0, 160)}`);
    }
    expect(wrong, wrong.join("\n")).to.deep.equal([]);
  });

  it("leaves nothing behind it in Firestore", async () => {
    const left = await experienceRef(ids.brandId!, ids.experienceId!).listCollections();
    expect(left.map((c) => c.id)).to.deep.equal([]);
    expect((await db().collection("testAccess").where("experienceId", "==", ids.experienceId).get()).size).to.equal(0);
  });
});
