import type { AnalyticsRangeQuery } from "@vitrine/contract";

/** The one place analytics cache keys are built; a range is part of the key. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  experience: (brandId: string, experienceId: string, range: AnalyticsRangeQuery) =>
    ["analytics", brandId, "experience", experienceId, normaliseRange(range)] as const,
  brandSummary: (brandId: string, range: AnalyticsRangeQuery) => ["analytics", brandId, "summary", normaliseRange(range)] as const,
  /** Every report of the brand: what a change of its funnels makes stale. */
  brand: (brandId: string) => ["analytics", brandId] as const,
};

// `{days: 7}` and `{days: "7"}` ask the same question.
function normaliseRange(range: AnalyticsRangeQuery) {
  return range.from && range.to ? { from: range.from, to: range.to } : { days: Number(range.days ?? 7) };
}
