import type { productRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const productHandlers: RouteHandlers<typeof productRoutes> = {};
