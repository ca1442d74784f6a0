import type { Page, Store } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { storeKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteStoreInput {
  brandId: string;
  storeId: string;
  /** For the success message. */
  name: string;
}

export function deleteStore({ brandId, storeId }: DeleteStoreInput): Promise<{ ok: true }> {
  return api("deleteStore", { params: { brandId, storeId } });
}

export function useDeleteStore() {
  const t = useT();
  return useApiMutation(deleteStore, {
    // The row goes at once; if placements still stand in the store (409) it comes back and the
    // toast names them.
    optimistic: ({ brandId, storeId }) => [
      {
        key: storeKeys.lists(brandId),
        update: (page: Page<Store> | undefined) => page && { ...page, items: page.items.filter((store) => store.id !== storeId) },
      },
    ],
    // The store is gone: drop its cached detail rather than refetch it into a 404.
    evicts: ({ brandId, storeId }) => [storeKeys.detail(brandId, storeId)],
    invalidates: ({ brandId }) => [storeKeys.lists(brandId)],
    success: (_result, { name }) => t("stores.deleted", { name }),
  });
}
