import type { LibraryObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hostKeys } from "./host-keys";

const PAGE_SIZE = 100;
/** A library holds tens to hundreds of models; stop well past that. */
const MAX_PAGES = 10;

async function listWholeLibrary(): Promise<{ items: LibraryObject[] }> {
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

/** Every model the workspace sees (samples and its own), to pick the host's avatar from. */
export function useLibraryModels() {
  return useSWR(hostKeys.library(), listWholeLibrary, { revalidateOnFocus: false });
}
