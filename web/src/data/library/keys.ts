import type { RouteQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

export type ListLibraryQuery = RouteQuery<"listLibrary">;
/** A question about the whole library: every page of it, so no page size or cursor. */
export type WholeLibraryQuery = Omit<ListLibraryQuery, "limit" | "cursor">;

/**
 * The one place library cache keys are built. The library is the workspace's (samples plus every
 * brand's uploads), so keys are not scoped by brand: an upload in one brand shows in all of them.
 * The whole library (every page, read by the model viewer, the world builder, the set and host
 * pickers) has its own `all` entry, so it never shares one with a page of the library screen, yet
 * stays under the `lists()` prefix that uploads and edits revalidate.
 */
export const libraryKeys = {
  all: ["library"] as const,
  lists: () => ["library", "list"] as const,
  list: (query: ListLibraryQuery = {}) => ["library", "list", normaliseQuery(query)] as const,
  whole: (query: WholeLibraryQuery = {}) => ["library", "list", "all", normaliseQuery(query)] as const,
  details: () => ["library", "detail"] as const,
  detail: (objectId: string) => ["library", "detail", objectId] as const,
};
