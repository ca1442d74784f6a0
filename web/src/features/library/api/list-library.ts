import type { LibraryObject, Page } from "@contract";
import { useMemo } from "react";
import useSWR from "swr";
import { api } from "@/lib/api";
import { libraryKeys, type ListLibraryQuery } from "./library-keys";

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

/** How many models the tag chips are gathered from: the API's largest page. */
const TAG_SOURCE_SIZE = 100;

/**
 * The tags to offer as filters: those of the first models of the library by name (one request,
 * whatever the page on screen), so choosing one does not make the others vanish.
 */
export function useLibraryTags(): string[] {
  const { data } = useLibrary({ limit: TAG_SOURCE_SIZE });
  return useMemo(() => [...new Set((data?.items ?? []).flatMap((object) => object.tags))].sort(), [data]);
}
