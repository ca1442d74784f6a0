import type { ResolvedPlacement } from "@vitrine/contract";
import { publicApi } from "@/lib/public-api";
import { viewerKeys } from "./viewer-keys";
import { useViewerRequest } from "./viewer-request";

export type { ResolvedPlacement };

/** What a QR code shows right now: its brand, and the published experience (null = nothing now). */
export function resolvePlacement(placementId: string): Promise<ResolvedPlacement> {
  return publicApi("resolvePlacement", { params: { placementId } });
}

export function useResolvedPlacement(placementId: string | undefined) {
  return useViewerRequest(placementId ? viewerKeys.placement(placementId) : null, () => resolvePlacement(placementId!));
}
