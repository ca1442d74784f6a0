import type { Page } from "@vitrine/contract";
import { decodeCursor, encodeCursor } from "./values.js";

/**
 * One page of a small list read whole (an experience's scenes, virtual objects, preview links),
 * with the same `limit` / `cursor` / `nextCursor` contract as the lists Firestore pages. The cursor
 * names the last item sent and its position: the next page starts after that item, or at that
 * position when the item has gone since.
 */
export function pageOfList<T>(items: T[], idOf: (item: T) => string, query: { limit: number; cursor?: string }): Page<T> {
  let start = 0;
  if (query.cursor) {
    const [position, id] = decodeCursor(query.cursor, ["count", "text"]);
    const found = items.findIndex((item) => idOf(item) === id);
    start = found >= 0 ? found + 1 : Math.min(position, items.length);
  }
  const page = items.slice(start, start + query.limit);
  const last = page.at(-1);
  const end = start + page.length;
  return { items: page, nextCursor: end < items.length && last ? encodeCursor([end, idOf(last)]) : null };
}
