import type { Experience, ListExperiencesQuery, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { experienceKeys } from "./keys";

export function listExperiences(brandId: string, query: ListExperiencesQuery = {}): Promise<Page<Experience>> {
  return api("listExperiences", { params: { brandId }, query });
}

/** One page of a brand's experiences; the previous page stays on screen while the next (or a search) loads. */
export function useExperiences(brandId: string, query: ListExperiencesQuery = {}) {
  return useSWR(experienceKeys.list(brandId, query), () => listExperiences(brandId, query), { keepPreviousData: true });
}

/**
 * All of a brand's experiences (up to 100, the page size's maximum), for pickers and for naming
 * what a QR code shows. Never the previous brand's list while another brand's loads.
 */
export function useBrandExperiences(brandId: string) {
  const query = { limit: 100 };
  return useSWR(experienceKeys.list(brandId, query), () => listExperiences(brandId, query));
}
