import type { analyticsFunnelRoutes, analyticsRoutes, eventExportRoutes } from "@vitrine/contract";
import { clientAddress } from "../http/client-address.js";
import type { RouteHandlers } from "../http/handler.js";
import { limitsOf } from "../http/rate-limit.js";
import { getEventExportSettings, updateEventExportSettings } from "./event-export.js";
import { getAnalyticsFunnels, updateAnalyticsFunnels } from "./funnels.js";
import { ingestEvents } from "./ingest.js";
import { getBrandAnalyticsSummary, getExperienceAnalytics } from "./reports.js";

export const analyticsHandlers: RouteHandlers<typeof analyticsRoutes> = {
  ingestEvents: ({ req, body }) => ingestEvents(body, { address: clientAddress(req), userAgent: req.get("User-Agent"), limits: limitsOf(req) }),
  getExperienceAnalytics: ({ brand, params, query }) => getExperienceAnalytics(brand, params.experienceId, query),
  getBrandAnalyticsSummary: ({ brand, query }) => getBrandAnalyticsSummary(brand, query),
};

export const eventExportHandlers: RouteHandlers<typeof eventExportRoutes> = {
  getEventExport: ({ caller }) => getEventExportSettings(caller.tenantId),
  updateEventExport: ({ caller, body, ifMatch }) => updateEventExportSettings(caller.tenantId, body, ifMatch),
};

export const analyticsFunnelHandlers: RouteHandlers<typeof analyticsFunnelRoutes> = {
  getAnalyticsFunnels: ({ brand }) => getAnalyticsFunnels(brand.id),
  updateAnalyticsFunnels: ({ brand, body, ifMatch }) => updateAnalyticsFunnels(brand.id, body, ifMatch),
};
