import type { CreatePlacement, Placement } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys, storeCountKeys } from "./keys";

export interface CreatePlacementInput {
  brandId: string;
  placement: CreatePlacement;
}

export function createPlacement({ brandId, placement }: CreatePlacementInput): Promise<Placement> {
  return api("createPlacement", { params: { brandId }, body: placement });
}

export function useCreatePlacement() {
  return useApiMutation(createPlacement, {
    invalidates: ({ brandId }) => [placementKeys.brand(brandId), storeCountKeys(brandId)],
    success: (placement) => `QR code “${placement.name}” created.`,
  });
}
