import type { hostRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const hostHandlers: RouteHandlers<typeof hostRoutes> = {};
