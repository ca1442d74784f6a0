import { FieldPath, Timestamp, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { Page } from "@vitrine/contract";
import { decodeCursor, encodeCursor } from "./values.js";

/**
 * What a list is sorted by: one field, then the document id as the tie-break, both in the same
 * direction. `text` fields hold strings (a lower-cased name, an email), `millis` fields
 * timestamps, `count` fields whole numbers (a version).
 */
export interface CursorSort {
  field: string;
  kind: "text" | "millis" | "count";
  direction?: "asc" | "desc";
}

/**
 * One page of `query` (or of the union of several queries) in `sort` order, after `page.cursor`:
 * the one cursor pager every listing uses. The cursor is opaque to clients (the last item's sort
 * value and id); one made up, or taken from a list sorted otherwise, is a 400 on `cursor`. One
 * extra document is read to know whether a next page exists, so `nextCursor` is null on the last
 * page, never a page that comes back empty.
 */
export async function cursorPage<T>(
  query: Query | Query[],
  sort: CursorSort,
  page: { limit: number; cursor?: string },
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const direction = sort.direction ?? "asc";
  const after = page.cursor ? cursorPosition(page.cursor, sort) : undefined;
  const read = (q: Query) => {
    const ordered = q.orderBy(sort.field, direction).orderBy(FieldPath.documentId(), direction);
    return (after ? ordered.startAfter(...after) : ordered).limit(page.limit + 1).get();
  };
  if (!Array.isArray(query)) return pageOf((await read(query)).docs, sort, page.limit, toItem);
  // A list that is the union of several queries (an `in` filter cannot hold null, nor more than
  // 30 values): each is read from the cursor on with one extra document, and their merge in the
  // list's order holds exactly the next `limit` of the union, so pages never overlap or skip.
  const snaps = await Promise.all(query.map(read));
  return pageOf(snaps.flatMap((snap) => snap.docs).sort(inOrder(sort)), sort, page.limit, toItem);
}

/**
 * One page of documents read whole (a list too small to query page by page, such as the brands a
 * member holds a role on), in the order and with the cursors `cursorPage` gives the same list read
 * from Firestore. Documents without the sort field are left out, as Firestore's ordering does.
 */
export function cursorPageOfDocs<T>(
  docs: DocumentSnapshot[],
  sort: CursorSort,
  page: { limit: number; cursor?: string },
  toItem: (doc: DocumentSnapshot) => T,
): Page<T> {
  const after = page.cursor ? cursorPosition(page.cursor, sort) : undefined;
  const order = inOrder(sort);
  const sorted = docs
    .filter((doc) => doc.exists && sortValue(doc, sort) !== undefined)
    .sort(order)
    .filter((doc) => !after || compareKeys([sortValue(doc, sort)!, doc.id], after, sort) > 0);
  return pageOf(sorted, sort, page.limit, toItem);
}

type SortValue = string | number | Timestamp;

/** The first `limit` of `docs` (in list order, one more read when a next page exists) as a page. */
function pageOf<D extends DocumentSnapshot, T>(docs: D[], sort: CursorSort, limit: number, toItem: (doc: D) => T): Page<T> {
  const items = docs.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toItem),
    nextCursor: docs.length > limit && last ? encodeCursor([cursorValue(sortValue(last, sort)!), last.id]) : null,
  };
}

/** Where a cursor points in the list: the sort value and id of the last item sent. */
function cursorPosition(cursor: string, sort: CursorSort): [SortValue, string] {
  const [value, id] = decodeCursor(cursor, [sort.kind, "id"]);
  return [sort.kind === "millis" ? Timestamp.fromMillis(value as number) : value, id];
}

function sortValue(doc: DocumentSnapshot, sort: CursorSort): SortValue | undefined {
  const value: unknown = doc.get(sort.field);
  const fits = { text: typeof value === "string", millis: value instanceof Timestamp, count: typeof value === "number" }[sort.kind];
  return fits ? (value as SortValue) : undefined;
}

const cursorValue = (value: SortValue) => (value instanceof Timestamp ? value.toMillis() : value);

/** Firestore's order: strings by their UTF-8 bytes (which JavaScript's UTF-16 comparison is not), then ids likewise. */
const compareUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

function compareKeys([aValue, aId]: [SortValue, string], [bValue, bId]: [SortValue, string], sort: CursorSort): number {
  let byValue: number;
  if (aValue instanceof Timestamp && bValue instanceof Timestamp) byValue = aValue.seconds - bValue.seconds || aValue.nanoseconds - bValue.nanoseconds;
  else if (typeof aValue === "number" && typeof bValue === "number") byValue = aValue - bValue;
  else byValue = compareUtf8(String(aValue), String(bValue));
  const ascending = byValue || compareUtf8(aId, bId);
  return sort.direction === "desc" ? -ascending : ascending;
}

const inOrder = (sort: CursorSort) => (a: DocumentSnapshot, b: DocumentSnapshot) => compareKeys([sortValue(a, sort)!, a.id], [sortValue(b, sort)!, b.id], sort);

/** The sorts most lists share. */
export const NEWEST_FIRST: CursorSort = { field: "createdAt", kind: "millis", direction: "desc" };
export const RECENTLY_UPDATED: CursorSort = { field: "updatedAt", kind: "millis", direction: "desc" };
export const BY_NAME: CursorSort = { field: "nameLower", kind: "text" };
export const BY_EMAIL: CursorSort = { field: "email", kind: "text" };
