import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./set-keys";

/** The API's largest page: a workspace's library is tens to hundreds of models, so one to a few requests. */
const PAGE_SIZE = 100;
/** A stop in case the API ever hands out cursors forever. */
const MAX_PAGES = 50;

/** Every model of the workspace's library (samples included), following the pages in name order. */
export async function listLibrary(): Promise<{ items: LibraryObject[] }> {
  const items: LibraryObject[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await api("listLibrary", { query: { limit: PAGE_SIZE, cursor } });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return { items };
}

/**
 * The workspace's whole 3D library, for the backdrop picker and to name backdrops in the list.
 * Only asked for while something needs it.
 */
export function useLibrary(enabled = true) {
  return useSWR(enabled ? setKeys.library() : null, listLibrary);
}
