import type { Page, Store, UpdateStore } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { storeKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateStoreInput {
  brandId: string;
  storeId: string;
  changes: UpdateStore;
}

export function updateStore({ brandId, storeId, changes }: UpdateStoreInput): Promise<Store> {
  return api("updateStore", { params: { brandId, storeId }, body: changes });
}

const applyChanges = (store: Store, changes: UpdateStore): Store => ({ ...store, ...(changes as Partial<Store>) });

export function useUpdateStore() {
  const t = useT();
  return useApiMutation(updateStore, {
    // The edit shows at once, on this page and in the list; a refused save puts the old values back.
    optimistic: ({ brandId, storeId, changes }) => [
      { key: storeKeys.detail(brandId, storeId), update: (store: Store | undefined) => store && applyChanges(store, changes) },
      {
        key: storeKeys.lists(brandId),
        update: (page: Page<Store> | undefined) =>
          page && { ...page, items: page.items.map((store) => (store.id === storeId ? applyChanges(store, changes) : store)) },
      },
    ],
    invalidates: ({ brandId, storeId }) => [storeKeys.lists(brandId), storeKeys.detail(brandId, storeId)],
    success: t("stores.saved"),
  });
}
