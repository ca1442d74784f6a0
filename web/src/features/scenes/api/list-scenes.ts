import type { Scene } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { sceneKeys } from "./scene-keys";

export function listScenes(brandId: string, experienceId: string): Promise<{ items: Scene[] }> {
  return api("listScenes", { params: { brandId, experienceId } });
}

/** The experience's scenes in order. */
export function useScenes(brandId: string, experienceId: string) {
  return useSWR(sceneKeys.list(brandId, experienceId), () => listScenes(brandId, experienceId));
}
