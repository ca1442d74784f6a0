import type { VitrineSet } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./keys";

export function getSet(brandId: string, setId: string): Promise<VitrineSet> {
  return api("getSet", { params: { brandId, setId } });
}

/** One set; none while `setId` is empty (a scene without a set). */
export function useSet(brandId: string, setId: string | null | undefined, config?: SWRConfiguration<VitrineSet>) {
  return useSWR(setId ? setKeys.detail(brandId, setId) : null, () => getSet(brandId, setId!), config);
}
