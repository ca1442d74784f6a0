import type { z } from "zod";
import { aiChatRoutes } from "./ai-chat.js";
import { apiKeyRoutes } from "./api-keys.js";
import { auditLogRoutes } from "./audit-log.js";
import { analyticsRoutes } from "./analytics.js";
import { analyticsFunnelRoutes } from "./analytics-funnels.js";
import { brandMemberRoutes, brandRoutes } from "./brands.js";
import { commentRoutes, reviewerCommentRoutes } from "./comments.js";
import { eventExportRoutes } from "./event-export.js";
import { experienceRoutes } from "./experiences.js";
import { healthRoutes } from "./health.js";
import { hostRoutes } from "./host.js";
import { invitationRoutes } from "./invitations.js";
import { libraryRoutes } from "./library.js";
import { manifestRoutes } from "./manifests.js";
import { notificationRoutes } from "./notifications.js";
import { scheduledPublishRoutes } from "./scheduled-publishes.js";
import { publishRequestRoutes } from "./publish-requests.js";
import { oembedRoutes } from "./oembed.js";
import { openApiRoutes } from "./openapi.js";
import { placementCodeRoutes } from "./placement-codes.js";
import { placementRoutes } from "./placements.js";
import { placementExperimentRoutes } from "./placement-experiments.js";
import { productRoutes } from "./products.js";
import { publicViewerRoutes } from "./public-viewer.js";
import { setRoutes } from "./sets.js";
import { signUpRoutes } from "./sign-up.js";
import { ssoRoutes } from "./sso.js";
import { storeRoutes } from "./stores.js";
import { surveyRoutes } from "./surveys.js";
import { tenantMemberRoutes, tenantRoutes } from "./tenants.js";
import { themeRoutes } from "./theme.js";
import { translationRoutes } from "./translations.js";
import { uploadRoutes } from "./uploads.js";
import { videoRoutes } from "./videos.js";
import { videoWallRoutes } from "./video-wall.js";
import { webhookRoutes } from "./webhooks.js";
import { workspaceExportRoutes } from "./workspace-exports.js";

// Each area defines its routes beside its schemas; this module only merges them, in the order
// the server registers them.
/** The whole /v1 surface. The server registers from it, the client calls through it. */
export const routes = {
  ...healthRoutes,
  ...tenantRoutes,
  ...tenantMemberRoutes,
  ...brandRoutes,
  ...brandMemberRoutes,
  ...uploadRoutes,
  ...libraryRoutes,
  ...storeRoutes,
  ...setRoutes,
  ...videoRoutes,
  ...surveyRoutes,
  ...invitationRoutes,
  ...signUpRoutes,
  ...ssoRoutes,
  ...experienceRoutes,
  ...productRoutes,
  ...translationRoutes,
  ...themeRoutes,
  ...hostRoutes,
  ...videoWallRoutes,
  ...aiChatRoutes,
  ...placementRoutes,
  ...placementExperimentRoutes,
  ...placementCodeRoutes,
  ...manifestRoutes,
  ...scheduledPublishRoutes,
  ...publishRequestRoutes,
  ...commentRoutes,
  ...reviewerCommentRoutes,
  ...notificationRoutes,
  ...publicViewerRoutes,
  ...oembedRoutes,
  ...apiKeyRoutes,
  ...webhookRoutes,
  ...auditLogRoutes,
  ...workspaceExportRoutes,
  ...eventExportRoutes,
  ...openApiRoutes,
  ...analyticsRoutes,
  ...analyticsFunnelRoutes,
};

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteResponse<N extends RouteName> = z.infer<Routes[N]["response"]>;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]["body"]> : never;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]["query"]> : never;
export type RouteParams<N extends RouteName> = Routes[N] extends { params: z.ZodType } ? z.input<Routes[N]["params"]> : never;
