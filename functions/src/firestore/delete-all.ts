import type { Query } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import { subcollectionsOf, type CollectionName } from "./registry.js";

/** Documents deleted per batched write (Firestore allows 500 writes per batch). */
const BATCH_SIZE = 400;

/**
 * Deletes every document `query` matches, one batch at a time, until none is left; returns how
 * many it deleted. Safe to run again after an interruption: it only finds what is left.
 */
export async function deleteAll(query: Query): Promise<number> {
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
 * `deleteAll` for the documents of a registered collection: a document of a collection the
 * registry lists sub-collections of (a placement's scan counter, a model's requests to process it
 * again) goes with everything under it, which a batched delete would leave behind.
 */
export async function deleteAllOf(collection: CollectionName, query: Query): Promise<number> {
  if (subcollectionsOf(collection).length === 0) return deleteAll(query);
  let deleted = 0;
  for (;;) {
    const snap = await query.select().limit(BATCH_SIZE).get();
    if (snap.empty) return deleted;
    for (const doc of snap.docs) await db().recursiveDelete(doc.ref);
    deleted += snap.size;
  }
}
