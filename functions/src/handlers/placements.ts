import type { placementRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const placementHandlers: RouteHandlers<typeof placementRoutes> = {};
