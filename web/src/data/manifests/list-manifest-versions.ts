import type { ManifestVersion, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./keys";

export const VERSIONS_PAGE_SIZE = 20;

export function listManifestVersions(brandId: string, experienceId: string, cursor?: string): Promise<Page<ManifestVersion>> {
  return api("listManifestVersions", { params: { brandId, experienceId }, query: { limit: VERSIONS_PAGE_SIZE, cursor } });
}

/** One page of published versions, newest first. */
export function useManifestVersions(brandId: string, experienceId: string, cursor?: string) {
  return useSWR(manifestKeys.versionPage(brandId, experienceId, cursor), () => listManifestVersions(brandId, experienceId, cursor), {
    keepPreviousData: true,
  });
}
