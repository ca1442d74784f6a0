import { z } from "zod";
import { brandParamsSchema, documentIdSchema, experienceParamsSchema, isoDateTimeSchema, NON_EMPTY_BODY, pageOf, smallListQuerySchema } from "./common.js";
import { DAY_MS, localToInstant, MINUTE_MS, parseClockTime, parseIsoDate } from "./local-time.js";
import { manifestSummarySchema } from "./manifests.js";
import { defineRoutes } from "./route-def.js";
import { timeZoneSchema } from "./stores.js";

/** A wall-clock date and time without a zone, to the minute: `2026-03-29T09:00`. */
export const localDateTimeSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, "Use a local date and time like 2026-03-29T09:00");

/**
 * The instant a local date-time happens in an IANA zone (epoch ms). A time the spring-forward gap
 * skips moves forward by the gap (02:30 -> 03:30), a time the fall-back repeats is its first
 * occurrence: the rule `local-time.ts` applies to the QR code schedules too.
 */
export function scheduledInstant(localDateTime: string, timeZone: string): number {
  const [date, time] = localDateTime.split("T") as [string, string];
  return localToInstant(timeZone, parseIsoDate(date), parseClockTime(time));
}

/** How far ahead a publish may be scheduled. */
export const SCHEDULED_PUBLISH_MAX_DAYS_AHEAD = 366;
export const SCHEDULED_PUBLISH_MAX_AHEAD_MS = SCHEDULED_PUBLISH_MAX_DAYS_AHEAD * DAY_MS;
/** The job that publishes due entries runs every minute: an entry goes live at most this late. */
export const SCHEDULED_PUBLISH_LATENESS_MS = MINUTE_MS;

/**
 * scheduled: waiting for its time; published: went live as `publishedVersion`; cancelled; failed:
 * its time came but it could not publish (`error` says why: the experience was archived, a model
 * it shows was deleted from the library…).
 */
export const scheduledPublishStatusSchema = z.enum(["scheduled", "published", "cancelled", "failed"]);
export type ScheduledPublishStatus = z.infer<typeof scheduledPublishStatusSchema>;

const personSchema = z.object({ uid: z.string(), name: z.string().nullable() });

/**
 * A publish of the experience's draft at a given local time. The draft is snapshot when the
 * publish is scheduled: what goes live is what was saved (and reviewed) then, whatever the draft
 * becomes meanwhile. Rescheduling moves the time and keeps the snapshot; to publish a newer draft,
 * cancel and schedule again.
 */
export const scheduledPublishSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  experienceId: z.string(),
  /** The experience's name in the snapshot. */
  experienceName: z.string(),
  localDateTime: localDateTimeSchema,
  timezone: z.string(),
  /** The instant `localDateTime` happens in `timezone`. */
  publishAt: isoDateTimeSchema,
  status: scheduledPublishStatusSchema,
  summary: manifestSummarySchema,
  scheduledAt: isoDateTimeSchema,
  scheduledBy: personSchema,
  publishedVersion: z.number().int().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  cancelledAt: isoDateTimeSchema.nullable(),
  cancelledBy: personSchema.nullable(),
  error: z.string().nullable(),
});
export type ScheduledPublish = z.infer<typeof scheduledPublishSchema>;

export const schedulePublishSchema = z.object({ localDateTime: localDateTimeSchema, timezone: timeZoneSchema }).strict();
export type SchedulePublish = z.input<typeof schedulePublishSchema>;
export const reschedulePublishSchema = schedulePublishSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type ReschedulePublish = z.input<typeof reschedulePublishSchema>;

const scheduledPublishIdSchema = documentIdSchema("Invalid scheduled publish id");
export const scheduledPublishParamsSchema = experienceParamsSchema.safeExtend({ scheduledPublishId: scheduledPublishIdSchema }).strict();

export const scheduledPublishRoutes = defineRoutes({
  schedulePublish: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/scheduled-publishes",
    summary:
      "Schedule the publication of the experience's current draft (snapshot now) at a local date and time in an IANA time zone; a job publishes it within a minute of that time (422 when the draft cannot be published or the time has passed)",
    access: "brandContent.write",
    params: experienceParamsSchema,
    body: schedulePublishSchema,
    response: scheduledPublishSchema,
    successStatus: 201,
  },
  listScheduledPublishes: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/scheduled-publishes",
    summary: "The experience's upcoming scheduled publishes, soonest first",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(scheduledPublishSchema),
  },
  listBrandScheduledPublishes: {
    method: "get",
    path: "/v1/brands/:brandId/scheduled-publishes",
    summary: "The brand's upcoming scheduled publishes, all experiences, soonest first",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: smallListQuerySchema,
    response: pageOf(scheduledPublishSchema),
  },
  getScheduledPublish: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/scheduled-publishes/:scheduledPublishId",
    summary: "One scheduled publish, whatever its status",
    access: "brandContent.read",
    params: scheduledPublishParamsSchema,
    response: scheduledPublishSchema,
  },
  reschedulePublish: {
    method: "patch",
    path: "/v1/brands/:brandId/experiences/:experienceId/scheduled-publishes/:scheduledPublishId",
    summary: "Move a scheduled publish to another time (its snapshot stays); 409 once it published, failed or was cancelled",
    access: "brandContent.write",
    params: scheduledPublishParamsSchema,
    body: reschedulePublishSchema,
    response: scheduledPublishSchema,
  },
  cancelScheduledPublish: {
    method: "post",
    path: "/v1/brands/:brandId/experiences/:experienceId/scheduled-publishes/:scheduledPublishId/cancel",
    summary: "Cancel a scheduled publish; 409 once it published or failed (cancelling twice keeps the first)",
    access: "brandContent.write",
    params: scheduledPublishParamsSchema,
    response: scheduledPublishSchema,
  },
});
