import { z } from "zod";
import { analyticsEventSchema, analyticsEventTypes, MAX_EVENT_BYTES, type AnalyticsEventFields, type AnalyticsEventType } from "@vitrine/contract";
import { analyticsSettings } from "./settings.js";

/** An event that passed every check, as the ingest stores it. */
export interface ValidEvent extends AnalyticsEventFields {
  index: number;
  type: AnalyticsEventType;
  at: Date;
}

export interface RejectedEvent {
  index: number;
  id: string | null;
  reason: string;
}

const ref = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const surveyValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20), z.number()]);

/** What each counted type must carry in `data` (other fields are kept as sent). */
const dataRules: Partial<Record<AnalyticsEventType, z.ZodType>> = {
  scene_view: z.looseObject({ sceneId: ref }),
  segment_view: z.looseObject({ segmentId: ref, sceneId: ref.optional() }),
  product_card_open: z.looseObject({ productId: ref }),
  product_link_out: z.looseObject({ productId: ref }),
  video_play: z.looseObject({ videoId: ref }),
  video_complete: z.looseObject({ videoId: ref }),
  survey_answer: z.looseObject({ surveyId: ref, field: z.string().min(1).max(40), value: surveyValue }),
  survey_submit: z.looseObject({ surveyId: ref }),
  dwell_time: z.looseObject({
    seconds: z
      .number()
      .min(0)
      .max(7 * 86_400),
  }),
  variant_select: z.looseObject({ productId: ref, variant: z.string().min(1).max(200) }),
  ar_launch: z.looseObject({ modelId: ref, productId: ref.nullable().optional(), platform: z.enum(["ios", "android", "webxr"]) }),
  ar_cta: z.looseObject({ modelId: ref, productId: ref, platform: z.enum(["ios", "android", "webxr"]) }),
  ar_time: z.looseObject({
    modelId: ref,
    productId: ref.nullable().optional(),
    seconds: z
      .number()
      .min(0)
      .max(7 * 86_400),
  }),
};

const knownTypes = new Set<string>(analyticsEventTypes);

/** How deeply an event's `data` may nest maps and arrays: far inside Firestore's 20 levels for the stored document. */
export const MAX_DATA_DEPTH = 8;
const RESERVED_FIELD = /^__.*__$/;

/**
 * Why Firestore would refuse `data` as a field of the stored event, checked before anything is
 * written: a refused value would otherwise fail the whole write, not just its own event.
 */
export function storableDataProblem(data: unknown): string | undefined {
  const stack: [unknown, string, number, boolean][] = [[data, "data", 0, false]];
  while (stack.length > 0) {
    const [value, path, depth, inArray] = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth > MAX_DATA_DEPTH) return `${path}: data nests more than ${MAX_DATA_DEPTH} levels deep`;
    if (Array.isArray(value)) {
      if (inArray) return `${path}: an array cannot hold an array directly`;
      value.forEach((item, i) => stack.push([item, `${path}.${i}`, depth + 1, true]));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === "") return `${path}: field names cannot be empty`;
      if (RESERVED_FIELD.test(key)) return `${path}: field names of the form __name__ are reserved`;
      stack.push([item, `${path}.${key.slice(0, 64)}`, depth + 1, false]);
    }
  }
  return undefined;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`)
    .join("; ");
}

/** Why one event is refused, or the event as it will be stored. */
export function checkEvent(raw: unknown, index: number, now: number): ValidEvent | RejectedEvent {
  const id = raw && typeof raw === "object" && typeof (raw as { id?: unknown }).id === "string" ? String((raw as { id: string }).id).slice(0, 128) : null;
  const reject = (reason: string): RejectedEvent => ({ index, id, reason });

  const bytes = Buffer.byteLength(JSON.stringify(raw ?? null), "utf8");
  if (bytes > MAX_EVENT_BYTES) return reject(`Event is ${bytes} bytes; at most ${MAX_EVENT_BYTES}`);
  const parsed = analyticsEventSchema.safeParse(raw);
  if (!parsed.success) return reject(`Invalid event: ${describeIssues(parsed.error)}`);
  const event = parsed.data;
  if (!knownTypes.has(event.type)) return reject(`Unknown event type "${event.type.slice(0, 40)}"`);
  const type = event.type as AnalyticsEventType;

  const at = Date.parse(event.at);
  if (at > now + analyticsSettings.maxFutureSkewMs) return reject("Timestamp is in the future");
  if (at < now - analyticsSettings.maxAgeMs) return reject(`Timestamp is more than ${analyticsSettings.maxAgeMs / 3_600_000} hours old`);

  const data = event.data ?? {};
  const unstorable = storableDataProblem(data);
  if (unstorable) return reject(`Invalid data: ${unstorable}`);
  const rule = dataRules[type];
  if (rule) {
    const checked = rule.safeParse(data);
    if (!checked.success) return reject(`Invalid ${type} data: ${describeIssues(checked.error)}`);
  }
  return {
    index,
    id: event.id,
    type,
    at: new Date(at),
    sessionId: event.sessionId,
    visitorId: event.visitorId ?? null,
    brandId: event.brandId,
    experienceId: event.experienceId,
    placementId: event.placementId ?? null,
    version: event.version ?? null,
    preview: event.preview ?? false,
    arm: event.arm ?? null,
    source: event.source ?? null,
    data,
  };
}

export const isRejected = (result: ValidEvent | RejectedEvent): result is RejectedEvent => "reason" in result;

/** Checks each event on its own; an id seen twice in the batch is one event (the later copy is a duplicate). */
export function checkBatch(events: unknown[], now: number): { valid: ValidEvent[]; rejected: RejectedEvent[]; duplicates: number } {
  const valid: ValidEvent[] = [];
  const rejected: RejectedEvent[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  events.forEach((raw, index) => {
    const result = checkEvent(raw, index, now);
    if (isRejected(result)) {
      rejected.push(result);
      return;
    }
    const key = `${result.brandId}/${result.sessionId}/${result.id}`;
    if (seen.has(key)) {
      duplicates += 1;
      return;
    }
    seen.add(key);
    valid.push(result);
  });
  return { valid, rejected, duplicates };
}
