import type { Survey } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { surveyKeys } from "./keys";

export function getSurvey(brandId: string, surveyId: string): Promise<Survey> {
  return api("getSurvey", { params: { brandId, surveyId } });
}

export function useSurvey(brandId: string, surveyId: string | undefined) {
  return useSWR(surveyId ? surveyKeys.detail(brandId, surveyId) : null, () => getSurvey(brandId, surveyId!), {
    // A focus refetch must not swap the survey under someone's unsaved edits; saving refreshes it.
    revalidateOnFocus: false,
  });
}
