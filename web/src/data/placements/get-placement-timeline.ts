import type { PlacementTimeline } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function getPlacementTimeline(brandId: string, placementId: string, days: number): Promise<PlacementTimeline> {
  return api("getPlacementTimeline", { params: { brandId, placementId }, query: { days } });
}

/** What a placement shows over the next days; refreshed every few minutes so "now" stays true. */
export function usePlacementTimeline(brandId: string, placementId: string, days = 7) {
  return useSWR(placementKeys.timeline(brandId, placementId, days), () => getPlacementTimeline(brandId, placementId, days), {
    keepPreviousData: true,
    refreshInterval: 5 * 60_000,
  });
}
