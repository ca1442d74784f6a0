import type { VirtualObject } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { virtualObjectKeys } from "./keys";

export function listVirtualObjects(brandId: string, experienceId: string): Promise<{ items: VirtualObject[] }> {
  return api("listVirtualObjects", { params: { brandId, experienceId } });
}

/** The library models the experience's scenes place, where, and this experience's overrides. */
export function useVirtualObjects(brandId: string, experienceId: string) {
  return useSWR(virtualObjectKeys.list(brandId, experienceId), () => listVirtualObjects(brandId, experienceId));
}
