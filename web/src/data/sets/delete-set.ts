import type { Page, VitrineSet } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { setKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteSetInput {
  brandId: string;
  setId: string;
  /** For the success message. */
  name: string;
}

export function deleteSet({ brandId, setId }: DeleteSetInput): Promise<{ ok: true }> {
  return api("deleteSet", { params: { brandId, setId } });
}

export function useDeleteSet() {
  const t = useT();
  return useApiMutation(deleteSet, {
    // The row goes at once; if the server refuses, it comes back and the toast says why.
    optimistic: ({ brandId, setId }) => [
      {
        key: setKeys.lists(brandId),
        update: (page: Page<VitrineSet> | undefined) => page && { ...page, items: page.items.filter((set) => set.id !== setId) },
      },
    ],
    // The set is gone: drop its cached detail rather than refetch it into a 404.
    evicts: ({ brandId, setId }) => [setKeys.detail(brandId, setId)],
    invalidates: ({ brandId }) => [setKeys.lists(brandId)],
    success: (_result, { name }) => t("sets.deleted", { name }),
  });
}
