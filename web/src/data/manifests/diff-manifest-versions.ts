import type { ManifestDiff } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { manifestKeys } from "./keys";

export function diffManifestVersions(brandId: string, experienceId: string, version: number, against: number): Promise<ManifestDiff> {
  return api("diffManifestVersions", { params: { brandId, experienceId, version }, query: { against } });
}

/** What changed from `against` to `version`; both are immutable, so the answer is too. */
export function useManifestDiff(brandId: string, experienceId: string, pair: { version: number; against: number } | null) {
  return useSWR(
    pair ? manifestKeys.diff(brandId, experienceId, pair.version, pair.against) : null,
    () => diffManifestVersions(brandId, experienceId, pair!.version, pair!.against),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
