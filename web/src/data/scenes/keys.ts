/**
 * The one place scene cache keys are built. An experience's scenes are one list (they are few,
 * and edited together), read by the scenes screen, the world builder, the products screen's
 * hotspot column and the host editor: every one of them under this key, so a save reaches all.
 */
export const sceneKeys = {
  all: ["scenes"] as const,
  list: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "list"] as const,
};
