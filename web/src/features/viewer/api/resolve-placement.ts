import type { ResolvedPlacement } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { lastingVisitorId } from "@/lib/analytics-sender";
import { rememberArm } from "@/lib/experiment-arm";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

export type { ResolvedPlacement };

/**
 * What a QR code shows right now: its brand, and the published experience (null = nothing now).
 * The visitor's lasting anonymous id (none where the browser keeps none) keeps them in the same
 * experiment arm on every scan; the arm is remembered for the analytics session.
 */
export async function resolvePlacement(placementId: string): Promise<ResolvedPlacement> {
  const visitor = lastingVisitorId();
  const placement = await publicApi("resolvePlacement", { params: { placementId }, ...(visitor ? { query: { visitor } } : {}) });
  rememberArm(placementId, placement.arm, placement.experience?.id ?? null);
  return placement;
}

export function useResolvedPlacement(placementId: string | undefined) {
  return useSWR(placementId ? viewerKeys.placement(placementId) : null, () => resolvePlacement(placementId!), viewerSwrOptions);
}
