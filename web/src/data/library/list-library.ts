import type { LibraryObject, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type ListLibraryQuery } from "./keys";

export type { LibraryObject, ListLibraryQuery };

export function listLibrary(query: ListLibraryQuery = {}): Promise<Page<LibraryObject>> {
  return api("listLibrary", { query });
}

/** While an upload is being optimised, ask again this often to pick up its final file and stats. */
export const PROCESSING_REFRESH_MS = 3000;

/**
 * One page of the library the workspace sees: the global samples and its own models, by name.
 * Keeps the previous page on screen while the next one (or a search) loads, and polls only while
 * something on the page is still being optimised, so an idle library costs nothing.
 */
export function useLibrary(query: ListLibraryQuery = {}) {
  return useSWR(libraryKeys.list(query), () => listLibrary(query), {
    keepPreviousData: true,
    refreshInterval: (data) => (data?.items.some((item) => item.status === "processing") ? PROCESSING_REFRESH_MS : 0),
  });
}
