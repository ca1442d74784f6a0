import type { Page, VitrineSet } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { sceneKeys } from "./scene-keys";

/** The brand's sets by name, for the set picker (a brand keeps a handful; the first hundred is all of them). */
export function listSetsForPicker(brandId: string): Promise<Page<VitrineSet>> {
  return api("listSets", { params: { brandId }, query: { sort: "name", limit: 100 } });
}

export function useSetsForPicker(brandId: string) {
  return useSWR(sceneKeys.sets(brandId), () => listSetsForPicker(brandId));
}
