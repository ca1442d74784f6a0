import type { ListBrandContentQuery, Page, VitrineSet } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { setKeys } from "./keys";

export function listSets(brandId: string, query: ListBrandContentQuery = {}): Promise<Page<VitrineSet>> {
  return api("listSets", { params: { brandId }, query });
}

/** One page of a brand's sets. Keeps the previous page on screen while the next one (or a search) loads. */
export function useSets(brandId: string, query: ListBrandContentQuery = {}, config?: SWRConfiguration<Page<VitrineSet>>) {
  return useSWR(setKeys.list(brandId, query), () => listSets(brandId, query), { keepPreviousData: true, ...config });
}

/** What a set picker offers: the brand's sets by name (a brand keeps a handful; the first hundred is all of them). */
export const SET_PICKER_QUERY: ListBrandContentQuery = { sort: "name", limit: 100 };

/** The brand's sets for a picker, under the sets list's keys, so creating or renaming a set refreshes every picker. */
export function useSetsForPicker(brandId: string, config?: SWRConfiguration<Page<VitrineSet>>) {
  return useSets(brandId, SET_PICKER_QUERY, config);
}
