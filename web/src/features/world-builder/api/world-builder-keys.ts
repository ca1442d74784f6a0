/**
 * The one place this screen's cache keys are built. Each resource is scoped by brand and
 * experience, so saving a scene or moving a hotspot touches nothing outside this experience.
 */
export const worldBuilderKeys = {
  // Under the video wall screen's key, so its edits revalidate this too; a distinct leaf because
  // this one may hold null (not served yet), which that screen does not expect.
  videoWall: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId, "world-builder"] as const,
};
