import type { placementRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { createPlacement, deletePlacement, getPlacement, getPlacementTimeline, listPlacements, resolvePublicPlacement, updatePlacement } from "./placements.js";

export const placementHandlers: RouteHandlers<typeof placementRoutes> = {
  listPlacements: ({ brand, query }) => listPlacements(brand.id, query),
  createPlacement: ({ caller, brand, body }) => createPlacement(caller, brand, body),
  getPlacement: ({ brand, params }) => getPlacement(brand.id, params.placementId),
  updatePlacement: ({ brand, params, body, ifMatch }) => updatePlacement(brand.id, params.placementId, body, ifMatch),
  async deletePlacement({ brand, params, ifMatch }) {
    await deletePlacement(brand.id, params.placementId, ifMatch);
    return { ok: true };
  },
  getPlacementTimeline: ({ brand, params, query }) => getPlacementTimeline(brand.id, params.placementId, query.days),
  async resolvePlacement({ params, res }) {
    const { placement, maxAgeSeconds } = await resolvePublicPlacement(params.placementId);
    // Short, so a schedule boundary shows within seconds even behind a CDN.
    res.setHeader("Cache-Control", `public, max-age=${maxAgeSeconds}`);
    return placement;
  },
};
