import type { Scene } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { worldBuilderKeys } from "./world-builder-keys";

export function listScenes(brandId: string, experienceId: string): Promise<{ items: Scene[] }> {
  return api("listScenes", { params: { brandId, experienceId } });
}

/**
 * The experience's scenes for the picker. Not refetched on focus: the open scene's document is
 * the editor's own from the moment it loads, and other editors' saves surface as a conflict.
 */
export function useScenes(brandId: string, experienceId: string) {
  return useSWR(worldBuilderKeys.scenes(brandId, experienceId), () => listScenes(brandId, experienceId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
