import type { RouteQuery } from "@contract";

export type ListLibraryQuery = RouteQuery<"listLibrary">;

/**
 * The one place library cache keys are built. The viewer holds the whole library (every page),
 * under its own `all` key so it never shares an entry with one page of the library screen, yet
 * stays under the `["library", "list"]` prefix that uploads and edits revalidate.
 */
export const libraryKeys = {
  all: ["library"] as const,
  lists: () => ["library", "list"] as const,
  list: (query: Omit<ListLibraryQuery, "limit" | "cursor"> = {}) => ["library", "list", "all", normaliseQuery(query)] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: Omit<ListLibraryQuery, "limit" | "cursor">) {
  const out: Record<string, string> = {};
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.tag?.trim()) out.tag = query.tag.trim();
  return out;
}
