import type { ListStoresQuery, Page, Store } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { storeKeys } from "./keys";

export type { ListStoresQuery };

export function listStores(brandId: string, query: ListStoresQuery = {}): Promise<Page<Store>> {
  return api("listStores", { params: { brandId }, query });
}

/** One page of a brand's stores. Keeps the previous page on screen while the next one (or a search) loads. */
export function useStores(brandId: string, query: ListStoresQuery = {}) {
  return useSWR(storeKeys.list(brandId, query), () => listStores(brandId, query), { keepPreviousData: true });
}
