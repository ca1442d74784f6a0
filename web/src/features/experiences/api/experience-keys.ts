import type { ListExperiencesQuery } from "@contract";

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

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListExperiencesQuery) {
  const out: Record<string, string | number> = {};
  if (query.status) out.status = query.status;
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.sort) out.sort = query.sort;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
