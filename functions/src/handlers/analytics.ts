import type { analyticsRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";
import { ingestEvents } from "../services/analytics/ingest.js";
import { getBrandAnalyticsSummary, getExperienceAnalytics } from "../services/analytics/reports.js";

export const analyticsHandlers: RouteHandlers<typeof analyticsRoutes> = {
  ingestEvents: ({ req, body }) => ingestEvents(body, { address: req.ip ?? "unknown", userAgent: req.get("User-Agent") }),
  getExperienceAnalytics: ({ brand, params, query }) => getExperienceAnalytics(brand, params.experienceId, query),
  getBrandAnalyticsSummary: ({ brand, query }) => getBrandAnalyticsSummary(brand, query),
};
