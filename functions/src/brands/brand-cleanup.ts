import type { Query } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { brandsCol } from "./brands.js";

/** Documents deleted per batched write (Firestore allows 500 writes per batch). */
const BATCH_SIZE = 400;

export interface BrandCleanupResult {
  /** False when the brand exists (again): nothing was deleted. */
  cleaned: boolean;
  placements: number;
  libraryObjects: number;
}

/** Deletes every document `query` matches, one batch at a time, until none is left. */
async function deleteAll(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await query.select().limit(BATCH_SIZE).get();
    if (snap.empty) return deleted;
    const batch = db().batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}

/**
 * Removes what belonged to a deleted brand outside its own document tree: its placements
 * (`placements` with `brandId`) and its tenant library objects (`libraryObjects` with `brandId`
 * and a `tenantId`; the global samples, `tenantId` null, are never touched); and its viewers'
 * analytics (raw events and daily aggregates), too many to delete within the API request.
 * The brand's other subcollections are deleted by `deleteBrand` right after the brand document;
 * whatever it did not get to (an interrupted request) is deleted here too.
 *
 * Idempotent: running it again (a redelivered event) finds nothing left and deletes nothing.
 * If the brand document exists, it does nothing.
 */
export async function cleanUpDeletedBrand(brandId: string): Promise<BrandCleanupResult> {
  if ((await brandsCol().doc(brandId).get()).exists) return { cleaned: false, placements: 0, libraryObjects: 0 };
  const placements = await deleteAll(db().collection("placements").where("brandId", "==", brandId));
  const libraryObjects = await deleteAll(db().collection("libraryObjects").where("brandId", "==", brandId).where("tenantId", "!=", null));
  for (const collection of await brandsCol().doc(brandId).listCollections()) await db().recursiveDelete(collection);
  return { cleaned: true, placements, libraryObjects };
}
