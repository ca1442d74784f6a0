import type { publicViewerRoutes } from "@vitrine/contract";
import { clientAddress } from "../http/client-address.js";
import type { RouteHandlers } from "../http/handler.js";
import { limitsOf } from "../http/rate-limit.js";
import { chatAsVisitor } from "../ai-chat/ai-chat.js";
import { submitSurveyResponse } from "../surveys/survey-responses.js";

// Public routes have no caller and no checked brand: the ids come from the path, and the
// services answer 404 for anything that does not exist under them.

export const publicViewerHandlers: RouteHandlers<typeof publicViewerRoutes> = {
  publicChat: ({ req, params, body }) =>
    chatAsVisitor(limitsOf(req), clientAddress(req), params.brandId, params.experienceId, body.messages, {
      testAccessId: body.testAccessId,
      language: body.language,
    }),
  submitSurveyResponse: ({ req, params, body }) => submitSurveyResponse(limitsOf(req), clientAddress(req), params.brandId, params.experienceId, body),
};
