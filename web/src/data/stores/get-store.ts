import type { Store } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { storeKeys } from "./keys";

export function getStore(brandId: string, storeId: string): Promise<Store> {
  return api("getStore", { params: { brandId, storeId } });
}

export function useStore(brandId: string, storeId: string | undefined) {
  return useSWR(storeId ? storeKeys.detail(brandId, storeId) : null, () => getStore(brandId, storeId!));
}
