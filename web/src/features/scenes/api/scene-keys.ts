/** The one place scene cache keys are built: an experience's scenes are one list (they are few, and edited together). */
export const sceneKeys = {
  all: ["scenes"] as const,
  list: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "list"] as const,
  // What the scenes screen reads from elsewhere: sets to pick from, names of placed models.
  sets: (brandId: string) => ["scenes", brandId, "sets"] as const,
  objectNames: (brandId: string, experienceId: string) => ["scenes", brandId, experienceId, "object-names"] as const,
};
