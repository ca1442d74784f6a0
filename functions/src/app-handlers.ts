import type { Handlers } from "./http/handler.js";
import { brandHandlers, brandMemberHandlers } from "./brands/handlers.js";
import { aiChatHandlers } from "./ai-chat/handlers.js";
import { apiKeyHandlers } from "./api-keys/handlers.js";
import { auditLogHandlers } from "./audit/handlers.js";
import { analyticsFunnelHandlers, analyticsHandlers, eventExportHandlers } from "./analytics/handlers.js";
import { commentHandlers, reviewerCommentHandlers } from "./comments/handlers.js";
import { experienceHandlers } from "./experiences/handlers.js";
import { healthHandlers } from "./health/handlers.js";
import { hostHandlers } from "./host/handlers.js";
import { invitationHandlers } from "./invitations/handlers.js";
import { libraryHandlers } from "./library/handlers.js";
import { notificationHandlers } from "./notifications/handlers.js";
import { manifestHandlers, publishRequestHandlers, scheduledPublishHandlers } from "./manifests/handlers.js";
import { oembedHandlers } from "./oembed/handlers.js";
import { openApiHandlers } from "./openapi/handlers.js";
import { placementCodeHandlers } from "./placement-codes/handlers.js";
import { placementHandlers } from "./placements/handlers.js";
import { placementExperimentHandlers } from "./placement-experiments/handlers.js";
import { productHandlers } from "./products/handlers.js";
import { publicViewerHandlers } from "./public-viewer/handlers.js";
import { setHandlers } from "./sets/handlers.js";
import { signUpHandlers } from "./sign-up/handlers.js";
import { ssoHandlers } from "./sso/handlers.js";
import { storeHandlers } from "./stores/handlers.js";
import { surveyHandlers } from "./surveys/handlers.js";
import { uploadHandlers } from "./uploads/handlers.js";
import { videoHandlers } from "./videos/handlers.js";
import { tenantMemberHandlers } from "./members/handlers.js";
import { tenantHandlers } from "./tenants/handlers.js";
import { themeHandlers } from "./theme/handlers.js";
import { translationHandlers } from "./translations/handlers.js";
import { videoWallHandlers } from "./video-wall/handlers.js";
import { webhookHandlers } from "./webhooks/handlers.js";
import { workspaceExportHandlers } from "./workspaces/handlers.js";

export const handlers: Handlers = {
  ...healthHandlers,
  ...tenantHandlers,
  ...tenantMemberHandlers,
  ...invitationHandlers,
  ...signUpHandlers,
  ...ssoHandlers,
  ...brandHandlers,
  ...brandMemberHandlers,
  ...libraryHandlers,
  ...setHandlers,
  ...storeHandlers,
  ...surveyHandlers,
  ...uploadHandlers,
  ...videoHandlers,
  ...experienceHandlers,
  ...productHandlers,
  ...translationHandlers,
  ...themeHandlers,
  ...hostHandlers,
  ...videoWallHandlers,
  ...aiChatHandlers,
  ...placementHandlers,
  ...placementExperimentHandlers,
  ...placementCodeHandlers,
  ...manifestHandlers,
  ...scheduledPublishHandlers,
  ...publishRequestHandlers,
  ...commentHandlers,
  ...reviewerCommentHandlers,
  ...notificationHandlers,
  ...publicViewerHandlers,
  ...oembedHandlers,
  ...apiKeyHandlers,
  ...webhookHandlers,
  ...auditLogHandlers,
  ...workspaceExportHandlers,
  ...openApiHandlers,
  ...analyticsHandlers,
  ...analyticsFunnelHandlers,
  ...eventExportHandlers,
};
