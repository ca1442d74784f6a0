import type { SubmitSurveyResponse, SurveyResponse } from "@contract";
import { api } from "@/lib/api";

export type SurveyAnswerValue = SubmitSurveyResponse["answers"][string];

/** A visitor's answers (question field -> answer), joined to the analytics session. */
export function submitSurveyResponse(brandId: string, experienceId: string, input: SubmitSurveyResponse): Promise<SurveyResponse> {
  return api("submitSurveyResponse", { params: { brandId, experienceId }, body: input });
}
