import type { ExperimentAnalytics } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { placementKeys } from "./keys";

export function getExperimentAnalytics(brandId: string, placementId: string): Promise<ExperimentAnalytics> {
  return api("getPlacementExperimentAnalytics", { params: { brandId, placementId } });
}

/** Each arm of the placement's experiment since it started; refreshed every few minutes while open. */
export function useExperimentAnalytics(brandId: string, placementId: string, enabled = true) {
  return useSWR(enabled ? placementKeys.experiment(brandId, placementId) : null, () => getExperimentAnalytics(brandId, placementId), {
    refreshInterval: 5 * 60_000,
  });
}
