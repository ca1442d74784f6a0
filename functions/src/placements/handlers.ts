import type { placementRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { bulkCreatePlacements, previewBulkPlacements } from "./bulk-placements.js";
import { createPlacement, deletePlacement, getPlacement, getPlacementTimeline, listPlacements, resolvePublicPlacement, updatePlacement } from "./placements.js";

export const placementHandlers: RouteHandlers<typeof placementRoutes> = {
  listPlacements: ({ brand, query }) => listPlacements(brand.id, query),
  createPlacement: ({ caller, brand, body }) => createPlacement(caller, brand, body),
  previewBulkPlacements: ({ brand, body }) => previewBulkPlacements(brand.id, body),
  bulkCreatePlacements: ({ caller, brand, body }) => bulkCreatePlacements(caller, brand, body),
  getPlacement: ({ brand, params }) => getPlacement(brand.id, params.placementId),
  updatePlacement: ({ brand, params, body, ifMatch }) => updatePlacement(brand.id, params.placementId, body, ifMatch),
  async deletePlacement({ brand, params, ifMatch }) {
    await deletePlacement(brand.id, params.placementId, ifMatch);
    return { ok: true };
  },
  getPlacementTimeline: ({ brand, params, query }) => getPlacementTimeline(brand.id, params.placementId, query.days),
  async resolvePlacement({ params, query, req, res }) {
    const { placement, maxAgeSeconds, personal } = await resolvePublicPlacement(params.placementId, Date.now(), {
      userAgent: req.get("user-agent"),
      platform: req.get("sec-ch-ua-platform"),
      acceptLanguage: req.get("accept-language"),
      language: query?.lang,
      visitorId: query?.visitor,
    });
    // Short, so a schedule boundary shows within seconds even behind a CDN. An answer chosen for
    // this visitor (device, language, scan number, experiment arm) is theirs alone: no shared cache.
    res.setHeader("Cache-Control", `${personal ? "private" : "public"}, max-age=${maxAgeSeconds}`);
    if (personal) res.setHeader("Vary", "User-Agent, Accept-Language, Sec-CH-UA-Platform");
    return placement;
  },
};
