import type { publicViewerRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const publicViewerHandlers: RouteHandlers<typeof publicViewerRoutes> = {};
