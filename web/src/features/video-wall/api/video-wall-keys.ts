/** The one place video wall cache keys are built: one wall per experience. */
export const videoWallKeys = {
  all: ["video-wall"] as const,
  detail: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId] as const,
};
