import type { Experience } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { experienceKeys } from "./keys";

export function getExperience(brandId: string, experienceId: string): Promise<Experience> {
  return api("getExperience", { params: { brandId, experienceId } });
}

export function useExperience(brandId: string, experienceId: string) {
  return useSWR(experienceKeys.detail(brandId, experienceId), () => getExperience(brandId, experienceId));
}
