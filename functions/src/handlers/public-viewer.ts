import type { publicViewerRoutes } from "../contract/index.js";
import type { RouteHandlers } from "../http/handler.js";
import { chatAsVisitor } from "../services/ai-chat.js";
import { submitSurveyResponse } from "../services/survey-responses.js";

// Public routes have no caller and no checked brand: the ids come from the path, and the
// services answer 404 for anything that does not exist under them.
const clientAddress = (ip: string | undefined) => ip ?? "unknown";

export const publicViewerHandlers: RouteHandlers<typeof publicViewerRoutes> = {
  publicChat: ({ req, params, body }) => chatAsVisitor(clientAddress(req.ip), params.brandId, params.experienceId, body.messages, body.testAccessId),
  submitSurveyResponse: ({ req, params, body }) => submitSurveyResponse(clientAddress(req.ip), params.brandId, params.experienceId, body),
};
