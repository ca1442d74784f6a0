import type { videoWallRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const videoWallHandlers: RouteHandlers<typeof videoWallRoutes> = {};
