import type { Manifest } from "@contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { viewerKeys, viewerSwrOptions } from "./viewer-keys";

export function getPublishedManifest(brandId: string, experienceId: string, version: number): Promise<Manifest> {
  return publicApi("getPublishedManifest", { params: { brandId, experienceId, version } });
}

/** The immutable manifest of one published version (the browser and CDN cache it by its ETag). */
export function usePublishedManifest(target: { brandId: string; experienceId: string; version: number } | null) {
  return useSWR(
    target ? viewerKeys.manifest(target.brandId, target.experienceId, target.version) : null,
    () => getPublishedManifest(target!.brandId, target!.experienceId, target!.version),
    viewerSwrOptions,
  );
}
