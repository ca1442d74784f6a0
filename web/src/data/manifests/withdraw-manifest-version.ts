import type { ManifestVersion } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "@/data/experiences/keys";
import { manifestKeys } from "./keys";
import { useT } from "../messages";

export interface WithdrawManifestVersionInput {
  brandId: string;
  experienceId: string;
  version: number;
}

export function withdrawManifestVersion({ brandId, experienceId, version }: WithdrawManifestVersionInput): Promise<ManifestVersion> {
  return api("withdrawManifestVersion", { params: { brandId, experienceId, version } });
}

export function useWithdrawManifestVersion() {
  const t = useT();
  return useApiMutation(withdrawManifestVersion, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.experience(brandId, experienceId), ...experienceKeys.afterPublishing(brandId, experienceId)],
    success: (withdrawn) => t("manifests.withdrawn", { version: withdrawn.version }),
  });
}
