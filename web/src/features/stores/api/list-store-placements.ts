import type { Page, Placement } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

/**
 * The placements (QR codes) standing in a store. Keyed under `["placements", brandId]`, the prefix
 * the QR code scheduler refreshes after its changes, so both screens stay in step.
 */
export const storePlacementKeys = {
  brand: (brandId: string) => ["placements", brandId] as const,
  list: (brandId: string, storeId: string) => ["placements", brandId, "list", { limit: 100, storeId }] as const,
};

export function listStorePlacements(brandId: string, storeId: string): Promise<Page<Placement>> {
  return api("listPlacements", { params: { brandId }, query: { storeId, limit: 100 } });
}

export function useStorePlacements(brandId: string, storeId: string) {
  return useSWR(storePlacementKeys.list(brandId, storeId), () => listStorePlacements(brandId, storeId));
}
