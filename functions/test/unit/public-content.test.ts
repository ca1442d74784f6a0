/**
 * What the public sees of an experience, and what its deletion leaves behind, through the services
 * on a Firestore of the test's own: the public resolver names the experience as its published
 * version does (a renamed draft stays private), and an experience's deletion ends its preview
 * links (revoking one answered 500, reading one still said active).
 */
import { expect } from "chai";
import { ownerOf, startLocalFirestore, type LocalFirestore } from "../helpers/local-firestore.js";
import { createPlacementSchema } from "@vitrine/contract";
import { db } from "../../src/firebase.js";
import { getTenantBrand, createBrand } from "../../src/brands/brands.js";
import { createExperience, deleteExperience, updateExperience } from "../../src/experiences/experiences.js";
import { publishExperience } from "../../src/manifests/publish.js";
import { createTestAccess, getTestAccess, getTestManifest, listTestAccess, revokeTestAccess, updateTestAccess } from "../../src/manifests/test-access.js";
import { createPlacement, resolvePublicPlacement } from "../../src/placements/placements.js";

const TENANT = "public-content-workspace";
const caller = ownerOf(TENANT, "tenant-pc123");

/** The 404 of the API's envelope: an ApiError with code not-found, never Firestore's own NOT_FOUND. */
async function expectNotFound(promise: Promise<unknown>, what: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, what).to.not.equal(null);
  expect(error, what).to.deep.include({ name: "ApiError", code: "not-found", status: 404 });
}

describe("public content and deleted parents (services on a local Firestore)", function () {
  this.timeout(60_000);
  let firestore: LocalFirestore;
  let brandId: string;

  before(async () => {
    firestore = await startLocalFirestore();
    await db().collection("tenants").doc(TENANT).set({ name: "Public content", slug: "public-content", authTenantId: caller.authTenantId });
    brandId = (await createBrand(caller, { name: "Acme" })).id;
  });

  after(async () => {
    await firestore?.stop();
  });

  it("names the experience as published: a renamed draft stays private until it is published", async () => {
    const experience = await createExperience(caller, brandId, { name: "Autumn" });
    await publishExperience(caller, brandId, experience.id);
    const placement = await createPlacement(
      caller,
      await getTenantBrand(TENANT, brandId),
      createPlacementSchema.parse({ name: "Window", defaultExperienceId: experience.id }),
    );
    await updateExperience(brandId, experience.id, { name: "Secret winter launch" });
    const { placement: answer } = await resolvePublicPlacement(placement.id);
    expect(answer.experience?.name).to.equal("Autumn");
    expect(JSON.stringify(answer)).to.not.contain("Secret winter launch");
    // Published, the new name is public.
    await publishExperience(caller, brandId, experience.id);
    expect((await resolvePublicPlacement(placement.id)).placement.experience?.name).to.equal("Secret winter launch");
  });

  it("ends an experience's preview links with it: every route under the deleted experience is a 404", async () => {
    const experience = await createExperience(caller, brandId, { name: "Short-lived" });
    const placement = await createPlacement(caller, await getTenantBrand(TENANT, brandId), createPlacementSchema.parse({ name: "Counter" }));
    const link = await createTestAccess(caller, brandId, experience.id, { label: "For the buyer" });
    expect((await getTestAccess(brandId, experience.id, link.id)).status).to.equal("active");
    await deleteExperience(brandId, experience.id);

    await expectNotFound(revokeTestAccess(caller, brandId, experience.id, link.id), "revoke");
    await expectNotFound(getTestAccess(brandId, experience.id, link.id), "read");
    await expectNotFound(updateTestAccess(brandId, experience.id, link.id, { label: "x" }), "rename");
    // The public preview treats it as any unknown link: 403, it opens nothing.
    const opened = await getTestManifest(placement.id, link.id).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(opened).to.deep.include({ code: "permission-denied" });
    await expectNotFound(listTestAccess(brandId, experience.id, { limit: 20 }), "list");
    await expectNotFound(createTestAccess(caller, brandId, experience.id, { label: "Another" }), "create");
    expect((await db().collection("testAccess").where("experienceId", "==", experience.id).get()).size).to.equal(0);
  });
});
