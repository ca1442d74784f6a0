import type { Page, VitrineSet } from "@contract";
import useSWR from "swr";
import { sceneKeys } from "@/data/scenes/keys";
import { api } from "@/lib/api";

/** The brand's sets by name, for the set picker (a brand keeps a handful; the first hundred is all of them). */
export function listSetsForPicker(brandId: string): Promise<Page<VitrineSet>> {
  return api("listSets", { params: { brandId }, query: { sort: "name", limit: 100 } });
}

export function useSetsForPicker(brandId: string) {
  return useSWR(sceneKeys.setsPicker(brandId), () => listSetsForPicker(brandId));
}
