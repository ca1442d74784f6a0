import type { ExperienceSummary } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { experienceKeys } from "./keys";

export function getExperienceSummary(brandId: string, experienceId: string): Promise<ExperienceSummary> {
  return api("getExperienceSummary", { params: { brandId, experienceId } });
}

/** The dashboard's counts: scenes, objects, products, placements and the last publish. */
export function useExperienceSummary(brandId: string, experienceId: string) {
  return useSWR(experienceKeys.summary(brandId, experienceId), () => getExperienceSummary(brandId, experienceId));
}
