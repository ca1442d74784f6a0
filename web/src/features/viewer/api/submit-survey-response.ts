import type { SubmitSurveyResponse, SurveyResponse } from "@vitrine/contract";
import { publicApi } from "@/lib/public-api";

export type SurveyAnswerValue = SubmitSurveyResponse["answers"][string];

/** A visitor's answers (question field -> answer), joined to the analytics session. */
export function submitSurveyResponse(brandId: string, experienceId: string, input: SubmitSurveyResponse): Promise<SurveyResponse> {
  return publicApi("submitSurveyResponse", { params: { brandId, experienceId }, body: input });
}
