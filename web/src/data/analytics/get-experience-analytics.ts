import type { AnalyticsRangeQuery, ExperienceAnalytics } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { analyticsKeys } from "./keys";

export function getExperienceAnalytics(brandId: string, experienceId: string, range: AnalyticsRangeQuery): Promise<ExperienceAnalytics> {
  return api("getExperienceAnalytics", { params: { brandId, experienceId }, query: range });
}

/** An experience's report for a range; the previous range's numbers stay on screen while the next loads. */
export function useExperienceAnalytics(brandId: string, experienceId: string, range: AnalyticsRangeQuery | null) {
  return useSWR(range ? analyticsKeys.experience(brandId, experienceId, range) : null, () => getExperienceAnalytics(brandId, experienceId, range!), {
    keepPreviousData: true,
  });
}
