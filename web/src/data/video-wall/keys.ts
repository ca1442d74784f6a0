/** The one place video wall cache keys are built: one wall per experience. */
export const videoWallKeys = {
  all: ["video-wall"] as const,
  detail: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId] as const,
  // Under `detail`, so every save revalidates it too; its own leaf because it may hold null (not
  // served yet), which the video wall screen does not expect.
  ifServed: (brandId: string, experienceId: string) => ["video-wall", brandId, experienceId, "if-served"] as const,
};
