import type { translationRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { exportTranslationsCsv, getTranslations, importTranslationsCsv, updateTranslations } from "./translations.js";

export const translationHandlers: RouteHandlers<typeof translationRoutes> = {
  getTranslations: ({ brand, params }) => getTranslations(brand.id, params.experienceId),
  exportTranslationsCsv: ({ brand, params }) => exportTranslationsCsv(brand.id, params.experienceId),
  importTranslationsCsv: ({ caller, brand, params, body }) => importTranslationsCsv(caller, brand.id, params.experienceId, body.csv),
  updateTranslations: ({ caller, brand, params, body, ifMatch }) =>
    updateTranslations(caller, brand.id, params.experienceId, params.language, body.texts, ifMatch),
};
