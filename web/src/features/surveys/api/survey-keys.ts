import type { ListSurveysQuery } from "@contract";

/** The one place survey cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const surveyKeys = {
  all: ["surveys"] as const,
  lists: (brandId: string) => ["surveys", brandId, "list"] as const,
  list: (brandId: string, query: ListSurveysQuery) => ["surveys", brandId, "list", normaliseQuery(query)] as const,
  details: (brandId: string) => ["surveys", brandId, "detail"] as const,
  detail: (brandId: string, surveyId: string) => ["surveys", brandId, "detail", surveyId] as const,
};

// `{q: ""}` and `{}` ask the same question; give them the same key.
function normaliseQuery(query: ListSurveysQuery) {
  const out: Record<string, string | number> = {};
  out.status = query.status ?? "active";
  if (query.q?.trim()) out.q = query.q.trim();
  if (query.sort) out.sort = query.sort;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit !== undefined) out.limit = Number(query.limit);
  return out;
}
