/** SWR keys of what the public viewer reads. */
export const viewerKeys = {
  all: () => ["viewer"] as const,
  placement: (placementId: string) => ["viewer", "placement", placementId] as const,
  manifest: (brandId: string, experienceId: string, version: number) => ["viewer", "manifest", brandId, experienceId, version] as const,
  testManifest: (placementId: string, testAccessId: string) => ["viewer", "test-manifest", placementId, testAccessId] as const,
  reviewerComments: (testAccessId: string) => ["viewer", "reviewer-comments", testAccessId] as const,
};

/** Nothing the viewer loads changes under it during a visit (manifests are immutable). */
export const viewerSwrOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: (error: unknown) => {
    const status = (error as { status?: number } | null)?.status;
    return status === undefined || status >= 500;
  },
} as const;
