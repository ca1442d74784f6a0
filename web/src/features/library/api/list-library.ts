import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type ListLibraryQuery } from "./library-keys";

export type { LibraryObject, ListLibraryQuery };

export function listLibrary(query: ListLibraryQuery = {}): Promise<{ items: LibraryObject[] }> {
  return api("listLibrary", { query });
}

/** While an upload is being optimised, ask again this often to pick up its final file and stats. */
export const PROCESSING_REFRESH_MS = 3000;

/**
 * The library the workspace sees: the global samples and its own models, in one answer (the
 * route has no pages). It polls only while something is still being optimised, so an idle
 * library costs nothing.
 */
export function useLibrary(query: ListLibraryQuery = {}) {
  return useSWR(libraryKeys.list(query), () => listLibrary(query), {
    keepPreviousData: true,
    refreshInterval: (data) => (data?.items.some((item) => item.status === "processing") ? PROCESSING_REFRESH_MS : 0),
  });
}
