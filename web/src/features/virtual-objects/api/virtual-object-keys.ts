/** The one place virtual-object cache keys are built. */
export const virtualObjectKeys = {
  all: ["virtual-objects"] as const,
  list: (brandId: string, experienceId: string) => ["virtual-objects", brandId, experienceId, "list"] as const,
};
