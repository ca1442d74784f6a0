import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type ListLibraryQuery } from "./library-keys";

export type { LibraryObject };

/** The API's largest page: a workspace's library is tens to hundreds of models, so one to a few requests. */
const PAGE_SIZE = 100;
/** A stop in case the API ever hands out cursors forever. */
const MAX_PAGES = 50;

/** Every model matching `query`, following the pages in name order. */
export async function listWholeLibrary(query: Omit<ListLibraryQuery, "limit" | "cursor"> = {}): Promise<{ items: LibraryObject[] }> {
  const items: LibraryObject[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await api("listLibrary", { query: { ...query, limit: PAGE_SIZE, cursor } });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return { items };
}

/** While an upload is being optimised, ask again this often to pick up its final file and stats. */
export const PROCESSING_REFRESH_MS = 5000;

/**
 * The whole library the workspace sees (the global samples and its own models, every page): the
 * viewer lists, searches and preloads all of it. Not refetched on focus: a developer switching
 * to their editor and back should not reshuffle the list under the model they are inspecting.
 */
export function useLibrary(query: Omit<ListLibraryQuery, "limit" | "cursor"> = {}) {
  return useSWR(libraryKeys.list(query), () => listWholeLibrary(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    refreshInterval: (data) => (data?.items.some((item) => item.status === "processing") ? PROCESSING_REFRESH_MS : 0),
  });
}
