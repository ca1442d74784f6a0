import type { BulkPlacementsPreview, PreviewBulkPlacements } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function previewBulkPlacements(brandId: string, selection: PreviewBulkPlacements): Promise<BulkPlacementsPreview> {
  return api("previewBulkPlacements", { params: { brandId }, body: selection });
}

/** What a bulk creation would do with this selection; null while the selection is incomplete. Keeps the last count on screen while the next loads. */
export function useBulkPlacementsPreview(brandId: string, selection: PreviewBulkPlacements | null) {
  return useSWR(selection ? placementKeys.bulkPreview(brandId, selection) : null, () => previewBulkPlacements(brandId, selection!), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
}
