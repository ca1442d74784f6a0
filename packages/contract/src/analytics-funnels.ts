import { z } from "zod";
import { brandParamsSchema, idSchema, isoDateTimeSchema } from "./common.js";
import { defineRoutes } from "./route-def.js";
import { analyticsEventTypes, type AnalyticsEventType } from "./analytics-event.js";

/** Funnels a brand may define, and steps per funnel. */
export const MAX_ANALYTICS_FUNNELS = 5;
export const MIN_FUNNEL_STEPS = 2;
export const MAX_FUNNEL_STEPS = 6;
/** Weeks after its first a cohort of visitors is followed (week +1 … +8). */
export const RETENTION_WEEKS = 8;

/** The event types whose `data.productId` a step may require (a step "opened product X"). */
export const productEventTypes = [
  "product_card_open",
  "product_link_out",
  "ar_launch",
  "ar_cta",
  "variant_select",
] as const satisfies readonly AnalyticsEventType[];

const productEventTypeSet: ReadonlySet<string> = new Set(productEventTypes);

/** One step: an event of this type (and, for product events, optionally of this product). */
export const funnelStepSchema = z
  .object({
    type: z.enum(analyticsEventTypes, { error: `Use one of the event types: ${analyticsEventTypes.join(", ")}` }),
    productId: idSchema.nullable().optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.productId && !productEventTypeSet.has(step.type)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: `Only a product event (${productEventTypes.join(", ")}) can name a product` });
    }
  });
export type FunnelStep = z.infer<typeof funnelStepSchema>;

const stepKey = (step: FunnelStep) => `${step.type}/${step.productId ?? ""}`;

const funnelInputSchema = z
  .object({
    /** An existing funnel's id (keeps its counts while its steps stay the same); absent for a new one. */
    id: idSchema.optional(),
    name: z.string().trim().min(1, "Name the funnel").max(80, "Use at most 80 characters"),
    steps: z
      .array(funnelStepSchema)
      .min(MIN_FUNNEL_STEPS, `A funnel has at least ${MIN_FUNNEL_STEPS} steps`)
      .max(MAX_FUNNEL_STEPS, `A funnel has at most ${MAX_FUNNEL_STEPS} steps`),
  })
  .strict()
  .superRefine((funnel, ctx) => {
    const seen = new Set<string>();
    funnel.steps.forEach((step, i) => {
      if (seen.has(stepKey(step))) ctx.addIssue({ code: "custom", path: ["steps", i], message: "The same step twice: each step is another event" });
      seen.add(stepKey(step));
    });
  });

/** The brand's funnels as a whole (a PUT replaces the list). */
export const updateAnalyticsFunnelsSchema = z
  .object({
    funnels: z.array(funnelInputSchema).max(MAX_ANALYTICS_FUNNELS, `A brand has at most ${MAX_ANALYTICS_FUNNELS} funnels`),
  })
  .strict()
  .superRefine((input, ctx) => {
    const ids = new Set<string>();
    input.funnels.forEach((funnel, i) => {
      if (funnel.id === undefined) return;
      if (ids.has(funnel.id)) ctx.addIssue({ code: "custom", path: ["funnels", i, "id"], message: "The same funnel twice" });
      ids.add(funnel.id);
    });
  });
export type UpdateAnalyticsFunnels = z.input<typeof updateAnalyticsFunnelsSchema>;

export const analyticsFunnelSchema = z.object({
  id: idSchema,
  name: z.string(),
  steps: z.array(z.object({ type: z.enum(analyticsEventTypes), productId: z.string().nullable() })),
  /** Goes up each time the steps change; sessions are counted by the version in force when the roll-up counted them. */
  version: z.number().int().min(1),
  /** When this version's steps were set: counts start then (earlier days show none). */
  definedAt: isoDateTimeSchema,
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnelSchema>;

export const analyticsFunnelsSchema = z.object({ funnels: z.array(analyticsFunnelSchema) });
export type AnalyticsFunnels = z.infer<typeof analyticsFunnelsSchema>;

const count = z.number().int().nonnegative();

/** One funnel over a report's range: sessions reaching each step, overall, per device class and per store. */
export const funnelReportSchema = analyticsFunnelSchema.extend({
  /** Sessions that reached each step (step 1 first), its events in that order by event time. */
  sessions: z.array(count),
  byDevice: z.array(z.object({ class: z.string(), sessions: z.array(count) })),
  /** Sessions through a store's QR codes (the brand's days), most first. */
  byStore: z.array(z.object({ storeId: z.string(), name: z.string(), deleted: z.boolean(), sessions: z.array(count) })),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;

/** Weekly retention: visitors by the ISO week of their first visit, and how many came back each week after. */
export const retentionReportSchema = z
  .object({
    weeks: count,
    cohorts: z.array(
      z.object({
        /** ISO week, `2026-W49`, in the brand's zone. */
        week: z.string(),
        /** Its Monday. */
        start: z.string(),
        visitors: count,
        /** Visitors of the cohort with a session in week +1, +2, … (`weeks` of them; weeks still ahead are null). */
        returned: z.array(count.nullable()),
      }),
    ),
  })
  .describe(
    "Visitors (the browser's lasting id; sessions without one are left out) by the ISO week of their first session, and how many had a session in each of the 8 weeks after; a visitor not seen for 8 weeks starts a new cohort",
  );
export type RetentionReport = z.infer<typeof retentionReportSchema>;

export const analyticsFunnelRoutes = defineRoutes({
  getAnalyticsFunnels: {
    method: "get",
    path: "/v1/brands/:brandId/analytics/funnels",
    summary: "The brand's funnels: ordered steps of event types whose sessions the roll-up counts per day, store and device",
    access: "brandContent.read",
    params: brandParamsSchema,
    response: analyticsFunnelsSchema,
  },
  updateAnalyticsFunnels: {
    method: "put",
    path: "/v1/brands/:brandId/analytics/funnels",
    summary: `Replaces the brand's funnels (at most ${MAX_ANALYTICS_FUNNELS}, ${MIN_FUNNEL_STEPS}-${MAX_FUNNEL_STEPS} steps each); changed steps start a new version counted from now`,
    access: "brand.update",
    params: brandParamsSchema,
    body: updateAnalyticsFunnelsSchema,
    response: analyticsFunnelsSchema,
  },
});
