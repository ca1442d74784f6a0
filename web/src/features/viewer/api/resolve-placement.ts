import type { ResolvedPlacement } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

export type { ResolvedPlacement };

/** What a QR code shows right now: its brand, and the published experience (null = nothing now). */
export function resolvePlacement(placementId: string): Promise<ResolvedPlacement> {
  return publicApi("resolvePlacement", { params: { placementId } });
}

export function useResolvedPlacement(placementId: string | undefined) {
  return useSWR(placementId ? viewerKeys.placement(placementId) : null, () => resolvePlacement(placementId!), viewerSwrOptions);
}
