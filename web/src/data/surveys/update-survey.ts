import type { Page, Survey, UpdateSurvey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { surveyKeys } from "./keys";
import { useT } from "../messages";

export interface UpdateSurveyInput {
  brandId: string;
  surveyId: string;
  changes: UpdateSurvey;
}

export function updateSurvey({ brandId, surveyId, changes }: UpdateSurveyInput): Promise<Survey> {
  return api("updateSurvey", { params: { brandId, surveyId }, body: changes });
}

const applyChanges = (survey: Survey, changes: UpdateSurvey): Survey => ({ ...survey, ...(changes as Partial<Survey>) });

function successText(t: ReturnType<typeof useT>, { changes }: UpdateSurveyInput, { title }: Survey) {
  if (changes.status === "archived") return t("surveys.archived", { title });
  if (changes.status === "active") return t("surveys.restored", { title });
  return t("surveys.saved");
}

/** Saves edits, and archives or restores (`status`). */
export function useUpdateSurvey() {
  const t = useT();
  return useApiMutation(updateSurvey, {
    // Shown at once; a refused change is rolled back and toasted.
    optimistic: ({ brandId, surveyId, changes }) => [
      { key: surveyKeys.detail(brandId, surveyId), update: (survey: Survey | undefined) => survey && applyChanges(survey, changes) },
      {
        key: surveyKeys.lists(brandId),
        // Archiving or restoring moves it to the other tab: it leaves every list now, and the refetch
        // below puts it where it belongs.
        update: (page: Page<Survey> | undefined) =>
          page && {
            ...page,
            items: changes.status
              ? page.items.filter((survey) => survey.id !== surveyId)
              : page.items.map((survey) => (survey.id === surveyId ? applyChanges(survey, changes) : survey)),
          },
      },
    ],
    invalidates: ({ brandId, surveyId }) => [surveyKeys.lists(brandId), surveyKeys.detail(brandId, surveyId)],
    success: (survey, input) => successText(t, input, survey),
  });
}
