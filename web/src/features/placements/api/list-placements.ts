import type { ListPlacementsQuery, Page, Placement } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./placement-keys";

export function listPlacements(brandId: string, query: ListPlacementsQuery = {}): Promise<Page<Placement>> {
  return api("listPlacements", { params: { brandId }, query });
}

/** The placements that can show an experience (as default or in a schedule), by name. */
export function usePlacements(brandId: string, query: ListPlacementsQuery) {
  return useSWR(placementKeys.list(brandId, query), () => listPlacements(brandId, query), { keepPreviousData: true });
}
