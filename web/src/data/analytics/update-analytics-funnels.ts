import type { AnalyticsFunnels, UpdateAnalyticsFunnels } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { analyticsKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateAnalyticsFunnelsInput {
  brandId: string;
  funnels: UpdateAnalyticsFunnels["funnels"];
}

export function updateAnalyticsFunnels({ brandId, funnels }: UpdateAnalyticsFunnelsInput): Promise<AnalyticsFunnels> {
  return api("updateAnalyticsFunnels", { params: { brandId }, body: { funnels } });
}

export function useUpdateAnalyticsFunnels() {
  const t = useT();
  return useApiMutation(updateAnalyticsFunnels, {
    // The definitions, and every report of the brand (they list the funnels).
    invalidates: ({ brandId }) => [analyticsKeys.brand(brandId)],
    success: t("analytics.funnelsSaved"),
  });
}
