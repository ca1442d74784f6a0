import { fixture, is, type AreaProbes } from "../../helpers/probes.js";

// Ingest is public (anyone reaches validation); the reports are brand content.
export const analyticsProbes: AreaProbes = async (name, ws) => {
  switch (name) {
    case "ingestEvents":
      return { path: "/v1/public/events", json: {}, allowed: is(400) };
    case "getExperienceAnalytics": {
      const experienceId = await fixture(ws, "experiences", { name: "Matrix experience" });
      return { path: `/v1/brands/${ws.brandId}/experiences/${experienceId}/analytics?days=7` };
    }
    case "getBrandAnalyticsSummary":
      return { path: `/v1/brands/${ws.brandId}/analytics/summary` };
    case "getAnalyticsFunnels":
      return { path: `/v1/brands/${ws.brandId}/analytics/funnels` };
    // Brand admins only; an empty body stops an allowed caller at validation, changing nothing.
    case "updateAnalyticsFunnels":
      return { path: `/v1/brands/${ws.brandId}/analytics/funnels`, json: {}, allowed: is(400) };
    default:
      return undefined;
  }
};
