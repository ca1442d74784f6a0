import type { Page, Store } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

export function listStores(brandId: string): Promise<Page<Store>> {
  return api("listStores", { params: { brandId }, query: { limit: 100 } });
}

/** The brand's stores, for the placement's store picker and the schedules' default zone. */
export function useBrandStores(brandId: string) {
  return useSWR(["stores", brandId, "list", { limit: 100 }], () => listStores(brandId));
}
