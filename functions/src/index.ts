import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app.js";
import { openAiApiKey } from "./ai-chat/ai-chat.js";
import { googleAnalyticsSecrets } from "./analytics/google-analytics.js";
import { scheduledFunctions } from "./jobs/scheduled-functions.js";

setGlobalOptions({ region: "us-central1", maxInstances: 20 });

/**
 * The whole /v1 API; Hosting rewrites /v1/** here. The emulator would look the chat model's key and
 * the Google Analytics API secret up in Secret Manager on every start; locally they come from
 * functions/.env.local when wanted.
 */
export const api = onRequest(
  { invoker: "public", concurrency: 80, secrets: process.env.FUNCTIONS_EMULATOR === "true" ? [] : [openAiApiKey, ...googleAnalyticsSecrets()] },
  createApp(),
);

export { onBrandDeleted } from "./triggers/on-brand-deleted.js";
export { onLibraryObjectCreated } from "./triggers/on-library-object-created.js";
export { onLibraryObjectReprocess } from "./triggers/on-library-object-reprocess.js";
export { onManifestPublished } from "./triggers/on-manifest-published.js";
export { onNotificationCreated } from "./triggers/on-notification-created.js";
export { onWebhookDeliveryCreated } from "./triggers/on-webhook-delivery-created.js";
export { onWorkspaceExportRequested } from "./triggers/on-workspace-export-requested.js";
// The scheduled jobs, each declared once in jobs/scheduled-jobs.ts (a unit test checks every one is exported here).
export const {
  cleanUpStorage,
  expireWorkspaceExportArchives,
  purgeDeletedWorkspaces,
  cleanUpUnverifiedWorkspaces,
  materialisePlacements,
  publishScheduledExperiences,
  retryWebhookDeliveries,
  retryNotificationEmails,
  rollUpAnalyticsEvents,
  exportAnalyticsEvents,
} = scheduledFunctions;
