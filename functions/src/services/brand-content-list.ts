import { FieldPath, Timestamp, type CollectionReference, type DocumentData, type Query } from "firebase-admin/firestore";
import type { Page } from "../contract/index.js";
import { decodeCursor, encodeCursor } from "./firestore-values.js";

export interface BrandContentListQuery {
  limit: number;
  cursor?: string;
  q?: string;
  sort: "name" | "-updatedAt";
}

/**
 * One page of a brand content collection (stores, sets, surveys, videos): sorted by name (with
 * name-prefix search on `nameLower`) or by most recent update, with an opaque cursor.
 */
export async function listBrandContent<T>(
  collection: CollectionReference,
  query: BrandContentListQuery,
  toItem: (id: string, data: DocumentData) => T,
  narrow: (q: Query) => Query = (q) => q,
): Promise<Page<T>> {
  let ref = narrow(collection);
  if (query.sort === "name") {
    ref = ref.orderBy("nameLower").orderBy(FieldPath.documentId());
    const q = query.q?.toLowerCase();
    if (q) ref = ref.where("nameLower", ">=", q).where("nameLower", "<", q + "\uf8ff");
    if (query.cursor) ref = ref.startAfter(...decodeCursor(query.cursor, ["text", "id"]));
  } else {
    ref = ref.orderBy("updatedAt", "desc").orderBy(FieldPath.documentId(), "desc");
    if (query.cursor) {
      const [millis, id] = decodeCursor(query.cursor, ["millis", "id"]);
      ref = ref.startAfter(Timestamp.fromMillis(millis), id);
    }
  }
  const snap = await ref.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const last = docs.at(-1);
  let nextCursor: string | null = null;
  if (snap.size > query.limit && last) {
    const data = last.data();
    nextCursor =
      query.sort === "name"
        ? encodeCursor([data.nameLower as string, last.id])
        : encodeCursor([(data.updatedAt as Timestamp).toMillis(), last.id]);
  }
  return { items: docs.map((d) => toItem(d.id, d.data())), nextCursor };
}
