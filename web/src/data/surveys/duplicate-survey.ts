import type { Survey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { surveyKeys } from "./keys";
import { useT } from "../messages";

export interface DuplicateSurveyInput {
  brandId: string;
  surveyId: string;
}

/** The server copies it as an active survey titled "… (copy)". */
export function duplicateSurvey({ brandId, surveyId }: DuplicateSurveyInput): Promise<Survey> {
  return api("duplicateSurvey", { params: { brandId, surveyId } });
}

export function useDuplicateSurvey() {
  const t = useT();
  return useApiMutation(duplicateSurvey, {
    invalidates: ({ brandId }) => [surveyKeys.lists(brandId)],
    success: (copy) => t("surveys.duplicated", { title: copy.title }),
  });
}
