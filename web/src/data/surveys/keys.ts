import type { ListSurveysQuery } from "@vitrine/contract";
import { normaliseQuery } from "@/lib/query-keys";

/** The one place survey cache keys are built, scoped by brand so one brand's changes leave others cached. */
export const surveyKeys = {
  all: ["surveys"] as const,
  lists: (brandId: string) => ["surveys", brandId, "list"] as const,
  list: (brandId: string, query: ListSurveysQuery) => ["surveys", brandId, "list", normaliseQuery({ ...query, status: query.status ?? "active" })] as const,
  details: (brandId: string) => ["surveys", brandId, "detail"] as const,
  detail: (brandId: string, surveyId: string) => ["surveys", brandId, "detail", surveyId] as const,
};
