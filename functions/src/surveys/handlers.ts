import type { RouteHandlers } from "../http/handler.js";
import type { surveyRoutes } from "@vitrine/contract";
import { createSurvey, deleteSurvey, duplicateSurvey, getSurvey, listSurveys, updateSurvey } from "./surveys.js";

export const surveyHandlers: RouteHandlers<typeof surveyRoutes> = {
  listSurveys: ({ brand, query }) => listSurveys(brand.id, query),
  createSurvey: ({ caller, brand, body }) => createSurvey(caller, brand.id, body),
  getSurvey: ({ brand, params }) => getSurvey(brand.id, params.surveyId),
  updateSurvey: ({ brand, params, body, ifMatch }) => updateSurvey(brand.id, params.surveyId, body, ifMatch),
  duplicateSurvey: ({ caller, brand, params }) => duplicateSurvey(caller, brand.id, params.surveyId),
  async deleteSurvey({ brand, params, ifMatch }) {
    await deleteSurvey(brand.id, params.surveyId, ifMatch);
    return { ok: true };
  },
};
