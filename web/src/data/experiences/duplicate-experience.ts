import type { Experience } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "./keys";
import { useT } from "../messages";

export interface DuplicateExperienceInput {
  brandId: string;
  experienceId: string;
}

/** The server copies scenes, products and settings into a new draft named "… (copy)". */
export function duplicateExperience({ brandId, experienceId }: DuplicateExperienceInput): Promise<Experience> {
  return api("duplicateExperience", { params: { brandId, experienceId } });
}

export function useDuplicateExperience() {
  const t = useT();
  return useApiMutation(duplicateExperience, {
    invalidates: ({ brandId }) => [experienceKeys.lists(brandId)],
    success: (copy) => t("experiences.duplicated", { name: copy.name }),
  });
}
