import type { Placement, UpdatePlacement } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys, storeCountKeys } from "./keys";
import { useT } from "../messages";

export interface UpdatePlacementInput {
  brandId: string;
  placementId: string;
  changes: UpdatePlacement;
  /** Success toast text. */
  message?: string;
}

export function updatePlacement({ brandId, placementId, changes }: UpdatePlacementInput): Promise<Placement> {
  return api("updatePlacement", { params: { brandId, placementId }, body: changes });
}

export function useUpdatePlacement() {
  const t = useT();
  return useApiMutation(updatePlacement, {
    invalidates: ({ brandId, changes }) => [placementKeys.brand(brandId), ...("storeId" in changes ? [storeCountKeys(brandId)] : [])],
    success: (placement, { message }) => message ?? t("placements.saved", { name: placement.name }),
  });
}
