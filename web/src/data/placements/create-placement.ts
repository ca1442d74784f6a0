import type { CreatePlacement, Placement } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys, storeCountKeys } from "./keys";
import { useT } from "../messages";

export interface CreatePlacementInput {
  brandId: string;
  placement: CreatePlacement;
}

export function createPlacement({ brandId, placement }: CreatePlacementInput): Promise<Placement> {
  return api("createPlacement", { params: { brandId }, body: placement });
}

export function useCreatePlacement() {
  const t = useT();
  return useApiMutation(createPlacement, {
    invalidates: ({ brandId }) => [placementKeys.brand(brandId), storeCountKeys(brandId)],
    success: (placement) => t("placements.created", { name: placement.name }),
  });
}
