import type { Placement, StartExperiment } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys } from "./keys";

export interface StartExperimentInput {
  brandId: string;
  placementId: string;
  experiment: StartExperiment;
  /** Success toast text (the screen's words). */
  message: string;
}

export function startExperiment({ brandId, placementId, experiment }: StartExperimentInput): Promise<Placement> {
  return api("startPlacementExperiment", { params: { brandId, placementId }, body: experiment });
}

export function useStartExperiment() {
  return useApiMutation(startExperiment, {
    invalidates: ({ brandId }) => [placementKeys.brand(brandId)],
    success: (_placement, { message }) => message,
  });
}
