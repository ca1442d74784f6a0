import type { AnalyticsRangeQuery, BrandAnalyticsSummary } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { analyticsKeys } from "./keys";

export function getBrandAnalyticsSummary(brandId: string, range: AnalyticsRangeQuery): Promise<BrandAnalyticsSummary> {
  return api("getBrandAnalyticsSummary", { params: { brandId }, query: range });
}

/** The brand's numbers at a glance (the last 7 days unless told). */
export function useBrandAnalyticsSummary(brandId: string, range: AnalyticsRangeQuery = { days: 7 }) {
  return useSWR(analyticsKeys.brandSummary(brandId, range), () => getBrandAnalyticsSummary(brandId, range));
}
