import type { Scene } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hostKeys } from "./host-keys";

export function listScenes(brandId: string, experienceId: string): Promise<{ items: Scene[] }> {
  return api("listScenes", { params: { brandId, experienceId } });
}

/** The experience's scenes in order: their segments are what the host has a line for. */
export function useScenes(brandId: string, experienceId: string) {
  return useSWR(hostKeys.scenes(experienceId), () => listScenes(brandId, experienceId));
}
