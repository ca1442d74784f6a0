import { FieldValue, Timestamp } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import { disableSelfSignUp } from "../auth/self-sign-up.js";
import { db, tenantAuth } from "../firebase.js";
import { createBrand } from "../brands/brands.js";
import { publishExperience } from "../manifests/publish.js";
import { createTenant, findTenantBySlug } from "../tenants/tenants.js";
import { experiencesCol, libraryCol, membersCol, placementsCol, subcollection, tenantsCol } from "../firestore/collections.js";

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

const v = (x: number, y: number, z: number) => ({ x, y, z });
const table = (id: string, slug: string, x: number, z: number, rotationY: number) => ({
  id,
  kind: "model" as const,
  libraryObjectId: `sample-${slug}`,
  transform: { position: v(x, 0, z), rotation: v(0, rotationY, 0), scale: v(1, 1, 1) },
});

/**
 * The demo experience's scenes (sceneSchema documents without ids and stamps): the four sample
 * tables side by side, the outer ones turned a little towards the camera, then one table close up.
 * Positions leave ~45 cm between tables, using the widths in web/public/models/samples/samples.json.
 */
export function demoScenes() {
  const tables = [
    table("side-table", "walnut-side-table", -2.45, -0.25, 0.35),
    table("dining-table", "oak-dining-table", -0.85, 0, 0),
    table("coffee-table", "glass-coffee-table", 1.05, 0.1, 0),
    table("cafe-table", "round-cafe-table", 2.4, -0.25, -0.35),
  ];
  const detail = table("dining-table", "oak-dining-table", 0, 0, 0);
  const base = { setId: null, version: 0 };
  return [
    {
      ...base,
      name: "Intro",
      order: 0,
      tags: ["spring", "collection"],
      objects: tables,
      libraryObjectIds: tables.map((t) => t.libraryObjectId),
      camera: { before: v(0, 2.6, 9), position: v(0, 1.6, 4.5), target: v(0, 0.6, 0), after: v(0, 1.2, 2.2) },
      segments: [
        {
          id: "welcome",
          title: "Welcome",
          camera: { before: v(0, 2.6, 9), position: v(0, 1.8, 5.6), target: v(0, 0.5, 0), after: v(0, 1.6, 4.5) },
          objectIds: [],
        },
        {
          id: "collection",
          title: "The collection",
          camera: { before: v(0, 1.8, 5.6), position: v(0.9, 1.3, 3.2), target: v(0.2, 0.45, 0), after: v(0, 1.2, 2.2) },
          objectIds: tables.map((t) => t.id),
        },
      ],
    },
    {
      ...base,
      name: "Details",
      order: 1,
      tags: ["detail"],
      objects: [detail],
      libraryObjectIds: [detail.libraryObjectId],
      camera: { before: v(0, 1.6, 4.5), position: v(1.5, 1.25, 1.9), target: v(0, 0.55, 0), after: v(-1.5, 1.25, 1.9) },
      segments: [
        {
          id: "oak-top",
          title: "Solid oak top",
          camera: { before: v(1.5, 1.25, 1.9), position: v(0.6, 1.05, 1.1), target: v(0, 0.72, 0), after: v(-1.5, 1.25, 1.9) },
          objectIds: [detail.id],
        },
      ],
    },
  ];
}

/** Seeds the demo workspace once; a second call finds it and changes nothing. */
export async function seedDemo(): Promise<DemoSeedResult> {
  const existing = await findTenantBySlug(DEMO.tenantSlug);
  if (existing) {
    // Workspaces created before self sign-up was turned off get it turned off too.
    await disableSelfSignUp(existing.authTenantId);
    const seed = (await tenantsCol().doc(existing.id).get()).get("demoSeed") as Omit<DemoSeedResult, "created">;
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
  const experience = experiencesCol(brand.id).doc();
  await experience.set({
    brandId: brand.id,
    name: DEMO.experienceName,
    nameLower: DEMO.experienceName.toLowerCase(),
    status: "draft",
    publishedVersion: null,
    publishedAt: null,
    surveyId: null,
    testAccessIds: [],
    ...stamps,
  });
  for (const scene of demoScenes()) {
    await subcollection(experience, "scenes")
      .doc()
      .set({ ...scene, brandId: brand.id, experienceId: experience.id, ...stamps });
  }
  const placement = placementsCol().doc();
  await placement.set({
    brandId: brand.id,
    tenantId: tenant.id,
    storeId: null,
    name: DEMO.placementName,
    nameLower: DEMO.placementName.toLowerCase(),
    defaultExperienceId: experience.id,
    schedules: [],
    experienceIds: [experience.id],
    // No schedule: the default shows from now on and nothing will change it (placements/placements.ts).
    activeExperienceId: experience.id,
    activeComputedAt: Timestamp.now(),
    activeValidUntil: null,
    scanCount: 0,
    ...stamps,
  });

  // Published like a real one, so the seeded QR code opens a manifest. Needs the sample library seeded first.
  await publishExperience(caller, brand.id, experience.id);

  const result = { tenantId: tenant.id, brandId: brand.id, experienceId: experience.id, placementId: placement.id };
  await tenantsCol().doc(tenant.id).update({ demoSeed: result });
  return { created: true, ...result };
}

/** A sample model as written by scripts/generate-sample-models.mjs (and its picture by render-sample-thumbnails.mjs). */
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
  thumbnail?: string;
}

/**
 * The global sample library (tenantId null): every workspace sees it. Keyed by slug, so seeding
 * again refreshes the samples instead of duplicating them.
 */
export async function seedSampleLibrary(samples: SampleModel[]): Promise<void> {
  const batch = db().batch();
  for (const sample of samples) {
    const ref = libraryCol().doc(`sample-${sample.slug}`);
    batch.set(ref, {
      _id: ref.id,
      name: sample.name,
      nameLower: sample.name.toLowerCase(),
      glb: sample.glb,
      tags: sample.tags,
      tenantId: null,
      size: sample.size,
      triangles: sample.triangles,
      materials: sample.materials,
      textures: sample.textures,
      bbox: sample.bbox,
      thumbnail: sample.thumbnail ?? null,
      _updatedAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: "seed",
    });
  }
  await batch.commit();
}
