/**
 * The one place this screen's cache keys are built. Each resource is scoped by brand and
 * experience, so saving a scene or moving a hotspot touches nothing outside this experience.
 */
export const worldBuilderKeys = {
  scenes: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "list"] as const,
  scene: (brandId: string, experienceId: string, sceneId: string) => ["scenes", brandId, experienceId, "detail", sceneId] as const,
  products: (brandId: string, experienceId: string) => ["products", brandId, experienceId, "all"] as const,
  videoWall: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId] as const,
  sets: (brandId: string) => ["sets", brandId, "picker"] as const,
  set: (brandId: string, setId: string) => ["sets", brandId, "detail", setId] as const,
  // The library is the workspace's, not the brand's.
  library: () => ["library", "world-builder"] as const,
};
