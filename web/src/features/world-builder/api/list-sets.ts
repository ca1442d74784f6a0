import type { VitrineSet } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { worldBuilderKeys } from "./world-builder-keys";

/** The brand's sets by name, for the scene's set picker (the first 100 are plenty to choose from). */
export function listSets(brandId: string): Promise<VitrineSet[]> {
  return api("listSets", { params: { brandId }, query: { limit: 100, sort: "name" } }).then((page) => page.items);
}

export function useSets(brandId: string) {
  return useSWR(worldBuilderKeys.sets(brandId), () => listSets(brandId), { revalidateOnFocus: false });
}
