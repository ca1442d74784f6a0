import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { worldBuilderKeys } from "./world-builder-keys";

export type { LibraryObject };

/** Pages the editor reads at most: a library larger than this is searched, not scrolled. */
const MAX_PAGES = 10;

/** The whole library the workspace sees (samples and its own models), every page of it. */
export async function listAllLibrary(): Promise<LibraryObject[]> {
  const items: LibraryObject[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await api("listLibrary", { query: { limit: 100, cursor } });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return items;
}

/** While an upload is being optimised, ask again this often to pick up its final file. */
const PROCESSING_REFRESH_MS = 5000;

export function useLibraryObjects() {
  return useSWR(worldBuilderKeys.library(), listAllLibrary, {
    revalidateOnFocus: false,
    refreshInterval: (data) => (data?.some((item) => item.status === "processing") ? PROCESSING_REFRESH_MS : 0),
  });
}
