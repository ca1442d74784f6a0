import type { Experience, Page, UpdateExperience } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { experienceKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateExperienceInput {
  brandId: string;
  experienceId: string;
  changes: UpdateExperience;
}

export function updateExperience({ brandId, experienceId, changes }: UpdateExperienceInput): Promise<Experience> {
  return api("updateExperience", { params: { brandId, experienceId }, body: changes });
}

/** What the screen shows until the server answers: restoring guesses from the publish state, as the server does. */
export function applyExperienceChanges(experience: Experience, { name, archived, surveyId }: UpdateExperience): Experience {
  return {
    ...experience,
    ...(name !== undefined && { name: name.trim() }),
    ...(surveyId !== undefined && { surveyId }),
    ...(archived === true && { status: "archived" as const }),
    ...(archived === false &&
      experience.status === "archived" && { status: experience.publishedVersion !== null ? ("published" as const) : ("draft" as const) }),
  };
}

function successText(t: ReturnType<typeof useT>, { changes }: UpdateExperienceInput, { name }: Experience) {
  if (changes.archived === true) return t("experiences.archived", { name });
  if (changes.archived === false) return t("experiences.restored", { name });
  if (changes.name !== undefined) return t("experiences.renamed", { name });
  return t("experiences.saved");
}

/** Renames, archives or restores (`archived`), or picks the survey. */
export function useUpdateExperience() {
  const t = useT();
  return useApiMutation(updateExperience, {
    // Shown at once; a refused change is rolled back and toasted.
    optimistic: ({ brandId, experienceId, changes }) => [
      {
        key: experienceKeys.detail(brandId, experienceId),
        update: (experience: Experience | undefined) => experience && applyExperienceChanges(experience, changes),
      },
      {
        key: experienceKeys.lists(brandId),
        // Archiving or restoring moves it to the other tab: it leaves the list now, and the refetch
        // below puts it where it belongs.
        update: (page: Page<Experience> | undefined) =>
          page && {
            ...page,
            items:
              changes.archived !== undefined
                ? page.items.filter((experience) => experience.id !== experienceId)
                : page.items.map((experience) => (experience.id === experienceId ? applyExperienceChanges(experience, changes) : experience)),
          },
      },
    ],
    invalidates: ({ brandId, experienceId }) => [experienceKeys.lists(brandId), experienceKeys.detail(brandId, experienceId)],
    success: (experience, input) => successText(t, input, experience),
  });
}
