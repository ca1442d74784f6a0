import type { ListExperiencesQuery } from "@vitrine/contract";
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
  /**
   * Publishing, withdrawing or rolling back a version changes the experience's status and live
   * version: its header (the detail) and every list and picker that shows them.
   */
  afterPublishing: (brandId: string, experienceId: string) => [experienceKeys.detail(brandId, experienceId), experienceKeys.lists(brandId)],
};
