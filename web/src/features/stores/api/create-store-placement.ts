import type { CreatePlacement, Placement } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { storePlacementKeys } from "./list-store-placements";
import { storeKeys } from "@/data/stores/keys";

export interface CreateStorePlacementInput {
  brandId: string;
  placement: CreatePlacement;
}

export function createStorePlacement({ brandId, placement }: CreateStorePlacementInput): Promise<Placement> {
  return api("createPlacement", { params: { brandId }, body: placement });
}

export function useCreateStorePlacement() {
  return useApiMutation(createStorePlacement, {
    // The store's placement count changes too.
    invalidates: ({ brandId }) => [storePlacementKeys.brand(brandId), storeKeys.details(brandId), storeKeys.lists(brandId)],
    success: (placement) => `QR code “${placement.name}” created.`,
  });
}
