import type { Page, Placement } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys, storeCountKeys } from "./keys";
import { useT } from "../messages";

export interface DeletePlacementInput {
  brandId: string;
  placementId: string;
  /** For the success message. */
  name: string;
}

export function deletePlacement({ brandId, placementId }: DeletePlacementInput): Promise<{ ok: true }> {
  return api("deletePlacement", { params: { brandId, placementId } });
}

export function useDeletePlacement() {
  const t = useT();
  return useApiMutation(deletePlacement, {
    // The card goes at once; it comes back if the server refuses.
    optimistic: ({ brandId, placementId }) => [
      {
        key: placementKeys.lists(brandId),
        update: (page: Page<Placement> | undefined) => page && { ...page, items: page.items.filter((p) => p.id !== placementId) },
      },
    ],
    invalidates: ({ brandId }) => [placementKeys.brand(brandId), storeCountKeys(brandId)],
    success: (_result, { name }) => t("placements.deleted", { name }),
  });
}
