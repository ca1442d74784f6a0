import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type ListLibraryQuery } from "./library-keys";

export type { LibraryObject };

export function listLibrary(query: ListLibraryQuery = {}): Promise<{ items: LibraryObject[] }> {
  return api("listLibrary", { query });
}

/** While an upload is being optimised, ask again this often to pick up its final file and stats. */
export const PROCESSING_REFRESH_MS = 5000;

/**
 * The library the workspace sees: the global samples and its own models, in one answer (the
 * route has no pages). Not refetched on focus: a developer switching to their editor and back
 * should not reshuffle the list under the model they are inspecting.
 */
export function useLibrary(query: ListLibraryQuery = {}) {
  return useSWR(libraryKeys.list(query), () => listLibrary(query), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    refreshInterval: (data) => (data?.items.some((item) => item.status === "processing") ? PROCESSING_REFRESH_MS : 0),
  });
}
