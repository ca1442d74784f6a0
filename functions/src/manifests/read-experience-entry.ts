import type { CollectionReference, DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import { notFound } from "../errors.js";
import { experienceRef } from "../firestore/collections.js";

/**
 * A document kept under the brand on behalf of one of its experiences (a publish request, a
 * scheduled publish). It is found only through its own experience, and one of a deleted
 * experience is gone with it: both answer 404.
 */
export async function readExperienceEntry(
  collection: CollectionReference,
  { brandId, experienceId, id }: { brandId: string; experienceId: string; id: string },
  noun: string,
): Promise<DocumentSnapshot> {
  const [experience, snap] = await Promise.all([experienceRef(brandId, experienceId).get(), collection.doc(id).get()]);
  if (!experience.exists) throw notFound("Experience");
  if (!snap.exists || snap.get("experienceId") !== experienceId) throw notFound(noun);
  return snap;
}

/** What the API shows of any such entry: its id and the experience it is for, named as in its snapshot. */
export const experienceEntryOf = (id: string, data: DocumentData) => ({
  id,
  brandId: data.brandId as string,
  experienceId: data.experienceId as string,
  experienceName: (data.experienceName as string | undefined) ?? "",
});
