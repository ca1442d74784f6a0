import type { Experience, Page } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

export function listBrandExperiences(brandId: string): Promise<Page<Experience>> {
  return api("listExperiences", { params: { brandId }, query: { limit: 100 } });
}

/** The brand's experiences: what the store's QR codes show, and the choices for a new one. */
export function useBrandExperiences(brandId: string) {
  return useSWR(["experiences", brandId, "list", { limit: 100 }], () => listBrandExperiences(brandId));
}
