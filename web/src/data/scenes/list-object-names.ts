import type { VirtualObject } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { sceneKeys } from "./keys";

export function listObjectNames(brandId: string, experienceId: string): Promise<{ items: VirtualObject[] }> {
  return api("listVirtualObjects", { params: { brandId, experienceId } });
}

/** The names of the models the scenes place (the experience's display name first), keyed by library id. */
export function useObjectNames(brandId: string, experienceId: string) {
  const result = useSWR(sceneKeys.objectNames(brandId, experienceId), () => listObjectNames(brandId, experienceId));
  const names = new Map((result.data?.items ?? []).map((object) => [object.libraryObjectId, object.displayName ?? object.name]));
  return { ...result, names };
}
