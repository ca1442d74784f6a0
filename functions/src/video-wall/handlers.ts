import type { videoWallRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { getVideoWall, updateVideoWall } from "./video-wall.js";

export const videoWallHandlers: RouteHandlers<typeof videoWallRoutes> = {
  getVideoWall: ({ brand, params }) => getVideoWall(brand.id, params.experienceId),
  updateVideoWall: ({ brand, params, body, ifMatch }) => updateVideoWall(brand.id, params.experienceId, body, ifMatch),
};
