import type { ManifestVersionDetail } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "@/data/experiences/keys";
import { manifestKeys } from "./keys";
import { useT } from "../messages";

export interface RollbackManifestInput {
  brandId: string;
  experienceId: string;
  version: number;
}

export function rollbackManifest({ brandId, experienceId, version }: RollbackManifestInput): Promise<ManifestVersionDetail> {
  return api("rollbackManifest", { params: { brandId, experienceId, version } });
}

export function useRollbackManifest() {
  const t = useT();
  return useApiMutation(rollbackManifest, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.experience(brandId, experienceId), ...experienceKeys.afterPublishing(brandId, experienceId)],
    success: (published, { version }) => t("manifests.rolledBack", { version: published.version, from: version }),
  });
}
