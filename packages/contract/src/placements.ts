import { z } from "zod";
import { brandColorsSchema } from "./brands.js";
import { scenePictureSchema } from "./manifests.js";
import { calendarDaySchema, idSchema, isoDateTimeSchema, okSchema, pageOf, NON_EMPTY_BODY, NON_BLANK } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { publicEndpoints } from "./public-endpoints.js";
import { listBrandContentQuerySchema, timeZoneSchema, weekdays } from "./stores.js";
import { experimentSchema, ruleWarningSchema, smartRuleSchema, smartRulesInputSchema } from "./placement-targeting.js";

export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

const DAY_MS = 86_400_000;
/** A schedule may span five years at most: enough for any campaign, and it keeps checks fast. */
export const MAX_SCHEDULE_DAYS = 5 * 366;
export const MAX_SCHEDULES = 50;

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 09:30");

/** A daily time window in the schedule's zone; an end before the start runs past midnight. */
export const dailyWindowSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema })
  .strict()
  .refine((w) => w.start !== w.end, { message: "The end time must differ from the start time", path: ["end"] });

const scheduleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Invalid schedule id");

/** A schedule as stored and returned: every default filled in. */
export const scheduleSchema = z.object({
  id: scheduleIdSchema,
  experienceId: idSchema,
  label: z.string(),
  /** First and last day (inclusive) a window may start on, in the schedule's zone. */
  startDate: z.string(),
  endDate: z.string(),
  /** Days a window may start on; null = every day. */
  weekdays: z.array(weekdaySchema).nullable(),
  /** null = the whole day. */
  dailyWindow: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** IANA zone the dates and times are read in. */
  timezone: z.string(),
  /** Higher wins where schedules overlap; overlaps at equal priority are refused. */
  priority: z.number().int(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** A schedule as written: id (kept across edits; made up when absent), timezone defaulting to the store's. */
export const scheduleInputSchema = z
  .object({
    id: scheduleIdSchema.optional(),
    experienceId: idSchema,
    label: z.string().trim().max(80, "Label is too long").default(""),
    startDate: calendarDaySchema,
    endDate: calendarDaySchema,
    weekdays: z
      .array(weekdaySchema)
      .min(1, "Pick at least one weekday, or none for every day")
      .transform((days) => weekdays.filter((d) => days.includes(d)))
      .nullable()
      .optional(),
    dailyWindow: dailyWindowSchema.nullable().optional(),
    /** Defaults to the placement's store's zone, else UTC. */
    timezone: timeZoneSchema.nullable().optional(),
    priority: z
      .number({ error: "Priority is a whole number from 0 to 100" })
      .int("Priority is a whole number from 0 to 100")
      .min(0, "Priority is a whole number from 0 to 100")
      .max(100, "Priority is a whole number from 0 to 100")
      .default(0),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(s.endDate)) return;
    const days = daysBetween(s.startDate, s.endDate);
    if (days < 0) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date" });
    else if (days >= MAX_SCHEDULE_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: "A schedule spans at most five years" });
  });
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

const schedulesInputSchema = z
  .array(scheduleInputSchema)
  .max(MAX_SCHEDULES, `A placement holds at most ${MAX_SCHEDULES} schedules`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((s, i) => {
      if (!s.id) return;
      if (seen.has(s.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "Two schedules have the same id" });
      seen.add(s.id);
    });
  });

export const placementSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  name: z.string(),
  /** The brand's store it stands in, if any. */
  storeId: idSchema.nullable(),
  /** Shown outside every schedule; null = the brand's fallback page. */
  defaultExperienceId: idSchema.nullable(),
  schedules: z.array(scheduleSchema),
  /** Smart rules, tried in order before the schedules: the first that matches the visitor decides. */
  rules: z.array(smartRuleSchema),
  /** Rules that can never decide anything (shadowed by an earlier rule, an empty or past range, zero scans). */
  ruleWarnings: z.array(ruleWarningSchema),
  /** The running experiment (it takes the default's place), or the last one stopped; null = none yet. */
  experiment: experimentSchema.nullable(),
  /** Every experience it can show (default, scheduled, in a rule or an experiment), each once. */
  experienceIds: z.array(idSchema),
  /** What it shows now (from the schedules; publication is checked when the viewer resolves it). */
  activeExperienceId: idSchema.nullable(),
  activeComputedAt: isoDateTimeSchema.nullable(),
  /** When the active experience may change next; null = never (no schedule ahead). */
  activeValidUntil: isoDateTimeSchema.nullable(),
  scanCount: z.number().int(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Placement = z.infer<typeof placementSchema>;

const placementNameSchema = z.string().trim().min(1, "Placement name is required").max(100, "Placement name is too long").meta(NON_BLANK);

export const createPlacementSchema = z
  .object({
    name: placementNameSchema,
    storeId: idSchema.nullable().default(null),
    defaultExperienceId: idSchema.nullable().default(null),
    schedules: schedulesInputSchema.default([]),
    rules: smartRulesInputSchema.default([]),
  })
  .strict();
export type CreatePlacement = z.input<typeof createPlacementSchema>;

export const updatePlacementSchema = z
  .object({
    name: placementNameSchema.optional(),
    storeId: idSchema.nullable().optional(),
    defaultExperienceId: idSchema.nullable().optional(),
    /** Replaces every schedule (send them all, in order). */
    schedules: schedulesInputSchema.optional(),
    /** Replaces every smart rule (send them all, in priority order). */
    rules: smartRulesInputSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update")
  .meta(NON_EMPTY_BODY);
export type UpdatePlacement = z.input<typeof updatePlacementSchema>;

export const listPlacementsQuerySchema = listBrandContentQuerySchema.safeExtend({
  /** Only the placements standing in this store. */
  storeId: idSchema.optional(),
  /** Only the placements that can show this experience (as default or in a schedule). */
  experienceId: idSchema.optional(),
});
export type ListPlacementsQuery = z.input<typeof listPlacementsQuerySchema>;

export const placementParamsSchema = z.object({ brandId: idSchema, placementId: idSchema }).strict();

export const placementTimelineQuerySchema = z
  .object({ days: z.coerce.number().int().min(1, "At least one day").max(31, "At most 31 days").default(7) })
  .strict();

export const timelineSegmentSchema = z.object({
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  /** null = nothing (no default experience): the brand's fallback page. */
  experienceId: idSchema.nullable(),
  source: z.enum(["schedule", "default"]),
  scheduleId: z.string().optional(),
});
export type TimelineSegment = z.infer<typeof timelineSegmentSchema>;

export const placementTimelineSchema = z.object({
  placementId: idSchema,
  /** The zone the range starts its days in: the store's, else UTC. */
  timezone: z.string(),
  now: isoDateTimeSchema,
  /** From local midnight today to local midnight `days` days later. */
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  segments: z.array(timelineSegmentSchema),
});
export type PlacementTimeline = z.infer<typeof placementTimelineSchema>;

/** What the public viewer needs to open a placement. */
export const resolvedPlacementSchema = z.object({
  placementId: idSchema,
  name: z.string(),
  brand: z.object({ id: idSchema, name: z.string(), colors: brandColorsSchema, logoUrl: z.string().nullable() }),
  /** The published experience to show now; null = nothing to show (the brand's fallback page). */
  experience: z
    .object({
      id: idSchema,
      name: z.string(),
      publishedVersion: z.number().int(),
      picture: scenePictureSchema
        .nullable()
        .describe("The first scene of that version, drawn when it was published: the poster while the 3D loads. Null until it is drawn"),
    })
    .nullable(),
  validUntil: isoDateTimeSchema
    .nullable()
    .describe("When a schedule may change this answer next: resolve the placement again then. Null when no schedule ahead will change it"),
  arm: z
    .object({ experimentId: z.string(), armId: z.string() })
    .nullable()
    .optional()
    .describe("The experiment arm this visitor is in, when a running experiment chose the experience: the viewer reports it with its analytics"),
});
export type ResolvedPlacement = z.infer<typeof resolvedPlacementSchema>;

export const publicPlacementParamsSchema = z.object({ placementId: idSchema }).strict();

/** What the viewer tells the resolver of its visitor; the device and language otherwise come from the request's headers. */
export const resolvePlacementQuerySchema = z
  .object({
    /** The viewer's lasting anonymous visitor id (absent where it keeps none): a visitor keeps their experiment arm. */
    visitor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/, "Use 1-128 letters, digits, - or _")
      .optional(),
    /** The language the visitor chose in the viewer; default Accept-Language's first. */
    lang: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})?$/, "Use a language tag like fr or pt-BR")
      .optional(),
  })
  .strict();

/** One bulk creation selects at most this many stores (one transaction writes them all or nothing). */
export const MAX_BULK_PLACEMENT_STORES = 500;
/** A pasted list may repeat itself or run long; it is the stores it selects that count. */
const MAX_LISTED_STORES = 5000;

const storeCodeSchema = z.string().trim().min(1, "A store code is not blank").max(64, "Store codes are at most 64 characters");

/** Which of the brand's stores: all of them, those with a tag, or those listed by code or by id. */
export const bulkStoreSelectionSchema = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ tag: z.string().trim().toLowerCase().min(1, "Name a tag").max(50, "Tags are at most 50 characters") }).strict(),
  z
    .object({ codes: z.array(storeCodeSchema).min(1, "List at least one store code").max(MAX_LISTED_STORES, `List at most ${MAX_LISTED_STORES} codes`) })
    .strict(),
  z.object({ storeIds: z.array(idSchema).min(1, "Pick at least one store").max(MAX_LISTED_STORES, `Pick at most ${MAX_LISTED_STORES} stores`) }).strict(),
]);
export type BulkStoreSelection = z.infer<typeof bulkStoreSelectionSchema>;

/** `{store}` and `{code}` stand for each store's name and code. */
export const PLACEMENT_NAME_PATTERN_DEFAULT = "{store}";

const bulkPlacementsSelectionSchema = z
  .object({
    /** The experience every new placement opens by default; a store that already has a placement for it is skipped. */
    defaultExperienceId: idSchema,
    stores: bulkStoreSelectionSchema,
  })
  .strict();

export const previewBulkPlacementsSchema = bulkPlacementsSelectionSchema;
export type PreviewBulkPlacements = z.input<typeof previewBulkPlacementsSchema>;

export const bulkCreatePlacementsSchema = bulkPlacementsSelectionSchema
  .safeExtend({
    /** Copied to every new placement (each schedule in its store's zone unless the template names one). */
    schedules: schedulesInputSchema.default([]),
    namePattern: z
      .string()
      .trim()
      .min(1, "Name pattern is required")
      .max(100, "Name pattern is too long")
      .default(PLACEMENT_NAME_PATTERN_DEFAULT)
      .meta(NON_BLANK),
  })
  .strict();
export type BulkCreatePlacements = z.input<typeof bulkCreatePlacementsSchema>;

export const bulkPlacementsPreviewSchema = z.object({
  /** Stores the selection names. */
  selected: z.number().int(),
  /** Of those, stores that have no placement for the experience yet: what a creation would make. */
  toCreate: z.number().int(),
  /** Stores that already have one (left alone). */
  skipped: z.number().int(),
});
export type BulkPlacementsPreview = z.infer<typeof bulkPlacementsPreviewSchema>;

export const bulkCreatePlacementsResultSchema = z.object({
  selected: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  /** The placements made, one per store. */
  placements: z.array(z.object({ id: idSchema, storeId: idSchema, name: z.string() })),
  /** Stores left alone, with the placement they already have for the experience. */
  skippedStores: z.array(z.object({ storeId: idSchema, placementId: idSchema })),
});
export type BulkCreatePlacementsResult = z.infer<typeof bulkCreatePlacementsResultSchema>;

export const placementRoutes = defineRoutes({
  listPlacements: {
    method: "get",
    path: "/v1/brands/:brandId/placements",
    summary: "The brand's placements (QR codes), by name or recent update, optionally in one store or showing one experience",
    access: "brandContent.read",
    params: z.object({ brandId: idSchema }).strict(),
    query: listPlacementsQuerySchema,
    response: pageOf(placementSchema),
  },
  createPlacement: {
    method: "post",
    path: "/v1/brands/:brandId/placements",
    summary: "Create a placement: name, store, default experience and schedules (same-priority overlaps: 409)",
    access: "brandContent.write",
    params: z.object({ brandId: idSchema }).strict(),
    body: createPlacementSchema,
    response: placementSchema,
    successStatus: 201,
  },
  previewBulkPlacements: {
    method: "post",
    path: "/v1/brands/:brandId/placements/bulk/preview",
    summary: "How many stores a bulk creation would select, make a placement for, and skip (writes nothing)",
    access: "brandContent.write",
    params: z.object({ brandId: idSchema }).strict(),
    body: previewBulkPlacementsSchema,
    response: bulkPlacementsPreviewSchema,
  },
  bulkCreatePlacements: {
    method: "post",
    path: "/v1/brands/:brandId/placements/bulk",
    summary: `One placement per selected store (all, a tag, codes or ids; at most ${MAX_BULK_PLACEMENT_STORES}) that has none for the experience yet, all or nothing; needs an Idempotency-Key`,
    access: "brandContent.write",
    idempotencyKey: "required",
    params: z.object({ brandId: idSchema }).strict(),
    body: bulkCreatePlacementsSchema,
    response: bulkCreatePlacementsResultSchema,
    successStatus: 201,
  },
  getPlacement: {
    method: "get",
    path: "/v1/brands/:brandId/placements/:placementId",
    summary: "One placement",
    access: "brandContent.read",
    params: placementParamsSchema,
    response: placementSchema,
  },
  updatePlacement: {
    method: "patch",
    path: "/v1/brands/:brandId/placements/:placementId",
    summary: "Rename or move a placement, change its default experience, or replace its schedules (same-priority overlaps: 409)",
    access: "brandContent.write",
    params: placementParamsSchema,
    body: updatePlacementSchema,
    response: placementSchema,
  },
  deletePlacement: {
    method: "delete",
    path: "/v1/brands/:brandId/placements/:placementId",
    summary: "Delete a placement (its QR code stops resolving)",
    access: "brandContent.write",
    params: placementParamsSchema,
    response: okSchema,
  },
  getPlacementTimeline: {
    method: "get",
    path: "/v1/brands/:brandId/placements/:placementId/timeline",
    summary: "What the placement shows over the next days, as segments (same resolver as the viewer)",
    access: "brandContent.read",
    params: placementParamsSchema,
    query: placementTimelineQuerySchema,
    response: placementTimelineSchema,
  },
  resolvePlacement: {
    ...publicEndpoints.resolvePlacement,
    summary: "Public: the brand and the published experience a placement shows now (null: the brand's fallback page)",
    access: "public",
    params: publicPlacementParamsSchema,
    query: resolvePlacementQuerySchema,
    response: resolvedPlacementSchema,
  },
});
