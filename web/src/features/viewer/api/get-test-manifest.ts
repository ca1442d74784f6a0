import type { TestManifest } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

/** The live draft behind a preview link, and the placement it was opened from. */
export function getTestManifest(placementId: string, testAccessId: string): Promise<TestManifest> {
  return publicApi("getTestManifest", { params: { placementId, testAccessId } });
}

export function useTestManifest(placementId: string | undefined, testAccessId: string | undefined) {
  return useSWR(
    placementId && testAccessId ? viewerKeys.testManifest(placementId, testAccessId) : null,
    () => getTestManifest(placementId!, testAccessId!),
    viewerSwrOptions,
  );
}
