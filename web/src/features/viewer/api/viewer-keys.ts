/** The keys of what the public viewer reads (`viewer-request.ts`). */
export const viewerKeys = {
  all: () => ["viewer"] as const,
  placement: (placementId: string) => ["viewer", "placement", placementId] as const,
  manifest: (brandId: string, experienceId: string, version: number) => ["viewer", "manifest", brandId, experienceId, version] as const,
  testManifest: (placementId: string, testAccessId: string) => ["viewer", "test-manifest", placementId, testAccessId] as const,
};
