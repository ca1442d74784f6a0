import type { Experience } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "./keys";

export interface DuplicateExperienceInput {
  brandId: string;
  experienceId: string;
}

/** The server copies scenes, products and settings into a new draft named "… (copy)". */
export function duplicateExperience({ brandId, experienceId }: DuplicateExperienceInput): Promise<Experience> {
  return api("duplicateExperience", { params: { brandId, experienceId } });
}

export function useDuplicateExperience() {
  return useApiMutation(duplicateExperience, {
    invalidates: ({ brandId }) => [experienceKeys.lists(brandId)],
    success: (copy) => `Created “${copy.name}”.`,
  });
}
