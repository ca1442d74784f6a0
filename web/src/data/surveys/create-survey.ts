import { createSurveySchema, type CreateSurvey, type Survey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { surveyKeys } from "./keys";
import { useT } from "../messages";

/** The editor validates with the same schema the API applies, so issues land on the same paths. */
export { createSurveySchema };

export interface CreateSurveyInput {
  brandId: string;
  survey: CreateSurvey;
}

export function createSurvey({ brandId, survey }: CreateSurveyInput): Promise<Survey> {
  return api("createSurvey", { params: { brandId }, body: survey });
}

export function useCreateSurvey() {
  const t = useT();
  return useApiMutation(createSurvey, {
    invalidates: ({ brandId }) => [surveyKeys.lists(brandId)],
    success: (survey) => t("surveys.created", { title: survey.title }),
  });
}
