import type { Page, Survey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { surveyKeys } from "./keys";
import { useT } from "../messages";

export interface DeleteSurveyInput {
  brandId: string;
  surveyId: string;
  /** For the success message. */
  title: string;
}

export function deleteSurvey({ brandId, surveyId }: DeleteSurveyInput): Promise<{ ok: true }> {
  return api("deleteSurvey", { params: { brandId, surveyId } });
}

export function useDeleteSurvey() {
  const t = useT();
  return useApiMutation(deleteSurvey, {
    // The row goes at once and comes back if the server refuses.
    optimistic: ({ brandId, surveyId }) => [
      {
        key: surveyKeys.lists(brandId),
        update: (page: Page<Survey> | undefined) => page && { ...page, items: page.items.filter((survey) => survey.id !== surveyId) },
      },
    ],
    // The survey is gone: drop its cached detail rather than refetch it into a 404.
    evicts: ({ brandId, surveyId }) => [surveyKeys.detail(brandId, surveyId)],
    invalidates: ({ brandId }) => [surveyKeys.lists(brandId)],
    success: (_result, { title }) => t("surveys.deleted", { title }),
  });
}
