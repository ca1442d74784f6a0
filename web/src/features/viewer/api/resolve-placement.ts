import type { ResolvedPlacement } from "@vitrine/contract";
import { buildPath, publicEndpoints } from "@vitrine/contract/public-endpoints";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { lastingVisitorId } from "@/lib/analytics-sender";
import { rememberArm } from "@/lib/experiment-arm";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

export type { ResolvedPlacement };

/**
 * Whether the page the server made already asked for this address (`<link rel="preload">`). It
 * does so only where the answer cannot depend on the visitor's id (no experiment runs), so the
 * viewer asks for exactly that address and the browser answers from the preload.
 */
function preloadedByPage(path: string): boolean {
  if (typeof document === "undefined") return false;
  const wanted = new URL(path, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].some((link) => link.href === wanted);
}

/**
 * What a QR code shows right now: its brand, and the published experience (null = nothing now).
 * The visitor's lasting anonymous id (none where the browser keeps none) keeps them in the same
 * experiment arm on every scan; the arm is remembered for the analytics session.
 */
export async function resolvePlacement(placementId: string): Promise<ResolvedPlacement> {
  const visitor = preloadedByPage(buildPath(publicEndpoints.resolvePlacement.path, { placementId })) ? null : lastingVisitorId();
  const placement = await publicApi("resolvePlacement", { params: { placementId }, ...(visitor ? { query: { visitor } } : {}) });
  rememberArm(placementId, placement.arm, placement.experience?.id ?? null);
  return placement;
}

export function useResolvedPlacement(placementId: string | undefined) {
  return useSWR(placementId ? viewerKeys.placement(placementId) : null, () => resolvePlacement(placementId!), viewerSwrOptions);
}
