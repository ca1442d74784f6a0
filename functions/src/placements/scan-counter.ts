import { FieldValue, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { subcollection } from "../firestore/collections.js";

/**
 * A placement's scans, for "the first N scans" rules: a sharded counter under the placement,
 * `placements/{id}/scanShards/{0..SHARDS-1}` (`count`). Each scan adds one to a random shard, so a
 * launch's burst of scans spreads over ten documents instead of queueing on one (Firestore takes
 * about one write a second per document). Only placements with such a rule count: the others pay
 * nothing. The count is read in the same batched read as the brand, so it costs no round trip.
 * Concurrent scans at the limit may both see N-1: "the first 500" is exact to within the scans
 * in flight, which a launch can live with.
 */
export const SCAN_SHARDS = 10;

export const scanShardRefs = (placement: DocumentReference): DocumentReference[] =>
  Array.from({ length: SCAN_SHARDS }, (_, i) => subcollection(placement, "scanShards").doc(String(i)));

export const scansIn = (shards: readonly DocumentSnapshot[]): number =>
  shards.reduce((sum, s) => sum + (typeof s.get("count") === "number" ? (s.get("count") as number) : 0), 0);

export async function countScan(placement: DocumentReference, random = Math.random): Promise<void> {
  const shard = scanShardRefs(placement)[Math.floor(random() * SCAN_SHARDS)]!;
  await shard.set({ count: FieldValue.increment(1) }, { merge: true });
}
