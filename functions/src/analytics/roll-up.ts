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
import { storedFunnelsOf, type StoredFunnel } from "./funnels.js";
import { aggregateKey, armDimensionId, RETENTION_DIMENSION_ID, RETENTION_EXPERIENCE_ID, sessionStateKey, visitorStateKey, type Dimension } from "./paths.js";
import {
  addSteps,
  applySessionEvents,
  applyVisitorWeeks,
  sessionStateOf,
  stateExpiry,
  visitorWeeksOf,
  type SessionEvent,
  type SessionState,
} from "./roll-up-state.js";
import { analyticsSettings } from "./settings.js";
import { weekStartIn } from "./weeks.js";
import { brandsCol, collectionGroup, dailyCol, rollUpStateCol, storesCol, surveysCol } from "../firestore/collections.js";

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
/** Days the roll-up keeps a session's state (a session lasts minutes; events arrive up to a day late) and a visitor's (past the cohort's 8 weeks). */
const SESSION_STATE_DAYS = 3;
const VISITOR_STATE_DAYS = 7 * 10;

/** An event the chunk counts, with what the funnels and retention need of it. */
interface ChunkEvent {
  event: Record<string, unknown>;
  at: number;
  /** The experience's aggregate the event counted into (its brand's day). */
  experienceTarget: Target["fields"] | null;
}

/** Rolls up one chunk of candidate events in one transaction; returns how many it marked and counted. */
async function rollUpChunk(candidates: DocumentReference[], context: RunContext): Promise<{ marked: number; counted: number }> {
  const shard = await nextShard();
  return db().runTransaction(async (tx) => {
    // Oldest first: a session's state takes its day, store and device from its earliest event here.
    const snaps: DocumentSnapshot[] = (await tx.getAll(...candidates)).sort(
      (a, b) => ((a.get("at") as Timestamp | undefined)?.toMillis() ?? 0) - ((b.get("at") as Timestamp | undefined)?.toMillis() ?? 0),
    );
    const targets = new Map<string, Target>();
    const marks: DocumentReference[] = [];
    const countedEvents: ChunkEvent[] = [];
    let counted = 0;
    const targetOf = (f: Target["fields"]) => {
      const key = aggregateKey(f.experienceId, f.dimension, f.dimensionId, f.day, f.shard);
      let target = targets.get(key);
      if (!target) {
        target = { ref: dailyCol(f.brandId).doc(key), fields: f, delta: emptyMetrics() };
        targets.set(key, target);
      }
      return target;
    };

    // Survey questions first: counting an answer needs them. The brands' funnels are read in the
    // transaction, so a chunk counts by the definitions in force when it commits.
    const surveyIds = new Set<string>();
    const brandIds = new Set<string>();
    for (const snap of snaps) {
      if (snap.get("rolledUp") !== false) continue;
      if (snap.get("type") === "survey_answer") surveyIds.add(`${snap.get("brandId")}/${snap.get("data.surveyId")}`);
      if (snap.get("preview") !== true) brandIds.add(String(snap.get("brandId")));
    }
    const surveys = new Map<string, Map<string, SurveyQuestionInfo> | null>();
    for (const key of surveyIds) {
      const [brandId, surveyId] = key.split("/") as [string, string];
      surveys.set(key, await context.survey(brandId, surveyId));
    }
    const brandList = [...brandIds];
    const brandSnaps = brandList.length > 0 ? await tx.getAll(...brandList.map((id) => brandsCol().doc(id))) : [];
    const funnelsOf = new Map<string, StoredFunnel[]>(brandList.map((id, i) => [id, storedFunnelsOf(brandSnaps[i]!.get("analyticsFunnels"))]));

    // State documents the chunk will write (sessions with funnel steps, visitors starting a session), and the aggregates those may add.
    const stateKeys = new Set<string>();
    let stateWrites = 0;
    for (const snap of snaps) {
      // Gone (expired) or counted by an earlier run: nothing to do.
      if (!snap.exists || snap.get("rolledUp") !== false) continue;
      const event = snap.data()!;
      const { targets: fields, hourWeekday } = event.preview === true ? { targets: [], hourWeekday: "" } : await targetsOf(event, context, shard);
      const fresh = fields.filter((f) => !targets.has(aggregateKey(f.experienceId, f.dimension, f.dimensionId, f.day, f.shard)));
      const newState: string[] = [];
      if (fields.length > 0) {
        const brandId = String(event.brandId);
        const funnels = funnelsOf.get(brandId) ?? [];
        if (funnels.length > 0) newState.push(sessionStateKey(brandId, String(event.sessionId)));
        if (event.type === "session_start" && typeof event.visitorId === "string") newState.push(visitorStateKey(brandId, event.visitorId));
      }
      // A new session may add its day's aggregate; a new visitor up to two cohorts'.
      const extra = newState.filter((k) => !stateKeys.has(k)).reduce((n, k) => n + (k.startsWith("s_") ? 2 : 3), 0);
      if (marks.length + targets.size + fresh.length + stateWrites + extra + 1 > MAX_WRITES) break;
      for (const k of newState) stateKeys.add(k);
      stateWrites += extra;
      const lookup: SurveyLookup = (surveyId, field) => surveys.get(`${event.brandId}/${surveyId}`)?.get(field);
      let experienceTarget: Target["fields"] | null = null;
      for (const f of fields) {
        const target = targetOf(f);
        countEvent(target.delta, event as unknown as CountedEvent, lookup);
        if (f.dimension === "experience") {
          countBreakdowns(target.delta, event as unknown as CountedEvent, hourWeekday);
          experienceTarget = f;
        }
      }
      if (fields.length > 0) {
        counted += 1;
        countedEvents.push({ event, at: (event.at as Timestamp).toMillis(), experienceTarget });
      }
      marks.push(snap.ref);
    }

    // Every read before the first write, as a transaction requires.
    const stateDocs = [...(await countFunnels(tx, countedEvents, funnelsOf, targetOf)), ...(await countRetention(tx, countedEvents, context, shard, targetOf))];

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
    for (const [ref, data] of stateDocs) tx.set(ref, data);
    for (const ref of marks) tx.update(ref, { rolledUp: true });
    return { marked: marks.length, counted };
  });
}

type Transaction = FirebaseFirestore.Transaction;
type StateWrite = [DocumentReference, Record<string, unknown>];

/**
 * The brand's funnels: each session's new events join its state, and the steps it newly reaches
 * are counted into its experience's aggregate of the session's day (overall, its device, its store).
 */
async function countFunnels(
  tx: Transaction,
  events: readonly ChunkEvent[],
  funnelsOf: ReadonlyMap<string, StoredFunnel[]>,
  targetOf: (f: Target["fields"]) => Target,
): Promise<StateWrite[]> {
  const sessions = new Map<string, { brandId: string; first: ChunkEvent; events: SessionEvent[] }>();
  for (const item of events) {
    const brandId = String(item.event.brandId);
    const funnels = funnelsOf.get(brandId) ?? [];
    if (funnels.length === 0 || !item.experienceTarget) continue;
    const key = `${brandId}/${sessionStateKey(brandId, String(item.event.sessionId))}`;
    const session = sessions.get(key) ?? { brandId, first: item, events: [] };
    session.events.push({ type: String(item.event.type), at: item.at, data: item.event.data as Record<string, unknown> | undefined });
    sessions.set(key, session);
  }
  if (sessions.size === 0) return [];
  const list = [...sessions.values()];
  const refs = list.map((s) => rollUpStateCol(s.brandId).doc(sessionStateKey(s.brandId, String(s.first.event.sessionId))));
  const snaps = await tx.getAll(...refs);
  return list.map((session, i): StateWrite => {
    const first = session.first;
    const classes = (first.event.classes ?? {}) as Record<string, unknown>;
    const initial: SessionState = sessionStateOf(snaps[i]!.data()) ?? {
      day: first.experienceTarget!.day,
      experienceId: first.experienceTarget!.experienceId,
      storeId: typeof first.event.storeId === "string" ? first.event.storeId : null,
      device: typeof classes.device === "string" ? classes.device : "other",
      marks: {},
      reached: {},
    };
    const { state, reached } = applySessionEvents(initial, session.events, funnelsOf.get(session.brandId) ?? []);
    if (reached.length > 0) {
      const target = targetOf({
        ...first.experienceTarget!,
        dimension: "experience",
        dimensionId: state.experienceId,
        experienceId: state.experienceId,
        day: state.day,
      });
      for (const r of reached) {
        const counts = (target.delta.funnels[r.key] ??= { all: [], device: {}, store: {} });
        counts.all = addSteps(counts.all, r.steps, r.from, r.to);
        counts.device[state.device] = addSteps(counts.device[state.device] ?? [], r.steps, r.from, r.to);
        if (state.storeId) counts.store[state.storeId] = addSteps(counts.store[state.storeId] ?? [], r.steps, r.from, r.to);
      }
    }
    return [
      refs[i]!,
      { ...state, expireAt: stateExpiry(Date.now(), SESSION_STATE_DAYS), updatedAt: FieldValue.serverTimestamp(), createdBy: "analytics-roll-up" },
    ];
  });
}

/**
 * Weekly retention: each visitor's session weeks (the week of each `session_start`, on the brand's
 * calendar) join their state, and the cohort cells that changed are counted into the brand's
 * cohort aggregates (one per cohort week).
 */
async function countRetention(
  tx: Transaction,
  events: readonly ChunkEvent[],
  context: RunContext,
  shard: number,
  targetOf: (f: Target["fields"]) => Target,
): Promise<StateWrite[]> {
  const visitors = new Map<string, { brandId: string; visitorId: string; weeks: string[]; timezone: string }>();
  for (const item of events) {
    if (item.event.type !== "session_start" || typeof item.event.visitorId !== "string") continue;
    const brandId = String(item.event.brandId);
    const { timezone } = await context.brand(brandId);
    const key = `${brandId}/${item.event.visitorId}`;
    const visitor = visitors.get(key) ?? { brandId, visitorId: item.event.visitorId, weeks: [], timezone };
    visitor.weeks.push(weekStartIn(timezone, item.at));
    visitors.set(key, visitor);
  }
  if (visitors.size === 0) return [];
  const list = [...visitors.values()];
  const refs = list.map((v) => rollUpStateCol(v.brandId).doc(visitorStateKey(v.brandId, v.visitorId)));
  const snaps = await tx.getAll(...refs);
  return list.map((visitor, i): StateWrite => {
    const { weeks, changes } = applyVisitorWeeks(visitorWeeksOf(snaps[i]!.data()), visitor.weeks);
    for (const change of changes) {
      const target = targetOf({
        brandId: visitor.brandId,
        experienceId: RETENTION_EXPERIENCE_ID,
        dimension: "retention",
        dimensionId: RETENTION_DIMENSION_ID,
        day: change.cohort,
        timezone: visitor.timezone,
        shard,
      });
      target.delta.retention[String(change.offset)] = (target.delta.retention[String(change.offset)] ?? 0) + change.n;
    }
    return [
      refs[i]!,
      { weeks, expireAt: stateExpiry(Date.now(), VISITOR_STATE_DAYS), updatedAt: FieldValue.serverTimestamp(), createdBy: "analytics-roll-up" },
    ];
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
