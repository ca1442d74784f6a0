import type { VitrineSet } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { worldBuilderKeys } from "./world-builder-keys";

export function getSet(brandId: string, setId: string): Promise<VitrineSet> {
  return api("getSet", { params: { brandId, setId } });
}

/** The scene's set (backdrop, light, floor, background); none while the scene has no set. */
export function useSet(brandId: string, setId: string | null) {
  return useSWR(setId ? worldBuilderKeys.set(brandId, setId) : null, () => getSet(brandId, setId!), { revalidateOnFocus: false });
}
