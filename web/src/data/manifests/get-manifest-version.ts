import type { ManifestVersionDetail } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./keys";

export function getManifestVersion(brandId: string, experienceId: string, version: number): Promise<ManifestVersionDetail> {
  return api("getManifestVersion", { params: { brandId, experienceId, version } });
}

/** One published version with its manifest; versions never change, so it is never refetched. */
export function useManifestVersion(brandId: string, experienceId: string, version: number | null) {
  return useSWR(version ? manifestKeys.version(brandId, experienceId, version) : null, () => getManifestVersion(brandId, experienceId, version!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
