import type { Experience, ListExperiencesQuery, Page } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { experienceKeys } from "./experience-keys";

export function listExperiences(brandId: string, query: ListExperiencesQuery = {}): Promise<Page<Experience>> {
  return api("listExperiences", { params: { brandId }, query });
}

/** One page of a brand's experiences; the previous page stays on screen while the next (or a search) loads. */
export function useExperiences(brandId: string, query: ListExperiencesQuery = {}) {
  return useSWR(experienceKeys.list(brandId, query), () => listExperiences(brandId, query), { keepPreviousData: true });
}
