import type { aiChatRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";

export const aiChatHandlers: RouteHandlers<typeof aiChatRoutes> = {};
