/**
 * Preview links: `testAccess/{id}` at the top level, so the public page finds one with a single
 * read. The id is the secret (24 random url-safe characters, 144 bits), so it cannot be guessed;
 * a revoked link keeps its document so the page can say it was revoked rather than unknown.
 * The experience mirrors its active ids in `testAccessIds`.
 */
import { randomBytes } from "node:crypto";
import { FieldValue, type DocumentData, type Transaction } from "firebase-admin/firestore";
import type { Caller } from "../auth/caller.js";
import type { CreateTestAccess, Page, TestAccess, TestManifest, UpdateTestAccess } from "@vitrine/contract";
import { db } from "../firebase.js";
import { ApiError, forbidden, notFound, conflict, unprocessable } from "../errors.js";
import type { IfMatch } from "../conditional.js";
import { toIso } from "../firestore/values.js";
import { readDoc } from "../firestore/firestore-reads.js";
import { pageOfList } from "../firestore/list-page.js";
import { assertOpenToVisitors } from "../workspaces/workspace-suspension.js";
import { buildDraft } from "./publish.js";
import { experienceRef, placementsCol, tenantsCol, testAccessCol } from "../firestore/collections.js";
import type { TenantDoc } from "../firestore/stored-documents.js";

/** More would be a sign the links are shared too widely to stay secret. */
export const MAX_ACTIVE_TEST_ACCESS = 50;

export const newTestAccessId = () => randomBytes(18).toString("base64url");

export const REVOKED_MESSAGE = "This preview link was revoked";
export const INVALID_MESSAGE = "This preview link is not valid";

function toTestAccess(id: string, data: DocumentData): TestAccess {
  return {
    id,
    experienceId: data.experienceId,
    label: data.label,
    status: data.revokedAt ? "revoked" : "active",
    createdAt: toIso(data.createdAt),
    createdBy: { uid: data.createdBy ?? "", name: data.createdByName ?? null },
    revokedAt: data.revokedAt ? toIso(data.revokedAt) : null,
    allowComments: data.allowComments === true,
  };
}

export async function listTestAccess(brandId: string, experienceId: string, query: { limit: number; cursor?: string }): Promise<Page<TestAccess>> {
  const [experience, snap] = await Promise.all([experienceRef(brandId, experienceId).get(), testAccessCol().where("experienceId", "==", experienceId).get()]);
  if (!experience.exists) throw notFound("Experience");
  const items = snap.docs.filter((d) => d.get("brandId") === brandId).map((d) => toTestAccess(d.id, d.data()));
  items.sort((a, b) => Number(a.status === "revoked") - Number(b.status === "revoked") || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  return pageOfList(items, (t) => t.id, query);
}

export async function createTestAccess(caller: Caller, brandId: string, experienceId: string, input: CreateTestAccess): Promise<TestAccess> {
  const expRef = experienceRef(brandId, experienceId);
  const ref = testAccessCol().doc(newTestAccessId());
  await db().runTransaction(async (tx) => {
    const experience = await tx.get(expRef);
    if (!experience.exists) throw notFound("Experience");
    const active = (experience.get("testAccessIds") as string[] | undefined) ?? [];
    if (active.length >= MAX_ACTIVE_TEST_ACCESS) {
      throw conflict(`An experience can have at most ${MAX_ACTIVE_TEST_ACCESS} active preview links; revoke some first`);
    }
    tx.create(ref, {
      brandId,
      tenantId: caller.tenantId,
      experienceId,
      label: input.label,
      allowComments: input.allowComments === true,
      revokedAt: null,
      revokedBy: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      createdBy: caller.uid,
      createdByName: caller.displayName ?? caller.email ?? null,
    });
    tx.update(expRef, { testAccessIds: FieldValue.arrayUnion(ref.id) });
  });
  return toTestAccess(ref.id, (await ref.get()).data()!);
}

/** A preview link of this experience; under an experience that no longer exists, nothing is found. */
async function ownTestAccess(brandId: string, experienceId: string, testAccessId: string, tx?: Transaction) {
  const ref = testAccessCol().doc(testAccessId);
  const [experience, snap] = await Promise.all([readDoc(experienceRef(brandId, experienceId), tx), readDoc(ref, tx)]);
  if (!experience.exists) throw notFound("Experience");
  const data = snap.data();
  if (!data || data.brandId !== brandId || data.experienceId !== experienceId) throw notFound("Preview link");
  return { ref, data };
}

export async function getTestAccess(brandId: string, experienceId: string, testAccessId: string, tx?: Transaction): Promise<TestAccess> {
  const { ref, data } = await ownTestAccess(brandId, experienceId, testAccessId, tx);
  return toTestAccess(ref.id, data);
}

export async function updateTestAccess(
  brandId: string,
  experienceId: string,
  testAccessId: string,
  input: UpdateTestAccess,
  ifMatch?: IfMatch,
): Promise<TestAccess> {
  const ref = testAccessCol().doc(testAccessId);
  await db().runTransaction(async (tx) => {
    await ownTestAccess(brandId, experienceId, testAccessId, tx);
    await ifMatch?.assert(() => getTestAccess(brandId, experienceId, testAccessId, tx));
    tx.update(ref, {
      label: input.label,
      ...(input.allowComments === undefined ? {} : { allowComments: input.allowComments }),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return toTestAccess(ref.id, (await ref.get()).data()!);
}

/** Revoking twice is harmless: the first date stays. */
export async function revokeTestAccess(caller: Caller, brandId: string, experienceId: string, testAccessId: string): Promise<TestAccess> {
  // In a transaction that read the experience: deleted meanwhile, the answer is its 404.
  const ref = await db().runTransaction(async (tx) => {
    const { ref, data } = await ownTestAccess(brandId, experienceId, testAccessId, tx);
    if (!data.revokedAt) {
      tx.update(ref, { revokedAt: FieldValue.serverTimestamp(), revokedBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
      tx.update(experienceRef(brandId, experienceId), { testAccessIds: FieldValue.arrayRemove(testAccessId) });
    }
    return ref;
  });
  return toTestAccess(ref.id, (await ref.get()).data()!);
}

/**
 * Lets a preview link's viewer act on the draft (its chat): the link must be active and of this
 * experience, else the same 403s as the preview page.
 */
export async function checkTestAccess(brandId: string, experienceId: string, testAccessId: string): Promise<void> {
  const data = (await testAccessCol().doc(testAccessId).get()).data();
  if (!data || data.brandId !== brandId || data.experienceId !== experienceId) throw forbidden(INVALID_MESSAGE);
  if (data.revokedAt) throw forbidden(REVOKED_MESSAGE);
}

export const COMMENTS_OFF_MESSAGE = "Comments are off on this preview link";

/**
 * A preview link that lets reviewers comment, read outside any transaction: unknown, revoked,
 * of a suspended workspace or with comments off, the answer is a 403 that says which.
 */
export async function testAccessOpenToComments(testAccessId: string): Promise<{ id: string; data: DocumentData }> {
  const data = (await testAccessCol().doc(testAccessId).get()).data();
  if (!data) throw forbidden(INVALID_MESSAGE);
  if (data.revokedAt) throw forbidden(REVOKED_MESSAGE);
  assertOpenToVisitors((await tenantsCol().doc(data.tenantId).get()).data() as TenantDoc | undefined);
  if (data.allowComments !== true) throw forbidden(COMMENTS_OFF_MESSAGE);
  return { id: testAccessId, data };
}

/**
 * What a preview link shows: the link's experience, live draft, framed by the placement. The link
 * must be active and belong to the placement's brand; anything else is a 403 that says which.
 */
export async function getTestManifest(placementId: string, testAccessId: string): Promise<TestManifest> {
  const [placement, access] = await Promise.all([placementsCol().doc(placementId).get(), testAccessCol().doc(testAccessId).get()]);
  if (!placement.exists) throw notFound("Placement");
  const data = access.data();
  if (!data || data.brandId !== placement.get("brandId")) throw forbidden(INVALID_MESSAGE);
  if (data.revokedAt) throw forbidden(REVOKED_MESSAGE);
  assertOpenToVisitors((await tenantsCol().doc(data.tenantId).get()).data() as TenantDoc | undefined);
  const draft = await buildDraft(data.brandId, data.experienceId).catch((err: unknown) => {
    // The experience was deleted: its links went with it.
    if (err instanceof ApiError && err.code === "not-found") throw forbidden(INVALID_MESSAGE);
    throw err;
  });
  if (!draft.manifest) {
    throw unprocessable("This experience has nothing to show yet", draft.problems);
  }
  return {
    placement: { id: placement.id, name: placement.get("name") ?? "" },
    testAccess: { id: access.id, label: data.label, allowComments: data.allowComments === true },
    manifest: draft.manifest,
    problems: draft.problems,
  };
}

/** Removes an experience's preview links, for whoever deletes the experience (or its brand). */
export async function deleteTestAccessOf(brandId: string, experienceId: string): Promise<void> {
  const snap = await testAccessCol().where("experienceId", "==", experienceId).get();
  const mine = snap.docs.filter((d) => d.get("brandId") === brandId);
  for (let i = 0; i < mine.length; i += 400) {
    const batch = db().batch();
    for (const doc of mine.slice(i, i + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
}
