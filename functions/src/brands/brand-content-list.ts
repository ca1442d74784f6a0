import type { CollectionReference, DocumentData, Query } from "firebase-admin/firestore";
import type { Page } from "@vitrine/contract";
import { cursorPage, BY_NAME, RECENTLY_UPDATED } from "../firestore/cursor-page.js";

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
  const q = query.sort === "name" ? query.q?.toLowerCase() : undefined;
  if (q) ref = ref.where("nameLower", ">=", q).where("nameLower", "<", q + "\uf8ff");
  return cursorPage(ref, query.sort === "name" ? BY_NAME : RECENTLY_UPDATED, query, (d) => toItem(d.id, d.data()));
}
