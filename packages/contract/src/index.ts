/**
 * The API contract: the one definition of every request, response and error, used by the
 * functions (to validate and to serve) and by the web client (to call and to type).
 * Only zod may be imported here, so that the browser bundle can use it.
 */
export * from "./ai-chat.js";
export * from "./api-keys.js";
export * from "./audit-log.js";
export * from "./analytics.js";
export * from "./analytics-event.js";
export * from "./analytics-breakdowns.js";
export * from "./analytics-funnels.js";
export * from "./brands.js";
export * from "./comments.js";
export * from "./common.js";
export * from "./embed-origins.js";
export * from "./embed-snippet.js";
export * from "./errors.js";
export * from "./event-export.js";
export * from "./experiences.js";
export * from "./health.js";
export * from "./images.js";
export * from "./host.js";
export * from "./invitations.js";
export * from "./library.js";
export * from "./manifests.js";
export * from "./scheduled-publishes.js";
export * from "./publish-requests.js";
export * from "./oembed.js";
export * from "./openapi.js";
export * from "./placements.js";
export * from "./placement-experiments.js";
export * from "./placement-rules.js";
export * from "./placement-targeting.js";
export * from "./experiment-stats.js";
export * from "./placement-codes.js";
export * from "./products.js";
export * from "./public-viewer.js";
export * from "./roles.js";
export * from "./route-def.js";
export * from "./routes.js";
export * from "./scene-framing.js";
export * from "./scene-shapes.js";
export * from "./sets.js";
export * from "./sign-up.js";
export * from "./sso.js";
export * from "./stores.js";
export * from "./surveys.js";
export * from "./tenants.js";
export * from "./theme.js";
export * from "./translations.js";
export * from "./content-texts.js";
export * from "./uploads.js";
export * from "./video-wall.js";
export * from "./videos.js";
export * from "./public-endpoints.js";
export * from "./webhooks.js";
export * from "./workspace-exports.js";
