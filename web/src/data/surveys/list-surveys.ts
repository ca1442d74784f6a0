import type { ListSurveysQuery, Page, Survey } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { surveyKeys } from "./keys";

export type { ListSurveysQuery };

export function listSurveys(brandId: string, query: ListSurveysQuery = {}): Promise<Page<Survey>> {
  return api("listSurveys", { params: { brandId }, query });
}

/** One page of a brand's active or archived surveys; the previous page stays on screen while the next loads. */
export function useSurveys(brandId: string, query: ListSurveysQuery = {}) {
  return useSWR(surveyKeys.list(brandId, query), () => listSurveys(brandId, query), { keepPreviousData: true });
}
