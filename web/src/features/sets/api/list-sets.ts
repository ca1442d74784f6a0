import type { ListBrandContentQuery, Page, VitrineSet } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./set-keys";

export function listSets(brandId: string, query: ListBrandContentQuery = {}): Promise<Page<VitrineSet>> {
  return api("listSets", { params: { brandId }, query });
}

/** One page of a brand's sets. Keeps the previous page on screen while the next one (or a search) loads. */
export function useSets(brandId: string, query: ListBrandContentQuery = {}) {
  return useSWR(setKeys.list(brandId, query), () => listSets(brandId, query), { keepPreviousData: true });
}
