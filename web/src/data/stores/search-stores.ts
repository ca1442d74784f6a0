import type { ListStoresQuery } from "@vitrine/contract";
import useSWR from "swr";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { listStores } from "./list-stores";
import { storeKeys } from "./keys";

/** How many stores a picker shows for what was typed: enough to choose from, never the whole chain. */
export const STORE_SEARCH_LIMIT = 20;

/** The query a store picker asks for what was typed: the first stores by name, or those whose name starts with it. */
export function storeSearchQuery(text: string): ListStoresQuery {
  const q = text.trim().slice(0, 80);
  return q ? { q, sort: "name", limit: STORE_SEARCH_LIMIT } : { sort: "name", limit: STORE_SEARCH_LIMIT };
}

/**
 * The stores a picker offers for what the person is typing, asked of the server once the typing
 * settles (one request per pause, not per keystroke); nothing is asked while `enabled` is false.
 */
export function useStoreSearch(brandId: string, text: string, enabled: boolean) {
  const query = storeSearchQuery(useDebouncedValue(text, 250));
  return useSWR(enabled ? storeKeys.list(brandId, query) : null, () => listStores(brandId, query), { keepPreviousData: true });
}
