import { z } from "zod";
import { idSchema, isoDateTimeSchema, okSchema, pageOf, pageQuerySchema, NON_EMPTY_BODY } from "./common.js";
import { scheduleSchema } from "./placements.js";
import { defineRoutes } from "./route-def.js";

/** The events a workspace can subscribe an endpoint to. */
export const webhookEventTypes = [
  "experience.published",
  "experience.publish_requested",
  "experience.publish_approved",
  "experience.publish_rejected",
  "placement.schedule_changed",
  "analytics.daily_ready",
  "analytics.hourly_exported",
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** What each event means, for the console and the API reference. */
export const webhookEventDescriptions: Record<WebhookEventType | "webhook.ping", string> = {
  "experience.published": "An experience was published (or rolled back): a new manifest version is live",
  "experience.publish_requested":
    "An editor asked a brand that requires approval to publish an experience's draft, with release notes (the changes against the live version are on the request itself)",
  "experience.publish_approved": "A brand admin approved a publish request: the reviewed draft is live (experience.published follows)",
  "experience.publish_rejected": "A brand admin rejected a publish request, with a comment",
  "placement.schedule_changed": "A placement's schedules or default experience changed",
  "analytics.daily_ready": "A brand's day has ended (in its timezone) and its analytics are rolled up and can be read",
  "analytics.hourly_exported": "The event export wrote a brand's file for an hour (the workspace's event export is on): the file's path and row count",
  "webhook.ping": "A test delivery sent from the console or the API",
};

/** Every delivery's event, including the test ping. */
export const webhookDeliveryEventSchema = z.enum([...webhookEventTypes, "webhook.ping"] as const);
export type WebhookDeliveryEvent = z.infer<typeof webhookDeliveryEventSchema>;

/** Delivery timing: the first attempt right away, then retries after these delays, then `failed`. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
export const WEBHOOK_SIGNATURE_HEADER = "Vitrine-Signature";

export const experiencePublishedDataSchema = z.object({
  brandId: idSchema,
  experienceId: idSchema,
  version: z.number().int().describe("The manifest version now live"),
  publishedAt: isoDateTimeSchema,
  publishedBy: z.object({ uid: z.string(), name: z.string().nullable() }).nullable(),
  rolledBackFrom: z.number().int().nullable().describe("The version whose content was republished, for a rollback"),
});

const personSchema = z.object({ uid: z.string(), name: z.string().nullable() });

/** The data of every publish request event. */
export const publishRequestEventDataSchema = z.object({
  brandId: idSchema,
  experienceId: idSchema,
  publishRequestId: z.string(),
  status: z.enum(["pending", "approved", "rejected", "superseded"]),
  releaseNotes: z.string(),
  requestedBy: personSchema,
  decidedBy: personSchema.nullable(),
  decisionComment: z.string().nullable(),
  publishedVersion: z.number().int().nullable().describe("The version the approval published"),
  scheduledPublishId: z.string().nullable().describe("The scheduled publish the approval made, when it scheduled the draft for later"),
});

export const placementScheduleChangedDataSchema = z.object({
  brandId: idSchema,
  placementId: idSchema,
  name: z.string(),
  defaultExperienceId: idSchema.nullable(),
  schedules: z.array(scheduleSchema),
  activeExperienceId: idSchema.nullable().describe("What the QR code shows right now"),
});

export const analyticsDailyReadyDataSchema = z.object({
  brandId: idSchema,
  date: z.string().describe("The day now rolled up, YYYY-MM-DD in the brand's timezone (events sent late, up to 24 h after the fact, still add to it)"),
  timezone: z.string().describe("The brand's IANA timezone, whose calendar the day is of"),
});

export const analyticsHourlyExportedDataSchema = z.object({
  brandId: idSchema,
  hour: z.string().describe("The UTC hour whose received events the file holds, YYYY-MM-DDTHH"),
  files: z
    .array(z.object({ path: z.string().describe("The file's path under the workspace's event export folder"), rows: z.number().int() }))
    .describe("The hour's files (one today); an hour without events has none and is not announced"),
});

export const webhookPingDataSchema = z.object({ message: z.string() });

/** The JSON body of every delivery; `id` stays the same across retries, so receivers can drop duplicates. */
export const webhookEventEnvelopeSchema = z.object({
  id: z.string().describe("The event id (evt_…): the same on every retry of a delivery"),
  type: webhookDeliveryEventSchema,
  createdAt: isoDateTimeSchema,
  tenantId: idSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventEnvelope = z.infer<typeof webhookEventEnvelopeSchema>;

/** Each event's `data`, for the OpenAPI document's `webhooks` section. */
export const webhookEventDataSchemas = {
  "experience.published": experiencePublishedDataSchema,
  "experience.publish_requested": publishRequestEventDataSchema,
  "experience.publish_approved": publishRequestEventDataSchema,
  "experience.publish_rejected": publishRequestEventDataSchema,
  "placement.schedule_changed": placementScheduleChangedDataSchema,
  "analytics.daily_ready": analyticsDailyReadyDataSchema,
  "analytics.hourly_exported": analyticsHourlyExportedDataSchema,
  "webhook.ping": webhookPingDataSchema,
} as const satisfies Record<WebhookDeliveryEvent, z.ZodType>;

export const webhookDeliveryStatusSchema = z
  .enum(["pending", "sending", "retrying", "succeeded", "failed"])
  .describe(
    "pending: not tried yet; sending: an attempt is under way; retrying: waiting for nextAttemptAt; succeeded: a 2xx answer; failed: every attempt failed",
  );
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  active: z.boolean().describe("Inactive endpoints get no new deliveries"),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  lastDelivery: z
    .object({ status: webhookDeliveryStatusSchema, at: isoDateTimeSchema, responseCode: z.number().int().nullable() })
    .nullable()
    .describe("The outcome of the latest attempt, for a quick health check"),
});
export type Webhook = z.infer<typeof webhookSchema>;

const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, "Enter the endpoint's address")
  .max(2000, "The address is too long")
  .describe("An https:// address that answers POST requests with a 2xx status")
  // What the server's address policy requires everywhere but the local emulator (which also takes http to loopback).
  .meta({ format: "uri", pattern: "^\\s*[Hh][Tt][Tt][Pp][Ss]://[^\\s/?#]" });

const webhookEventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, "Pick at least one event")
  .transform((events) => [...new Set(events)]);

const webhookDescriptionSchema = z.string().trim().max(200, "Description is too long");

export const createWebhookSchema = z
  .object({
    url: webhookUrlSchema,
    events: webhookEventsSchema,
    description: webhookDescriptionSchema.default(""),
    active: z.boolean().default(true),
  })
  .strict();
export type CreateWebhook = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    description: webhookDescriptionSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdateWebhook = z.input<typeof updateWebhookSchema>;

export const webhookWithSecretSchema = z.object({
  webhook: webhookSchema,
  secret: z.string().describe("The signing secret (whsec_…). Shown this once: store it where your receiver can read it"),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: idSchema,
  webhookId: idSchema,
  eventId: z.string(),
  event: webhookDeliveryEventSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  url: z.string().describe("Where it was sent"),
  lastAttemptAt: isoDateTimeSchema.nullable(),
  lastResponseCode: z.number().int().nullable(),
  lastResponseBody: z.string().nullable().describe("The first 500 characters of the endpoint's last answer"),
  lastError: z.string().nullable().describe("Why the last attempt failed, when it did"),
  nextAttemptAt: isoDateTimeSchema.nullable(),
  payload: webhookEventEnvelopeSchema,
  createdAt: isoDateTimeSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookParamsSchema = z.object({ webhookId: idSchema }).strict();
export const webhookDeliveryParamsSchema = z.object({ webhookId: idSchema, deliveryId: idSchema }).strict();

export const webhookRoutes = defineRoutes({
  listWebhooks: {
    method: "get",
    path: "/v1/tenants/me/webhooks",
    summary: "The workspace's webhook endpoints, newest first",
    access: "webhooks.manage",
    query: pageQuerySchema,
    response: pageOf(webhookSchema),
  },
  createWebhook: {
    method: "post",
    path: "/v1/tenants/me/webhooks",
    summary: "Register an HTTPS endpoint for events; the answer holds its signing secret, shown only this once",
    access: "webhooks.manage",
    sensitive: true,
    body: createWebhookSchema,
    response: webhookWithSecretSchema,
    successStatus: 201,
  },
  getWebhook: {
    method: "get",
    path: "/v1/tenants/me/webhooks/:webhookId",
    summary: "One webhook endpoint",
    access: "webhooks.manage",
    params: webhookParamsSchema,
    response: webhookSchema,
  },
  updateWebhook: {
    method: "patch",
    path: "/v1/tenants/me/webhooks/:webhookId",
    summary: "Change an endpoint's address, events or description, or pause it",
    access: "webhooks.manage",
    sensitive: true,
    params: webhookParamsSchema,
    body: updateWebhookSchema,
    response: webhookSchema,
  },
  deleteWebhook: {
    method: "delete",
    path: "/v1/tenants/me/webhooks/:webhookId",
    summary: "Delete an endpoint and its delivery log",
    access: "webhooks.manage",
    sensitive: true,
    params: webhookParamsSchema,
    response: okSchema,
  },
  rotateWebhookSecret: {
    method: "post",
    path: "/v1/tenants/me/webhooks/:webhookId/rotate-secret",
    summary: "Replace an endpoint's signing secret; the answer holds the new one, shown only this once",
    access: "webhooks.manage",
    sensitive: true,
    params: webhookParamsSchema,
    response: webhookWithSecretSchema,
  },
  testWebhook: {
    method: "post",
    path: "/v1/tenants/me/webhooks/:webhookId/test",
    summary: "Send a signed webhook.ping to the endpoint now; answers with the delivery and its outcome",
    access: "webhooks.manage",
    params: webhookParamsSchema,
    response: webhookDeliverySchema,
    successStatus: 201,
  },
  listWebhookDeliveries: {
    method: "get",
    path: "/v1/tenants/me/webhooks/:webhookId/deliveries",
    summary: "The endpoint's delivery log, newest first (kept 30 days)",
    access: "webhooks.manage",
    params: webhookParamsSchema,
    query: pageQuerySchema,
    response: pageOf(webhookDeliverySchema),
  },
  retryWebhookDelivery: {
    method: "post",
    path: "/v1/tenants/me/webhooks/:webhookId/deliveries/:deliveryId/retry",
    summary: "Send a delivery again now (same event id, fresh signature); answers with its outcome",
    access: "webhooks.manage",
    params: webhookDeliveryParamsSchema,
    response: webhookDeliverySchema,
  },
});
