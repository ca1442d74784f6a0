import type { BulkCreatePlacements, BulkCreatePlacementsResult } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys, storeCountKeys } from "./keys";

export interface BulkCreatePlacementsInput {
  brandId: string;
  request: BulkCreatePlacements;
  /** The same key for a resent request, so a lost answer never makes the codes twice. */
  idempotencyKey: string;
}

export function bulkCreatePlacements({ brandId, request, idempotencyKey }: BulkCreatePlacementsInput): Promise<BulkCreatePlacementsResult> {
  return api("bulkCreatePlacements", { params: { brandId }, body: request, idempotencyKey });
}

/** The dialog shows the counts itself, so no toast. */
export function useBulkCreatePlacements() {
  return useApiMutation(bulkCreatePlacements, {
    invalidates: ({ brandId }) => [placementKeys.brand(brandId), storeCountKeys(brandId)],
  });
}
