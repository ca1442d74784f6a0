import type { ManifestVersionDetail } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "@/data/experiences/keys";
import { manifestKeys } from "./keys";
import { useT } from "../messages";

export interface PublishExperienceInput {
  brandId: string;
  experienceId: string;
}

export function publishExperience({ brandId, experienceId }: PublishExperienceInput): Promise<ManifestVersionDetail> {
  return api("publishExperience", { params: { brandId, experienceId } });
}

export function usePublishExperience() {
  const t = useT();
  return useApiMutation(publishExperience, {
    invalidates: ({ brandId, experienceId }) => [manifestKeys.experience(brandId, experienceId), ...experienceKeys.afterPublishing(brandId, experienceId)],
    success: (published) => t("manifests.published", { version: published.version }),
  });
}
