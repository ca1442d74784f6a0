import type { RouteQuery } from "@contract";

export type ListLibraryQuery = RouteQuery<"listLibrary">;

/**
 * The one place library cache keys are built. The library is the workspace's (samples plus every
 * brand's uploads), so keys are not scoped by brand: an upload in one brand shows in all of them.
 */
export const libraryKeys = {
  all: ["library"] as const,
  lists: () => ["library", "list"] as const,
  list: (query: ListLibraryQuery = {}) => ["library", "list", normaliseQuery(query)] as const,
  details: () => ["library", "detail"] as const,
  detail: (objectId: string) => ["library", "detail", objectId] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListLibraryQuery) {
  const out: Record<string, string | number> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.tag?.trim()) out.tag = query.tag.trim();
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
