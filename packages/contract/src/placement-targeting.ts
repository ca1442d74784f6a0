import { z } from "zod";
import { idSchema, isoDateTimeSchema } from "./common.js";
import { deviceKinds } from "./placement-rules.js";

/** Smart rules a placement holds at most: enough for any targeting, and each scan tries them all. */
export const MAX_SMART_RULES = 20;
export const MIN_EXPERIMENT_ARMS = 2;
export const MAX_EXPERIMENT_ARMS = 4;

export const deviceKindSchema = z.enum(deviceKinds);

const ruleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Invalid rule id");
const languageSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}$/, "Use a two- or three-letter language code like fr")
  .transform((l) => l.toLowerCase());
const instantSchema = z.iso.datetime({ offset: true, error: "Use a date and time like 2026-06-01T09:00:00Z" });

/** A rule's conditions as stored and returned: an absent condition is null (holds for everyone). */
export const ruleConditionsSchema = z.object({
  devices: z.array(deviceKindSchema).nullable(),
  languages: z.array(z.string()).nullable(),
  /** Only the first N scans of the placement (counted from when the rule was saved with it). */
  firstScans: z.number().int().nullable(),
  from: isoDateTimeSchema.nullable(),
  to: isoDateTimeSchema.nullable(),
});

export const smartRuleSchema = z.object({
  id: ruleIdSchema,
  label: z.string(),
  experienceId: idSchema,
  when: ruleConditionsSchema,
});
export type SmartRuleRecord = z.infer<typeof smartRuleSchema>;

export const ruleConditionsInputSchema = z
  .object({
    devices: z
      .array(deviceKindSchema)
      .min(1, "Pick at least one device, or none for every device")
      .transform((list) => deviceKinds.filter((d) => list.includes(d)))
      .nullable()
      .optional(),
    languages: z
      .array(languageSchema)
      .min(1, "Pick at least one language, or none for every language")
      .max(50, "At most 50 languages")
      .transform((list) => [...new Set(list)])
      .nullable()
      .optional(),
    firstScans: z
      .number({ error: "The number of scans is a whole number from 1 to 10,000,000" })
      .int("The number of scans is a whole number from 1 to 10,000,000")
      .min(1, "The number of scans is a whole number from 1 to 10,000,000")
      .max(10_000_000, "The number of scans is a whole number from 1 to 10,000,000")
      .nullable()
      .optional(),
    from: instantSchema.nullable().optional(),
    to: instantSchema.nullable().optional(),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.from && w.to && Date.parse(w.to) <= Date.parse(w.from)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end must be after the start" });
    }
  });

/** A rule as written: id kept across edits (made up when absent). Order in the list is priority. */
export const smartRuleInputSchema = z
  .object({
    id: ruleIdSchema.optional(),
    label: z.string().trim().max(80, "Label is too long").default(""),
    experienceId: idSchema,
    when: ruleConditionsInputSchema.default({}),
  })
  .strict();
export type SmartRuleInput = z.input<typeof smartRuleInputSchema>;

export const smartRulesInputSchema = z
  .array(smartRuleInputSchema)
  .max(MAX_SMART_RULES, `A placement holds at most ${MAX_SMART_RULES} rules`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((r, i) => {
      if (!r.id) return;
      if (seen.has(r.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "Two rules have the same id" });
      seen.add(r.id);
    });
  });

export const ruleWarningSchema = z.object({
  ruleId: z.string(),
  index: z.number().int(),
  reason: z.enum(["empty-date-range", "no-scans", "shadowed", "ended"]),
  byRuleId: z.string().optional(),
});

export const experimentArmSchema = z.object({
  /** `a`, `b`, `c`, `d` in the order given. */
  id: z.string(),
  experienceId: idSchema,
  weight: z.number().int(),
});

export const experimentSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["running", "stopped"]),
  arms: z.array(experimentArmSchema),
  startedAt: isoDateTimeSchema,
  stoppedAt: isoDateTimeSchema.nullable(),
  /** The arm whose experience became the placement's default when it stopped. */
  winnerArmId: z.string().nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;
