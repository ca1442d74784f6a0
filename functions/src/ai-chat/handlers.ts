import type { aiChatRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { limitsOf } from "../http/rate-limit.js";
import { chatAsMember, getAiChat, updateAiChat } from "./ai-chat.js";

export const aiChatHandlers: RouteHandlers<typeof aiChatRoutes> = {
  getAiChat: ({ brand, params }) => getAiChat(brand.id, params.experienceId),
  updateAiChat: ({ brand, params, body, ifMatch }) => updateAiChat(brand.id, params.experienceId, body, ifMatch),
  chatWithAssistant: ({ req, caller, brand, params, body }) => chatAsMember(limitsOf(req), caller, brand.id, params.experienceId, body.messages),
};
