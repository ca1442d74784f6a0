import type { LibraryObject } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type WholeLibraryQuery } from "./keys";

export type { LibraryObject, WholeLibraryQuery };

/** The API's largest page: a workspace's library is tens to hundreds of models, so one to a few requests. */
const PAGE_SIZE = 100;
/** A stop in case the API ever hands out cursors forever. */
const MAX_PAGES = 50;

/** Every model matching `query`, following the pages in name order. */
export async function listWholeLibrary(query: WholeLibraryQuery = {}): Promise<{ items: LibraryObject[] }> {
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
export const WHOLE_LIBRARY_PROCESSING_REFRESH_MS = 5000;

/** Polls while a model is still being optimised, for screens that show models as they become ready. */
export const refreshWhileProcessing = (data: { items: LibraryObject[] } | undefined) =>
  data?.items.some((item) => item.status === "processing") ? WHOLE_LIBRARY_PROCESSING_REFRESH_MS : 0;

/**
 * The whole library the workspace sees (the global samples and its own models, every page).
 * `enabled: false` asks for nothing (a picker not open yet); `config` is how this screen refetches.
 */
export function useWholeLibrary(
  query: WholeLibraryQuery = {},
  { enabled = true, ...config }: SWRConfiguration<{ items: LibraryObject[] }> & { enabled?: boolean } = {},
) {
  return useSWR(enabled ? libraryKeys.whole(query) : null, () => listWholeLibrary(query), config);
}
