import type { manifestRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const manifestHandlers: RouteHandlers<typeof manifestRoutes> = {};
