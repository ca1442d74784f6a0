import type { ListExperiencesQuery } from "@contract";
import { normaliseQuery } from "@/lib/query-keys";

/**
 * The one place experience cache keys are built, scoped by brand. A detail's summary sits under
 * its detail key, so invalidating an experience refreshes its dashboard counts too.
 */
export const experienceKeys = {
  all: ["experiences"] as const,
  lists: (brandId: string) => ["experiences", brandId, "list"] as const,
  list: (brandId: string, query: ListExperiencesQuery) => ["experiences", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["experiences", brandId, "detail"] as const,
  detail: (brandId: string, experienceId: string) => ["experiences", brandId, "detail", experienceId] as const,
  summary: (brandId: string, experienceId: string) => ["experiences", brandId, "detail", experienceId, "summary"] as const,
};
