import type { Manifest } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

export function getPublishedManifest(brandId: string, experienceId: string, version: number): Promise<Manifest> {
  return publicApi("getPublishedManifest", { params: { brandId, experienceId, version } });
}

/** One published version, whose content never changes (the browser and CDN keep it a few minutes, then revalidate by its ETag). */
export function usePublishedManifest(target: { brandId: string; experienceId: string; version: number } | null) {
  return useSWR(
    target ? viewerKeys.manifest(target.brandId, target.experienceId, target.version) : null,
    () => getPublishedManifest(target!.brandId, target!.experienceId, target!.version),
    viewerSwrOptions,
  );
}
