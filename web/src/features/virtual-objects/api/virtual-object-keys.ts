/** The one place virtual-object cache keys are built. */
export const virtualObjectKeys = {
  all: ["virtual-objects"] as const,
  list: (brandId: string, experienceId: string) => ["virtual-objects", brandId, experienceId, "list"] as const,
  // The experience's products, read here only to link a model to one.
  products: (brandId: string, experienceId: string) => ["virtual-objects", brandId, experienceId, "products"] as const,
};
