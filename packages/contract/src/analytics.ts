import { z } from "zod";
import { brandParamsSchema, calendarDaySchema, documentIdSchema, idSchema, isoDateTimeSchema, experienceParamsSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { publicEndpoints } from "./public-endpoints.js";
import { analyticsBreakdownClasses, analyticsBreakdownCounts, analyticsSources, type AnalyticsBreakdown } from "./analytics-breakdowns.js";
import { funnelReportSchema, retentionReportSchema } from "./analytics-funnels.js";

/** Events in one request; a viewer sends far fewer (a batch every few seconds). */
export const MAX_EVENTS_PER_BATCH = 100;
/** One event as JSON, in bytes: the rest of a batch is kept when one event is larger. */
export const MAX_EVENT_BYTES = 4096;

/** Ids a browser makes up (session, visitor, event): short, URL-safe, unguessable or scoped by session. */
const clientIdSchema = documentIdSchema("Use 1-128 letters, digits, - or _");
const eventIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/, "Use 1-128 letters, digits, . : - or _");

/**
 * One event as the viewer sends it. `id` is unique within its session (e.g. `<session>.<seq>`):
 * a batch sent again after a timeout is recognised by it and never counted twice.
 */
export const analyticsEventSchema = z
  .object({
    id: eventIdSchema,
    type: z.string(),
    /** When it happened, on the viewer's clock (ISO 8601 with a zone). */
    at: z.iso.datetime({ offset: true }),
    sessionId: clientIdSchema,
    /** The browser's lasting anonymous id, for unique visitors; absent = each session is a visitor. */
    visitorId: clientIdSchema.nullable().optional(),
    brandId: idSchema,
    experienceId: idSchema,
    /** The QR code the session started from; null for a link without one. */
    placementId: idSchema.nullable().optional(),
    /** The manifest version shown; null for a draft. */
    version: z.number().int().min(1).nullable().optional(),
    /** A reviewer's test-link session: stored, never counted. */
    preview: z.boolean().optional(),
    /** The experiment arm the session is in, `<experimentId>.<armId>` as the resolver named it. */
    arm: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}\.[a-d]$/, "Use the arm the resolver named, like x1y2.a")
      .nullable()
      .optional(),
    /** How the visitor opened the viewer: `qr` (a printed code), `link`, `embed`. */
    source: z.enum(analyticsSources).nullable().optional(),
    data: z.record(z.string().max(64), z.unknown()).optional(),
  })
  .strict();
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const ingestEventsSchema = z
  .object({
    events: z.array(z.unknown()).min(1, "Send at least one event").max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events per request`),
  })
  .strict();
export type IngestEvents = z.input<typeof ingestEventsSchema>;

export const ingestResultSchema = z.object({
  /** Events stored now. */
  accepted: z.number().int(),
  /** Events already stored by an earlier request (or twice in this one): acknowledged, not counted again. */
  duplicates: z.number().int(),
  /** Events refused, each with why; the others of the batch are kept. */
  rejected: z.array(z.object({ index: z.number().int(), id: z.string().nullable(), reason: z.string() })),
  /** Set when the whole request was ignored (an automated client). */
  ignored: z.enum(["bot"]).nullable(),
});
export type IngestResult = z.infer<typeof ingestResultSchema>;

/** "2025-06-14": a calendar day in the brand's time zone. */
export const analyticsDaySchema = calendarDaySchema;

export const MAX_ANALYTICS_RANGE_DAYS = 366;

/** Either `from` and `to` (inclusive days) or the last `days` days up to today; default the last 7. */
export const analyticsRangeQuerySchema = z
  .object({
    from: analyticsDaySchema.optional(),
    to: analyticsDaySchema.optional(),
    days: z.coerce.number().int().min(1).max(MAX_ANALYTICS_RANGE_DAYS).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [q.from === undefined ? "from" : "to"], message: "Give both from and to, or neither" });
    }
    if (q.from !== undefined && q.days !== undefined) ctx.addIssue({ code: "custom", path: ["days"], message: "Give either days or from and to" });
    if (q.from && q.to) {
      const span = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (span < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
      else if (span > MAX_ANALYTICS_RANGE_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `A range is at most ${MAX_ANALYTICS_RANGE_DAYS} days` });
    }
  });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

const count = z.number().int().nonnegative();

/** The counts every table row and the totals share. */
export const analyticsCountsSchema = z.object({
  sessions: count,
  /** Estimated (HyperLogLog): exact up to a few hundred, about 1.6% off beyond. */
  uniqueVisitors: count,
  sceneViews: count,
  segmentViews: count,
  objectTaps: count,
  productOpens: count,
  linkOuts: count,
  videoPlays: count,
  videoCompletes: count,
  surveySubmits: count,
  chatMessages: count,
  /** Mean of the sessions that reported how long they lasted; null when none did. */
  averageDwellSeconds: z.number().nonnegative().nullable(),
  /** "View in your space" launches (`ar_launch`). */
  arLaunches: count,
  /** Mean time spent in AR per return from it (`ar_time`); null when none was reported. */
  averageArSeconds: z.number().nonnegative().nullable(),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

export const analyticsDayPointSchema = analyticsCountsSchema.extend({ day: z.string() });
export type AnalyticsDayPoint = z.infer<typeof analyticsDayPointSchema>;

/** One class of a breakdown (`phone`, `returning`, `mon-09`…) and what its sessions did. */
export const analyticsBreakdownRowSchema = z.object({
  class: z.string(),
  ...(Object.fromEntries(analyticsBreakdownCounts.map((name) => [name, count])) as Record<(typeof analyticsBreakdownCounts)[number], typeof count>),
});
export type AnalyticsBreakdownRow = z.infer<typeof analyticsBreakdownRowSchema>;

/** Every breakdown of `analyticsBreakdownClasses`, each with all its classes in that order, zeros included. */
export const analyticsBreakdownsSchema = z
  .object(
    Object.fromEntries(Object.keys(analyticsBreakdownClasses).map((breakdown) => [breakdown, z.array(analyticsBreakdownRowSchema)])) as Record<
      AnalyticsBreakdown,
      z.ZodArray<typeof analyticsBreakdownRowSchema>
    >,
  )
  .describe(
    "Sessions and their outcomes per class: device, os, browser (from the user agent), source (qr, link, embed), visitor (new or returning within 30 days), hourWeekday (`mon-00`…`sun-23` in the store's zone, the brand's without a store)",
  );
export type AnalyticsBreakdowns = z.infer<typeof analyticsBreakdownsSchema>;

const rangeFields = {
  /** The brand's IANA zone: days start at its midnight (a store's rows: the store's zone). */
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: isoDateTimeSchema,
};

export const experienceAnalyticsSchema = z.object({
  experienceId: idSchema,
  experienceName: z.string(),
  ...rangeFields,
  totals: analyticsCountsSchema,
  /** One point per day of the range, oldest first, days without events included as zeros. */
  series: z.array(analyticsDayPointSchema),
  /** Sessions, then those that opened a product card, then those that followed a product link. */
  funnel: z
    .object({ sessions: count, productOpenSessions: count, arSessions: count, linkOutSessions: count })
    .describe("Sessions, then those that opened a product card, launched AR (`arSessions`), and followed a product link"),
  /** AR launches per platform (`ios`, `android`, `webxr`). */
  arPlatforms: z.record(z.string(), count),
  /** Sessions per language the visitor read it in, most first (`_other` past the key limit; sessions from before languages were recorded are not in it). */
  languages: z.array(z.object({ language: z.string(), sessions: count })),
  breakdowns: analyticsBreakdownsSchema,
  /** The brand's funnels (`GET …/analytics/funnels`), counted over this experience's sessions. */
  funnels: z.array(funnelReportSchema),
  /** The brand's weekly retention (visitors of all its experiences), cohorts whose first week overlaps the range. */
  retention: retentionReportSchema,
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      sku: z.string().nullable(),
      opens: count,
      arLaunches: count,
      linkOuts: count,
      /** How often each of its options was chosen (`variant_select`), by the option's material variant. */
      optionSelects: z.record(z.string(), count).optional(),
      deleted: z.boolean(),
    }),
  ),
  scenes: z.array(z.object({ sceneId: z.string(), name: z.string(), views: count, deleted: z.boolean() })),
  segments: z.array(z.object({ segmentId: z.string(), title: z.string(), sceneName: z.string().nullable(), views: count })),
  videos: z.array(z.object({ videoId: z.string(), title: z.string(), plays: count, completes: count })),
  /** Per QR code: its sessions are its scans. */
  placements: z.array(analyticsCountsSchema.extend({ placementId: z.string(), name: z.string(), storeId: z.string().nullable(), deleted: z.boolean() })),
  /** Per store, in the store's own days. */
  stores: z.array(analyticsCountsSchema.extend({ storeId: z.string(), name: z.string(), timezone: z.string(), deleted: z.boolean() })),
  surveys: z.array(
    z.object({
      surveyId: z.string(),
      title: z.string(),
      submissions: count,
      questions: z.array(
        z.object({
          field: z.string(),
          label: z.string(),
          type: z.string(),
          /** People who answered it. */
          answered: count,
          /** Choices in the survey's order (ratings 1-5); free-text questions have none. */
          answers: z.array(z.object({ value: z.string(), count })),
          /** Ratings only. */
          average: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type ExperienceAnalytics = z.infer<typeof experienceAnalyticsSchema>;

export const brandAnalyticsSummarySchema = z.object({
  brandId: idSchema,
  ...rangeFields,
  totals: analyticsCountsSchema,
  series: z.array(analyticsDayPointSchema),
  breakdowns: analyticsBreakdownsSchema,
  /** The brand's funnels over all its experiences. */
  funnels: z.array(funnelReportSchema),
  /** Cohorts whose first week overlaps the range. */
  retention: retentionReportSchema,
  experiences: z.array(analyticsCountsSchema.extend({ experienceId: z.string(), name: z.string(), deleted: z.boolean() })),
});
export type BrandAnalyticsSummary = z.infer<typeof brandAnalyticsSummarySchema>;

/** Ingest from the public viewer, and the console's reports over the daily aggregates. */
export const analyticsRoutes = defineRoutes({
  ingestEvents: {
    ...publicEndpoints.ingestEvents,
    summary:
      "The viewer's analytics events, in batches: each event is checked on its own (the valid rest is kept), deduplicated by id, rate-limited per session and per address",
    access: "public",
    body: ingestEventsSchema,
    response: ingestResultSchema,
  },
  getExperienceAnalytics: {
    method: "get",
    path: "/v1/brands/:brandId/experiences/:experienceId/analytics",
    summary: "An experience's analytics over a range of days: series, funnel, products, placements, stores, surveys",
    access: "brandContent.read",
    params: experienceParamsSchema,
    query: analyticsRangeQuerySchema,
    response: experienceAnalyticsSchema,
  },
  getBrandAnalyticsSummary: {
    method: "get",
    path: "/v1/brands/:brandId/analytics/summary",
    summary: "A brand's analytics at a glance (default the last 7 days): totals, sessions per day, per experience",
    access: "brandContent.read",
    params: brandParamsSchema,
    query: analyticsRangeQuerySchema,
    response: brandAnalyticsSummarySchema,
  },
});
