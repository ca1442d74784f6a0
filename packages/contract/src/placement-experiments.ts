import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { analyticsRangeQuerySchema } from "./analytics.js";
import { placementParamsSchema, placementSchema } from "./placements.js";
import { deviceKindSchema, experimentSchema, MAX_EXPERIMENT_ARMS, MIN_EXPERIMENT_ARMS, ruleWarningSchema } from "./placement-targeting.js";

const weightMessage = "A weight is a whole number from 1 to 100";

export const startExperimentSchema = z
  .object({
    name: z.string().trim().max(80, "Name is too long").default(""),
    arms: z
      .array(
        z
          .object({
            experienceId: idSchema,
            weight: z.number({ error: weightMessage }).int(weightMessage).min(1, weightMessage).max(100, weightMessage),
          })
          .strict(),
      )
      .min(MIN_EXPERIMENT_ARMS, `An experiment compares ${MIN_EXPERIMENT_ARMS} to ${MAX_EXPERIMENT_ARMS} experiences`)
      .max(MAX_EXPERIMENT_ARMS, `An experiment compares ${MIN_EXPERIMENT_ARMS} to ${MAX_EXPERIMENT_ARMS} experiences`)
      .superRefine((arms, ctx) => {
        const seen = new Set<string>();
        arms.forEach((arm, i) => {
          if (seen.has(arm.experienceId)) ctx.addIssue({ code: "custom", path: [i, "experienceId"], message: "Each arm shows a different experience" });
          seen.add(arm.experienceId);
        });
      }),
  })
  .strict();
export type StartExperiment = z.input<typeof startExperimentSchema>;

export const stopExperimentSchema = z
  .object({
    /** The arm whose experience becomes the placement's default. */
    winnerArmId: z.string().regex(/^[a-d]$/, "Pick the winning arm (a to d)"),
  })
  .strict();
export type StopExperiment = z.input<typeof stopExperimentSchema>;

/** A moment and a visitor, for "what would this visitor see?". */
export const previewPlacementQuerySchema = z
  .object({
    at: z.iso.datetime({ offset: true, error: "Use a date and time like 2026-06-01T09:00:00Z" }).optional(),
    device: deviceKindSchema.default("ios"),
    language: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})?$/, "Use a language tag like fr or pt-BR")
      .optional(),
    /** Scans counted before this one; default the placement's count now. */
    scans: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  })
  .strict();
export type PreviewPlacementQuery = z.input<typeof previewPlacementQuerySchema>;

export const placementPreviewSchema = z.object({
  at: isoDateTimeSchema,
  device: deviceKindSchema,
  language: z.string().nullable(),
  scans: z.number().int(),
  /** What decided: a smart rule, a schedule, a running experiment (an arm stands for the default), or the default. */
  source: z.enum(["rule", "schedule", "experiment", "default"]),
  experienceId: idSchema.nullable(),
  ruleId: z.string().nullable(),
  scheduleId: z.string().nullable(),
  /** With an experiment: the share of visitors of each arm (weights over their sum). */
  arms: z.array(z.object({ armId: z.string(), experienceId: idSchema, share: z.number() })),
  warnings: z.array(ruleWarningSchema),
});
export type PlacementPreview = z.infer<typeof placementPreviewSchema>;

const comparisonSchema = z.object({
  /** Share of the arm's sessions that did it. */
  rate: z.number(),
  /** Against arm A: rate minus A's rate (percentage points as a share). */
  difference: z.number().nullable(),
  /** Two-proportion z-test against arm A; null when either arm has no sessions yet. */
  z: z.number().nullable(),
  pValue: z.number().nullable(),
  /** 1 - p: how sure the difference is not chance alone. */
  confidence: z.number().nullable(),
  significant: z.boolean(),
});

export const experimentArmReportSchema = z.object({
  armId: z.string(),
  experienceId: idSchema,
  weight: z.number().int(),
  sessions: z.number().int(),
  productOpens: z.number().int(),
  linkOuts: z.number().int(),
  surveySubmits: z.number().int(),
  /** Seconds; null without a measured visit. */
  averageVisitSeconds: z.number().nullable(),
  productOpenSessions: comparisonSchema,
  linkOutSessions: comparisonSchema,
  surveyCompletions: comparisonSchema,
});

export const experimentAnalyticsSchema = z.object({
  placementId: idSchema,
  experiment: experimentSchema.nullable(),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  generatedAt: isoDateTimeSchema,
  /** The statistic used, named: comparisons are each arm against arm A. */
  method: z.literal("two-proportion-z-test"),
  arms: z.array(experimentArmReportSchema),
});
export type ExperimentAnalytics = z.infer<typeof experimentAnalyticsSchema>;

export const placementExperimentRoutes = defineRoutes({
  previewPlacement: {
    method: "get",
    path: "/v1/brands/:brandId/placements/:placementId/preview",
    summary:
      "What a visitor on a device, in a language, at a moment would be shown (same evaluation as the public resolver), and the rules that can never match",
    access: "brandContent.read",
    params: placementParamsSchema,
    query: previewPlacementQuerySchema,
    response: placementPreviewSchema,
  },
  startPlacementExperiment: {
    method: "post",
    path: "/v1/brands/:brandId/placements/:placementId/experiment",
    summary: "Start an A/B test: visitors split between 2-4 experiences by weight, each keeping their arm (409 while one runs)",
    access: "brandContent.write",
    params: placementParamsSchema,
    body: startExperimentSchema,
    response: placementSchema,
    successStatus: 201,
  },
  stopPlacementExperiment: {
    method: "post",
    path: "/v1/brands/:brandId/placements/:placementId/experiment/stop",
    summary: "Stop the running experiment: the winning arm's experience becomes the placement's default (409 when none runs)",
    access: "brandContent.write",
    params: placementParamsSchema,
    body: stopExperimentSchema,
    response: placementSchema,
  },
  getPlacementExperimentAnalytics: {
    method: "get",
    path: "/v1/brands/:brandId/placements/:placementId/experiment/analytics",
    summary: "Each arm's sessions, product opens, link-outs, survey completions and average visit, against arm A by a two-proportion z-test",
    access: "brandContent.read",
    params: placementParamsSchema,
    query: analyticsRangeQuerySchema,
    response: experimentAnalyticsSchema,
  },
});
