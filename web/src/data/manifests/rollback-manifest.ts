import type { ManifestVersionDetail } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "@/data/experiences/keys";
import { manifestKeys } from "./keys";

export interface RollbackManifestInput {
  brandId: string;
  experienceId: string;
  version: number;
}

export function rollbackManifest({ brandId, experienceId, version }: RollbackManifestInput): Promise<ManifestVersionDetail> {
  return api("rollbackManifest", { params: { brandId, experienceId, version } });
}

export function useRollbackManifest() {
  return useApiMutation(rollbackManifest, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.experience(brandId, experienceId), ...experienceKeys.afterPublishing(brandId, experienceId)],
    success: (published, { version }) => `Version ${published.version} is live, with the content of version ${version}.`,
  });
}
