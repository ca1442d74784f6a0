import type { Placement } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { placementKeys } from "./keys";

export interface StopExperimentInput {
  brandId: string;
  placementId: string;
  winnerArmId: string;
  /** Success toast text (the screen's words). */
  message: string;
}

/** Stops the running experiment; the winner's experience becomes the placement's default. */
export function stopExperiment({ brandId, placementId, winnerArmId }: StopExperimentInput): Promise<Placement> {
  return api("stopPlacementExperiment", { params: { brandId, placementId }, body: { winnerArmId } });
}

export function useStopExperiment() {
  return useApiMutation(stopExperiment, {
    invalidates: ({ brandId }) => [placementKeys.brand(brandId)],
    success: (_placement, { message }) => message,
  });
}
