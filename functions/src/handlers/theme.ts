import type { themeRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const themeHandlers: RouteHandlers<typeof themeRoutes> = {};
