import { db } from "../firebase.js";
import { deleteAllOf } from "../firestore/delete-all.js";
import { brandsCol, libraryCol, placementsCol } from "../firestore/collections.js";

export interface BrandCleanupResult {
  /** False when the brand exists (again): nothing was deleted. */
  cleaned: boolean;
  placements: number;
  libraryObjects: number;
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
  const placements = await deleteAllOf("placements", placementsCol().where("brandId", "==", brandId));
  const libraryObjects = await deleteAllOf("libraryObjects", libraryCol().where("brandId", "==", brandId).where("tenantId", "!=", null));
  for (const collection of await brandsCol().doc(brandId).listCollections()) await db().recursiveDelete(collection);
  return { cleaned: true, placements, libraryObjects };
}
