/**
 * The one place scene cache keys are built. An experience's scenes are one list (they are few,
 * and edited together), read by the scenes screen, the world builder, the products screen's
 * hotspot column and the host editor: every one of them under this key, so a save reaches all.
 */
export const sceneKeys = {
  all: ["scenes"] as const,
  list: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "list"] as const,
  // The names of the models the scenes place: they change as the scenes do.
  objectNames: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "object-names"] as const,
};
