import type { Experience, Page } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteExperienceInput {
  brandId: string;
  experienceId: string;
  /** For the success message. */
  name: string;
}

export function deleteExperience({ brandId, experienceId }: DeleteExperienceInput): Promise<{ ok: true }> {
  return api("deleteExperience", { params: { brandId, experienceId } });
}

export function useDeleteExperience() {
  const t = useT();
  return useApiMutation(deleteExperience, {
    // The row goes at once; when a placement still shows it, the server refuses (409), the row
    // comes back and the toast names the placements.
    optimistic: ({ brandId, experienceId }) => [
      {
        key: experienceKeys.lists(brandId),
        update: (page: Page<Experience> | undefined) => page && { ...page, items: page.items.filter((experience) => experience.id !== experienceId) },
      },
    ],
    evicts: ({ brandId, experienceId }) => [experienceKeys.detail(brandId, experienceId)],
    invalidates: ({ brandId }) => [experienceKeys.lists(brandId)],
    success: (_result, { name }) => t("experiences.deleted", { name }),
  });
}
