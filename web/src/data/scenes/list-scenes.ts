import type { Scene } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { sceneKeys } from "./keys";

export function listScenes(brandId: string, experienceId: string): Promise<{ items: Scene[] }> {
  return api("listScenes", { params: { brandId, experienceId } });
}

/** The experience's scenes in order. `config` tunes how this screen refetches, never the key. */
export function useScenes(brandId: string, experienceId: string, config?: SWRConfiguration<{ items: Scene[] }>) {
  return useSWR(sceneKeys.list(brandId, experienceId), () => listScenes(brandId, experienceId), config);
}
