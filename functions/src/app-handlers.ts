import type { Handlers } from "./http/handler.js";
import { brandHandlers, brandMemberHandlers } from "./brands/handlers.js";
import { aiChatHandlers } from "./handlers/ai-chat.js";
import { apiKeyHandlers } from "./api-keys/handlers.js";
import { auditLogHandlers } from "./audit/handlers.js";
import { analyticsHandlers } from "./handlers/analytics.js";
import { experienceHandlers } from "./handlers/experiences.js";
import { healthHandlers } from "./health/handlers.js";
import { hostHandlers } from "./handlers/host.js";
import { invitationHandlers } from "./invitations/handlers.js";
import { libraryHandlers } from "./library/handlers.js";
import { manifestHandlers } from "./handlers/manifests.js";
import { oembedHandlers } from "./handlers/oembed.js";
import { openApiHandlers } from "./openapi/handlers.js";
import { placementHandlers } from "./handlers/placements.js";
import { productHandlers } from "./handlers/products.js";
import { publicViewerHandlers } from "./handlers/public-viewer.js";
import { setHandlers } from "./sets/handlers.js";
import { signUpHandlers } from "./sign-up/handlers.js";
import { ssoHandlers } from "./sso/handlers.js";
import { storeHandlers } from "./stores/handlers.js";
import { surveyHandlers } from "./surveys/handlers.js";
import { uploadHandlers } from "./uploads/handlers.js";
import { videoHandlers } from "./videos/handlers.js";
import { tenantMemberHandlers } from "./members/handlers.js";
import { tenantHandlers } from "./tenants/handlers.js";
import { themeHandlers } from "./handlers/theme.js";
import { translationHandlers } from "./handlers/translations.js";
import { videoWallHandlers } from "./handlers/video-wall.js";
import { webhookHandlers } from "./webhooks/handlers.js";
import { workspaceExportHandlers } from "./workspace-exports/handlers.js";

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
  ...manifestHandlers,
  ...publicViewerHandlers,
  ...oembedHandlers,
  ...apiKeyHandlers,
  ...webhookHandlers,
  ...auditLogHandlers,
  ...workspaceExportHandlers,
  ...openApiHandlers,
  ...analyticsHandlers,
};
