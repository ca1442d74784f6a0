/**
 * The one place virtual-object cache keys are built. The list is what the experience's scenes
 * place, so scene changes revalidate it as well as its own edits.
 */
export const virtualObjectKeys = {
  all: ["virtual-objects"] as const,
  list: (brandId: string, experienceId: string) => ["virtual-objects", brandId, experienceId, "list"] as const,
};
