import type { CreateExperience, Experience } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "./keys";
import { useT } from "../messages";

export interface CreateExperienceInput {
  brandId: string;
  experience: CreateExperience;
}

/** A new draft with one empty Intro scene. */
export function createExperience({ brandId, experience }: CreateExperienceInput): Promise<Experience> {
  return api("createExperience", { params: { brandId }, body: experience });
}

export function useCreateExperience() {
  const t = useT();
  return useApiMutation(createExperience, {
    invalidates: ({ brandId }) => [experienceKeys.lists(brandId)],
    success: (experience) => t("experiences.created", { name: experience.name }),
  });
}
