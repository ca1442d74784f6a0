import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Page } from "@vitrine/contract";
import { decodeCursor, encodeCursor } from "./values.js";

/**
 * What a list is sorted by: one field, then the document id as the tie-break, both in the same
 * direction. `text` fields hold strings (a lower-cased name, an email), `millis` fields timestamps.
 */
export interface CursorSort {
  field: string;
  kind: "text" | "millis";
  direction?: "asc" | "desc";
}

/**
 * One page of `query` in `sort` order, after `page.cursor`: the one cursor pager every listing
 * uses. The cursor is opaque to clients (the last item's sort value and id); one made up, or taken
 * from a list sorted otherwise, is a 400 on `cursor`. One extra document is read to know whether a
 * next page exists, so `nextCursor` is null on the last page, never a page that comes back empty.
 */
export async function cursorPage<T>(
  query: Query,
  sort: CursorSort,
  page: { limit: number; cursor?: string },
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const direction = sort.direction ?? "asc";
  let ordered = query.orderBy(sort.field, direction).orderBy(FieldPath.documentId(), direction);
  if (page.cursor) {
    const [value, id] = decodeCursor(page.cursor, [sort.kind, "id"]);
    ordered = ordered.startAfter(sort.kind === "millis" ? Timestamp.fromMillis(value as number) : value, id);
  }
  const snap = await ordered.limit(page.limit + 1).get();
  const docs = snap.docs.slice(0, page.limit);
  const last = docs.at(-1);
  const lastValue = (doc: QueryDocumentSnapshot) => (sort.kind === "millis" ? (doc.get(sort.field) as Timestamp).toMillis() : (doc.get(sort.field) as string));
  return {
    items: docs.map(toItem),
    nextCursor: snap.size > page.limit && last ? encodeCursor([lastValue(last), last.id]) : null,
  };
}

/** The sorts most lists share. */
export const NEWEST_FIRST: CursorSort = { field: "createdAt", kind: "millis", direction: "desc" };
export const RECENTLY_UPDATED: CursorSort = { field: "updatedAt", kind: "millis", direction: "desc" };
export const BY_NAME: CursorSort = { field: "nameLower", kind: "text" };
