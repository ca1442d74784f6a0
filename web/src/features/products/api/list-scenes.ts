import type { Scene } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";

/** Scene names for the hotspot column; the scenes feature owns editing them. */
export const sceneKeys = {
  list: (experienceId: string) => ["scenes", experienceId, "list", "all"] as const,
};

export function listScenes(brandId: string, experienceId: string): Promise<{ items: Scene[] }> {
  return api("listScenes", { params: { brandId, experienceId } });
}

export function useScenes(brandId: string, experienceId: string) {
  return useSWR(sceneKeys.list(experienceId), () => listScenes(brandId, experienceId));
}
