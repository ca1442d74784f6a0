import type { Experience, Page } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

export function listExperiences(brandId: string): Promise<Page<Experience>> {
  return api("listExperiences", { params: { brandId }, query: { limit: 100 } });
}

/** The brand's experiences, for pickers and for naming the experiences a placement shows. */
export function useBrandExperiences(brandId: string) {
  return useSWR(["experiences", brandId, "list", { limit: 100 }], () => listExperiences(brandId));
}
