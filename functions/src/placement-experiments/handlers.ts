import type { placementExperimentRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { getExperimentAnalytics } from "./experiment-analytics.js";
import { startExperiment, stopExperiment } from "./experiments.js";
import { previewPlacement } from "./preview.js";

export const placementExperimentHandlers: RouteHandlers<typeof placementExperimentRoutes> = {
  previewPlacement: ({ brand, params, query }) => previewPlacement(brand.id, params.placementId, query),
  startPlacementExperiment: ({ brand, params, body }) => startExperiment(brand.id, params.placementId, body),
  stopPlacementExperiment: ({ brand, params, body }) => stopExperiment(brand.id, params.placementId, body),
  getPlacementExperimentAnalytics: ({ brand, params, query }) => getExperimentAnalytics(brand, params.placementId, query),
};
