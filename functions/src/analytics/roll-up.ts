import { FieldValue, type DocumentReference, type DocumentSnapshot, type Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase.js";
import {
  countBreakdowns,
  countEvent,
  emptyMetrics,
  mergeMetrics,
  metricsFromDoc,
  metricsToDoc,
  type CountedEvent,
  type Metrics,
  type SurveyLookup,
  type SurveyQuestionInfo,
} from "./aggregate.js";
import { dayIn, hourWeekdayIn, usableTimezone } from "./days.js";
import { aggregateKey, armDimensionId, type Dimension } from "./paths.js";
import { analyticsSettings } from "./settings.js";
import { brandsCol, collectionGroup, dailyCol, storesCol, surveysCol } from "../firestore/collections.js";

/**
 * The roll-up: raw events -> daily aggregates. It runs every minute (a scheduled function) and
 * is the only writer of aggregates, so ingest never touches a shared document.
 *
 * Correct under retries and overlapping runs: each chunk is one transaction that re-reads its
 * events, skips those already marked, adds the rest to the aggregates and marks them, all or
 * nothing. An event is therefore counted exactly once, however often a run is retried.
 *
 * At most about one write per second per document: a chunk writes one shard of each aggregate
 * it touches, and this process writes a given shard at most once a second (`nextShard`), so a
 * busy day spreads over up to `aggregateShards` documents that the reports add up.
 */

const SHARD_INTERVAL_MS = 1000;
const lastShardWrite: number[] = new Array(analyticsSettings.aggregateShards).fill(0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lowest shard not written in the last second (a quiet day stays in shard 0), waiting if needed. */
async function nextShard(): Promise<number> {
  for (;;) {
    const t = Date.now();
    const free = lastShardWrite.findIndex((written) => t - written >= SHARD_INTERVAL_MS);
    if (free >= 0) {
      lastShardWrite[free] = t;
      return free;
    }
    await sleep(SHARD_INTERVAL_MS - (t - Math.min(...lastShardWrite)));
  }
}

/** What a run reads once: zones of brands and stores, survey questions. */
function runContext() {
  const brands = new Map<string, Promise<{ exists: boolean; timezone: string }>>();
  const stores = new Map<string, Promise<string | null>>();
  const surveys = new Map<string, Promise<Map<string, SurveyQuestionInfo> | null>>();
  const memo = <T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>) => {
    if (!map.has(key)) map.set(key, load());
    return map.get(key)!;
  };
  return {
    brand: (brandId: string) =>
      memo(brands, brandId, async () => {
        const snap = await brandsCol().doc(brandId).get();
        return { exists: snap.exists, timezone: usableTimezone(snap.get("timezone")) };
      }),
    storeTimezone: (brandId: string, storeId: string) =>
      memo(stores, `${brandId}/${storeId}`, async () => {
        const snap = await storesCol(brandId).doc(storeId).get();
        return snap.exists ? usableTimezone(snap.get("timezone")) : null;
      }),
    survey: (brandId: string, surveyId: string) =>
      memo(surveys, `${brandId}/${surveyId}`, async () => {
        const snap = await surveysCol(brandId).doc(surveyId).get();
        if (!snap.exists) return null;
        const questions = (snap.get("questions") ?? []) as Array<{ field: string; type: string; choices?: string[] }>;
        return new Map(questions.map((q) => [q.field, { type: q.type, choices: q.choices }]));
      }),
  };
}
type RunContext = ReturnType<typeof runContext>;

interface Target {
  ref: DocumentReference;
  fields: { brandId: string; experienceId: string; dimension: Dimension; dimensionId: string; day: string; timezone: string; shard: number };
  delta: Metrics;
}

/**
 * The aggregates one event counts into (its experience's day, its placement's, its store's in the
 * store's zone), and its hour of the week on the store's clock (the brand's without a store).
 */
async function targetsOf(
  event: Record<string, unknown>,
  context: RunContext,
  shard: number,
): Promise<{ targets: Array<Target["fields"]>; hourWeekday: string }> {
  const brandId = String(event.brandId);
  const experienceId = String(event.experienceId);
  const at = (event.at as Timestamp).toMillis();
  const brand = await context.brand(brandId);
  if (!brand.exists) return { targets: [], hourWeekday: "" };
  const brandDay = dayIn(brand.timezone, at);
  const targets: Array<Target["fields"]> = [
    { brandId, experienceId, dimension: "experience", dimensionId: experienceId, day: brandDay, timezone: brand.timezone, shard },
  ];
  if (typeof event.placementId === "string") {
    targets.push({ brandId, experienceId, dimension: "placement", dimensionId: event.placementId, day: brandDay, timezone: brand.timezone, shard });
    // An experiment's arm is counted apart, so its report reads only its own sessions.
    if (typeof event.arm === "string") {
      const dimensionId = armDimensionId(event.placementId, event.arm);
      targets.push({ brandId, experienceId, dimension: "arm", dimensionId, day: brandDay, timezone: brand.timezone, shard });
    }
  }
  let localZone = brand.timezone;
  if (typeof event.storeId === "string") {
    const zone = (await context.storeTimezone(brandId, event.storeId)) ?? brand.timezone;
    targets.push({ brandId, experienceId, dimension: "store", dimensionId: event.storeId, day: dayIn(zone, at), timezone: zone, shard });
    localZone = zone;
  }
  return { targets, hourWeekday: hourWeekdayIn(localZone, at) };
}

/** Writes per transaction stay well under Firestore's commit limits. */
const MAX_WRITES = 450;

/** Rolls up one chunk of candidate events in one transaction; returns how many it marked and counted. */
async function rollUpChunk(candidates: DocumentReference[], context: RunContext): Promise<{ marked: number; counted: number }> {
  const shard = await nextShard();
  return db().runTransaction(async (tx) => {
    const snaps: DocumentSnapshot[] = await tx.getAll(...candidates);
    const targets = new Map<string, Target>();
    const marks: DocumentReference[] = [];
    let counted = 0;

    // Survey questions first: counting an answer needs them.
    const surveyIds = new Set<string>();
    for (const snap of snaps) {
      if (snap.get("type") === "survey_answer" && snap.get("rolledUp") === false) surveyIds.add(`${snap.get("brandId")}/${snap.get("data.surveyId")}`);
    }
    const surveys = new Map<string, Map<string, SurveyQuestionInfo> | null>();
    for (const key of surveyIds) {
      const [brandId, surveyId] = key.split("/") as [string, string];
      surveys.set(key, await context.survey(brandId, surveyId));
    }

    for (const snap of snaps) {
      // Gone (expired) or counted by an earlier run: nothing to do.
      if (!snap.exists || snap.get("rolledUp") !== false) continue;
      const event = snap.data()!;
      const { targets: fields, hourWeekday } = event.preview === true ? { targets: [], hourWeekday: "" } : await targetsOf(event, context, shard);
      const fresh = fields.filter((f) => !targets.has(aggregateKey(f.experienceId, f.dimension, f.dimensionId, f.day, f.shard)));
      if (marks.length + targets.size + fresh.length + 1 > MAX_WRITES) break;
      const lookup: SurveyLookup = (surveyId, field) => surveys.get(`${event.brandId}/${surveyId}`)?.get(field);
      for (const f of fields) {
        const key = aggregateKey(f.experienceId, f.dimension, f.dimensionId, f.day, f.shard);
        let target = targets.get(key);
        if (!target) {
          target = { ref: dailyCol(f.brandId).doc(key), fields: f, delta: emptyMetrics() };
          targets.set(key, target);
        }
        countEvent(target.delta, event as unknown as CountedEvent, lookup);
        if (f.dimension === "experience") countBreakdowns(target.delta, event as unknown as CountedEvent, hourWeekday);
      }
      if (fields.length > 0) counted += 1;
      marks.push(snap.ref);
    }

    const list = [...targets.values()];
    const existing = list.length > 0 ? await tx.getAll(...list.map((t) => t.ref)) : [];
    list.forEach((target, i) => {
      const before = metricsFromDoc(existing[i]!.get("metrics") as Record<string, unknown> | undefined);
      tx.set(target.ref, {
        ...target.fields,
        metrics: metricsToDoc(mergeMetrics(before, target.delta)),
        updatedAt: FieldValue.serverTimestamp(),
        ...(existing[i]!.exists ? {} : { createdAt: FieldValue.serverTimestamp() }),
        createdBy: existing[i]!.get("createdBy") ?? "analytics-roll-up",
      });
    });
    for (const ref of marks) tx.update(ref, { rolledUp: true });
    return { marked: marks.length, counted };
  });
}

export interface RollUpResult {
  /** Events marked as rolled up (counted, or skipped as previews or of deleted brands). */
  events: number;
  counted: number;
  chunks: number;
  /** Whether events were still waiting when the run stopped (its budget was used up). */
  more: boolean;
}

/**
 * Rolls up waiting events until none are left or the time budget is spent (the next run goes
 * on). `now` is the run's clock, for the budget.
 */
export async function rollUpAnalytics(
  now = Date.now(),
  { budgetMs = 50_000, chunkSize = analyticsSettings.rollUpChunkSize }: { budgetMs?: number; chunkSize?: number } = {},
): Promise<RollUpResult> {
  const deadline = now + budgetMs;
  const context = runContext();
  const result: RollUpResult = { events: 0, counted: 0, chunks: 0, more: false };
  let stalled = 0;
  for (;;) {
    if (Date.now() >= deadline) {
      result.more = true;
      return result;
    }
    // Found outside the transaction: new events arriving must not make it retry. The
    // transaction re-reads each one, so a candidate another run has just counted is skipped.
    const page = await collectionGroup("analyticsEvents").where("rolledUp", "==", false).limit(chunkSize).select().get();
    if (page.empty) return result;
    const { marked, counted } = await rollUpChunk(
      page.docs.map((d) => d.ref),
      context,
    );
    result.events += marked;
    result.counted += counted;
    result.chunks += 1;
    // Another run took this page meanwhile: look again, but do not spin forever.
    stalled = marked === 0 ? stalled + 1 : 0;
    if (stalled >= 3) {
      result.more = true;
      return result;
    }
  }
}
