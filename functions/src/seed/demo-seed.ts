import { FieldValue } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { db, tenantAuth } from "../firebase.js";
import { createBrand } from "../services/brands.js";
import { membersCol } from "../services/members.js";
import { createTenant, findTenantBySlug } from "../services/tenants.js";

/** The demo workspace of the local stack; the README prints the same sign-in. */
export const DEMO = {
  tenantName: "Demo Retail",
  tenantSlug: "demo-retail",
  ownerEmail: "owner@demo-retail.test",
  ownerPassword: "vitrine-demo",
  ownerName: "Olivia Owner",
  brandName: "Acme Home",
  experienceName: "Living Room Spring Collection",
  placementName: "Store entrance QR",
} as const;

export interface DemoSeedResult {
  created: boolean;
  tenantId: string;
  brandId: string;
  experienceId: string;
  placementId: string;
}

const zero = { x: 0, y: 0, z: 0 };

/** Seeds the demo workspace once; a second call finds it and changes nothing. */
export async function seedDemo(): Promise<DemoSeedResult> {
  const existing = await findTenantBySlug(DEMO.tenantSlug);
  if (existing) {
    const seed = (await db().collection("tenants").doc(existing.id).get()).get("demoSeed") as Omit<DemoSeedResult, "created">;
    return { created: false, ...seed };
  }

  const tenant = await createTenant({ name: DEMO.tenantName, slug: DEMO.tenantSlug }, "seed");
  const owner = await tenantAuth(tenant.authTenantId).createUser({
    email: DEMO.ownerEmail,
    password: DEMO.ownerPassword,
    displayName: DEMO.ownerName,
    emailVerified: true,
  });
  await membersCol(tenant.id).doc(owner.uid).set({
    uid: owner.uid,
    email: DEMO.ownerEmail,
    displayName: DEMO.ownerName,
    role: "owner",
    status: "active",
    brandRoles: {},
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: "seed",
  });

  const caller: Caller = {
    kind: "user",
    uid: owner.uid,
    email: DEMO.ownerEmail,
    displayName: DEMO.ownerName,
    tenantId: tenant.id,
    authTenantId: tenant.authTenantId,
    tenantRole: "owner",
    brandRoles: {},
  };
  const brand = await createBrand(caller, { name: DEMO.brandName });

  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), createdBy: owner.uid };
  const experience = db().collection("brands").doc(brand.id).collection("experiences").doc();
  await experience.set({ name: DEMO.experienceName, status: "draft", publishedVersion: null, testAccessIds: [], ...stamps });
  await experience.collection("scenes").doc().set({
    name: "Intro",
    order: 0,
    objects: [],
    segments: [],
    tags: [],
    camera: { before: zero, position: zero, target: zero, after: zero },
    ...stamps,
  });
  const placement = db().collection("placements").doc();
  await placement.set({
    brandId: brand.id,
    tenantId: tenant.id,
    storeId: null,
    name: DEMO.placementName,
    defaultExperienceId: experience.id,
    activeExperienceId: experience.id,
    schedules: [],
    scanCount: 0,
    ...stamps,
  });

  const result = { tenantId: tenant.id, brandId: brand.id, experienceId: experience.id, placementId: placement.id };
  await db().collection("tenants").doc(tenant.id).update({ demoSeed: result });
  return { created: true, ...result };
}

/** A sample model as written by scripts/generate-sample-models.mjs. */
export interface SampleModel {
  slug: string;
  name: string;
  tags: string[];
  glb: string;
  size: number;
  triangles: number;
  materials: number;
  textures: number;
  bbox: { min: number[]; max: number[] };
}

/**
 * The global sample library (tenantId null): every workspace sees it. Keyed by slug, so seeding
 * again refreshes the samples instead of duplicating them.
 */
export async function seedSampleLibrary(samples: SampleModel[]): Promise<void> {
  const batch = db().batch();
  for (const sample of samples) {
    const ref = db().collection("libraryObjects").doc(`sample-${sample.slug}`);
    batch.set(ref, {
      _id: ref.id,
      name: sample.name,
      glb: sample.glb,
      tags: sample.tags,
      tenantId: null,
      size: sample.size,
      triangles: sample.triangles,
      materials: sample.materials,
      textures: sample.textures,
      bbox: sample.bbox,
      thumbnail: null,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "seed",
    });
  }
  await batch.commit();
}
