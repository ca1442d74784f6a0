import type { TestManifest } from "@vitrine/contract";
import { publicApi } from "@/lib/public-api";
import { viewerKeys } from "./viewer-keys";
import { useViewerRequest } from "./viewer-request";

/** The live draft behind a preview link, and the placement it was opened from. */
export function getTestManifest(placementId: string, testAccessId: string): Promise<TestManifest> {
  return publicApi("getTestManifest", { params: { placementId, testAccessId } });
}

export function useTestManifest(placementId: string | undefined, testAccessId: string | undefined) {
  return useViewerRequest(placementId && testAccessId ? viewerKeys.testManifest(placementId, testAccessId) : null, () =>
    getTestManifest(placementId!, testAccessId!),
  );
}
