import type { CreateStore, Store } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { storeKeys } from "./keys";
import { useT } from "../messages";

export interface CreateStoreInput {
  brandId: string;
  store: CreateStore;
}

export function createStore({ brandId, store }: CreateStoreInput): Promise<Store> {
  return api("createStore", { params: { brandId }, body: store });
}

export function useCreateStore() {
  const t = useT();
  return useApiMutation(createStore, {
    invalidates: ({ brandId }) => [storeKeys.lists(brandId)],
    success: (store) => t("stores.created", { name: store.name }),
  });
}
