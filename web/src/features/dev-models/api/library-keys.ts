import type { RouteQuery } from "@contract";

export type ListLibraryQuery = RouteQuery<"listLibrary">;

/** The one place library cache keys are built (uploads will revalidate through these prefixes). */
export const libraryKeys = {
  all: ["library"] as const,
  lists: () => ["library", "list"] as const,
  list: (query: ListLibraryQuery = {}) => ["library", "list", normaliseQuery(query)] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListLibraryQuery) {
  const out: Record<string, string> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.tag?.trim()) out.tag = query.tag.trim();
  return out;
}
