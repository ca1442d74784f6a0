import type { PlacementPreview, PreviewPlacementQuery } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function previewPlacement(brandId: string, placementId: string, query: PreviewPlacementQuery): Promise<PlacementPreview> {
  return api("previewPlacement", { params: { brandId, placementId }, query });
}

/** What the saved rules, schedules and experiment show one kind of visitor (the resolver's own evaluation). */
export function usePlacementPreview(brandId: string, placementId: string, query: PreviewPlacementQuery | null) {
  return useSWR(query ? placementKeys.preview(brandId, placementId, query) : null, () => previewPlacement(brandId, placementId, query!), {
    keepPreviousData: true,
  });
}
