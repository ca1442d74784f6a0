import type { Handlers } from "../http/handler.js";
import { brandMemberHandlers } from "./brand-members.js";
import { brandHandlers } from "./brands.js";
import { aiChatHandlers } from "./ai-chat.js";
import { apiKeyHandlers } from "./api-keys.js";
import { auditLogHandlers } from "./audit-log.js";
import { analyticsHandlers } from "./analytics.js";
import { experienceHandlers } from "./experiences.js";
import { healthHandlers } from "./health.js";
import { hostHandlers } from "./host.js";
import { invitationHandlers } from "./invitations.js";
import { libraryHandlers } from "./library.js";
import { manifestHandlers } from "./manifests.js";
import { oembedHandlers } from "./oembed.js";
import { openApiHandlers } from "./openapi.js";
import { placementHandlers } from "./placements.js";
import { productHandlers } from "./products.js";
import { publicViewerHandlers } from "./public-viewer.js";
import { setHandlers } from "./sets.js";
import { signUpHandlers } from "./sign-up.js";
import { ssoHandlers } from "./sso.js";
import { storeHandlers } from "./stores.js";
import { surveyHandlers } from "./surveys.js";
import { uploadHandlers } from "./uploads.js";
import { videoHandlers } from "./videos.js";
import { tenantMemberHandlers } from "./tenant-members.js";
import { tenantHandlers } from "./tenants.js";
import { themeHandlers } from "./theme.js";
import { translationHandlers } from "./translations.js";
import { videoWallHandlers } from "./video-wall.js";
import { webhookHandlers } from "./webhooks.js";
import { workspaceExportHandlers } from "./workspace-exports.js";

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
