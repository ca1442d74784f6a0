import {
  analyticsBreakdownClasses,
  analyticsBreakdownCounts,
  sessionBreakdowns,
  type AnalyticsBreakdown,
  type AnalyticsBreakdownCount,
  type AnalyticsCounts,
  type AnalyticsEventType,
} from "@vitrine/contract";
import { addValue, deserialize, emptySketch, estimate, merge as mergeSketches, serialize, type Sketch } from "./hyperloglog.js";
import { analyticsSettings } from "./settings.js";
import type { FunnelCounts } from "./roll-up-state.js";

type CountMap = Record<string, number>;
/** A breakdown's classes, each with what its sessions did (`analyticsBreakdownCounts`). */
export type BreakdownCounts = Record<string, Partial<Record<AnalyticsBreakdownCount, number>>>;

/** What one aggregate (a day of an experience, placement or store) counts. Pure data: tested alone. */
export interface Metrics {
  /** Events counted into it. */
  events: number;
  sessions: number;
  sceneViews: CountMap;
  segmentViews: CountMap;
  objectTaps: number;
  productOpens: CountMap;
  productLinkOuts: CountMap;
  videoPlays: CountMap;
  videoCompletes: CountMap;
  surveySubmits: CountMap;
  /** surveyId -> question field -> choice (or rating) -> count, with `_answered` per question. */
  surveyAnswers: Record<string, Record<string, CountMap>>;
  chatMessages: number;
  /** Models or the 3D renderer that failed to load: quality, not engagement. */
  failures: number;
  dwellSeconds: number;
  dwellSessions: number;
  visitors: Sketch;
  /** Distinct sessions that opened a product card, and that followed a product link: the funnel. */
  productOpenSessions: Sketch;
  linkOutSessions: Sketch;
  /** "View in your space": launches per product (`productId`), per platform, AR seconds, and the sessions that launched it. */
  arLaunches: CountMap;
  arPlatforms: CountMap;
  arSeconds: number;
  arTimes: number;
  arSessions: Sketch;
  /** Sessions per interface language the visitor read the experience in (`session_start`'s `language`). */
  languages: CountMap;
  /** Product options chosen (`variant_select`), per `<productId>/<variant>` (a product id has no slash). */
  optionSelects: CountMap;
  /**
   * The breakdowns (`analyticsBreakdownClasses`): breakdown -> class -> count. Counted into the
   * experience's aggregate only (a store's hours are in the experience's hour grid, in its zone).
   */
  breakdowns: Partial<Record<AnalyticsBreakdown, BreakdownCounts>>;
  /** The brand's funnels (`funnelKey` -> sessions per step), counted into the experience's aggregate on the session's day. */
  funnels: Record<string, FunnelCounts>;
  /** A retention cohort's aggregate only: week offset ("0" = the cohort's visitors) -> visitors. */
  retention: CountMap;
}

/** The key of a product's option in `optionSelects`, and back. */
export const optionSelectKey = (productId: string, variant: string) => `${productId}/${variant}`;
export function parseOptionSelectKey(key: string): { productId: string; variant: string } | null {
  const slash = key.indexOf("/");
  return slash > 0 ? { productId: key.slice(0, slash), variant: key.slice(slash + 1) } : null;
}

export const ANSWERED = "_answered";
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;
export const OTHER = "_other";

export function emptyMetrics(): Metrics {
  return {
    events: 0,
    sessions: 0,
    sceneViews: {},
    segmentViews: {},
    objectTaps: 0,
    productOpens: {},
    productLinkOuts: {},
    videoPlays: {},
    videoCompletes: {},
    surveySubmits: {},
    surveyAnswers: {},
    chatMessages: 0,
    failures: 0,
    dwellSeconds: 0,
    dwellSessions: 0,
    visitors: emptySketch(),
    productOpenSessions: emptySketch(),
    linkOutSessions: emptySketch(),
    arLaunches: {},
    arPlatforms: {},
    arSeconds: 0,
    arTimes: 0,
    arSessions: emptySketch(),
    languages: {},
    optionSelects: {},
    breakdowns: {},
    funnels: {},
    retention: {},
  };
}

/** Adds `n` to a key; past the key limit new keys count under `_other`, so no map grows without bound. */
function bump(map: CountMap, key: string, n = 1): void {
  // Firestore reserves field names like __name__.
  const usable = !/^__.*__$/.test(key) && key !== "";
  const slot = usable && (key in map || Object.keys(map).length < analyticsSettings.maxMapKeys) ? key : OTHER;
  map[slot] = (map[slot] ?? 0) + n;
}

/** The question of a survey as the roll-up knows it (from the brand's surveys). */
export interface SurveyQuestionInfo {
  type: string;
  choices?: string[];
}
export type SurveyLookup = (surveyId: string, field: string) => SurveyQuestionInfo | undefined;

/** The event fields the roll-up needs. */
export interface CountedEvent {
  type: AnalyticsEventType;
  sessionId: string;
  visitorId: string | null;
  data: Record<string, unknown>;
  /** The session's classes (device, os, browser, source, visitor) as the ingest stamped them; absent on older events. */
  classes?: unknown;
}

/** Survey answers count only as the survey allows them: a choice it offers, a rating 1-5, or "answered". */
function countSurveyAnswer(metrics: Metrics, data: Record<string, unknown>, lookup: SurveyLookup): void {
  const surveyId = String(data.surveyId);
  const field = String(data.field);
  const question = lookup(surveyId, field);
  if (!question) return;
  const value = data.value;
  const keys: string[] = [];
  const choice = (v: unknown) => (typeof v === "string" ? question.choices?.find((c) => c.toLowerCase() === v.trim().toLowerCase()) : undefined);
  if (question.type === "single") {
    const c = choice(value);
    if (!c) return;
    keys.push(c);
  } else if (question.type === "multiple") {
    if (!Array.isArray(value)) return;
    const picked = [...new Set(value.map(choice).filter((c): c is string => c !== undefined))];
    if (picked.length === 0) return;
    keys.push(...picked);
  } else if (question.type === "rating") {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 5) return;
    keys.push(String(value));
  } else if (typeof value !== "string" || value.trim() === "") {
    return;
  }
  const bySurvey = (metrics.surveyAnswers[surveyId] ??= {});
  const byField = (bySurvey[field] ??= {});
  byField[ANSWERED] = (byField[ANSWERED] ?? 0) + 1;
  for (const key of keys) bump(byField, key);
}

/** Counts one event into the metrics (mutating them). */
export function countEvent(metrics: Metrics, event: CountedEvent, surveys: SurveyLookup): void {
  const data = event.data;
  metrics.events += 1;
  metrics.visitors = addValue(metrics.visitors, event.visitorId ?? `session:${event.sessionId}`);
  switch (event.type) {
    case "session_start":
      metrics.sessions += 1;
      // A language tag as the viewer names its languages (`fr`, `pt-BR`); anything else is not counted.
      if (typeof data.language === "string" && LANGUAGE_TAG.test(data.language)) bump(metrics.languages, data.language);
      break;
    case "scene_view":
      bump(metrics.sceneViews, String(data.sceneId));
      break;
    case "segment_view":
      bump(metrics.segmentViews, String(data.segmentId));
      break;
    case "object_tap":
      metrics.objectTaps += 1;
      break;
    case "product_card_open":
      bump(metrics.productOpens, String(data.productId));
      metrics.productOpenSessions = addValue(metrics.productOpenSessions, event.sessionId);
      break;
    case "product_link_out":
      bump(metrics.productLinkOuts, String(data.productId));
      metrics.linkOutSessions = addValue(metrics.linkOutSessions, event.sessionId);
      break;
    case "video_play":
      bump(metrics.videoPlays, String(data.videoId));
      break;
    case "video_complete":
      bump(metrics.videoCompletes, String(data.videoId));
      break;
    case "survey_submit":
      bump(metrics.surveySubmits, String(data.surveyId));
      break;
    case "survey_answer":
      countSurveyAnswer(metrics, data, surveys);
      break;
    case "chat_message":
      // The viewer reports both sides of a conversation; what the visitor asked is the engagement.
      if (data.role === undefined || data.role === "user") metrics.chatMessages += 1;
      break;
    case "model_load_failed":
    case "renderer_failed":
      metrics.failures += 1;
      break;
    case "variant_select":
      if (typeof data.productId === "string" && typeof data.variant === "string") bump(metrics.optionSelects, optionSelectKey(data.productId, data.variant));
      break;
    case "ar_launch":
      if (typeof data.productId === "string") bump(metrics.arLaunches, data.productId);
      bump(metrics.arPlatforms, String(data.platform));
      metrics.arSessions = addValue(metrics.arSessions, event.sessionId);
      break;
    case "ar_time": {
      const seconds = Number(data.seconds);
      if (Number.isFinite(seconds) && seconds >= 0) {
        metrics.arSeconds += Math.min(seconds, analyticsSettings.maxDwellSeconds);
        metrics.arTimes += 1;
      }
      break;
    }
    case "dwell_time": {
      const seconds = Number(data.seconds);
      if (Number.isFinite(seconds) && seconds >= 0) {
        metrics.dwellSeconds += Math.min(seconds, analyticsSettings.maxDwellSeconds);
        metrics.dwellSessions += 1;
      }
      break;
    }
  }
}

/** The event each breakdown count counts: a new count in the contract does not compile until it is named here. */
const BREAKDOWN_EVENTS: Record<AnalyticsBreakdownCount, AnalyticsEventType> = {
  sessions: "session_start",
  productOpens: "product_card_open",
  arLaunches: "ar_launch",
  linkOuts: "product_link_out",
};
const breakdownCountOf = new Map(Object.entries(BREAKDOWN_EVENTS).map(([count, type]) => [type, count as AnalyticsBreakdownCount]));

function bumpBreakdown(metrics: Metrics, breakdown: AnalyticsBreakdown, klass: unknown, count: AnalyticsBreakdownCount, n = 1): void {
  const classes: readonly string[] = analyticsBreakdownClasses[breakdown];
  // Only the declared classes: a stored value outside the list (edited by hand, an older list) is `other` where there is one.
  const key = typeof klass === "string" && classes.includes(klass) ? klass : classes.includes("other") ? "other" : null;
  if (key === null) return;
  const byClass = (metrics.breakdowns[breakdown] ??= {});
  const row = (byClass[key] ??= {});
  row[count] = (row[count] ?? 0) + n;
}

/**
 * Counts one event into the breakdowns: its session's classes as the ingest stamped them
 * (`classes`; events stored before there were any count in the hour grid only) and its hour of
 * the week, already read on the right zone's clock.
 */
export function countBreakdowns(metrics: Metrics, event: { type: AnalyticsEventType; classes?: unknown }, hourWeekday: string): void {
  const count = breakdownCountOf.get(event.type);
  if (!count) return;
  const classes = event.classes && typeof event.classes === "object" ? (event.classes as Record<string, unknown>) : null;
  if (classes) for (const breakdown of sessionBreakdowns) bumpBreakdown(metrics, breakdown, classes[breakdown], count);
  bumpBreakdown(metrics, "hourWeekday", hourWeekday, count);
}

function mergeBreakdowns(a: Metrics["breakdowns"], b: Metrics["breakdowns"]): Metrics["breakdowns"] {
  const out: Metrics = { ...emptyMetrics(), breakdowns: structuredClone(a) };
  for (const [breakdown, byClass] of Object.entries(b) as Array<[AnalyticsBreakdown, BreakdownCounts]>) {
    for (const [klass, row] of Object.entries(byClass)) {
      for (const count of analyticsBreakdownCounts) if (row[count]) bumpBreakdown(out, breakdown, klass, count, row[count]);
    }
  }
  return out.breakdowns;
}

function readBreakdowns(value: unknown): Metrics["breakdowns"] {
  const out = emptyMetrics();
  if (!value || typeof value !== "object") return out.breakdowns;
  for (const breakdown of Object.keys(analyticsBreakdownClasses) as AnalyticsBreakdown[]) {
    const byClass = (value as Record<string, unknown>)[breakdown];
    if (!byClass || typeof byClass !== "object") continue;
    for (const [klass, row] of Object.entries(byClass)) {
      for (const count of analyticsBreakdownCounts) {
        const n = num((row as Record<string, unknown> | null)?.[count]);
        if (n > 0) bumpBreakdown(out, breakdown, klass, count, n);
      }
    }
  }
  return out.breakdowns;
}

const addArrays = (a: readonly number[], b: readonly number[]) => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));

function mergeArrayMaps(a: Record<string, number[]>, b: Record<string, number[]>): Record<string, number[]> {
  const out = { ...a };
  for (const [key, counts] of Object.entries(b)) out[key] = addArrays(out[key] ?? [], counts);
  return out;
}

export function mergeFunnels(a: Metrics["funnels"], b: Metrics["funnels"]): Metrics["funnels"] {
  const out = { ...a };
  for (const [key, counts] of Object.entries(b)) {
    const before = out[key] ?? { all: [], device: {}, store: {} };
    out[key] = {
      all: addArrays(before.all, counts.all),
      device: mergeArrayMaps(before.device, counts.device),
      store: mergeArrayMaps(before.store, counts.store),
    };
  }
  return out;
}

/** Sums without a key limit: retention offsets are few, and a cohort's counts may go down (a visitor moved to an earlier cohort). */
function sumMaps(a: CountMap, b: CountMap): CountMap {
  const out = { ...a };
  for (const [key, n] of Object.entries(b)) out[key] = (out[key] ?? 0) + n;
  return out;
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.map(num) : []);
const arrayMap = (v: unknown): Record<string, number[]> =>
  v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, counts]) => [k, numbers(counts)])) : {};

function readFunnels(value: unknown): Metrics["funnels"] {
  const out: Metrics["funnels"] = {};
  if (!value || typeof value !== "object") return out;
  for (const [key, counts] of Object.entries(value as Record<string, Record<string, unknown> | null>)) {
    out[key] = { all: numbers(counts?.all), device: arrayMap(counts?.device), store: arrayMap(counts?.store) };
  }
  return out;
}

function mergeMaps(a: CountMap, b: CountMap): CountMap {
  const out = { ...a };
  for (const [key, n] of Object.entries(b)) bump(out, key, n);
  return out;
}

/** The sum of two aggregates (distinct counts as the union of their sketches). */
export function mergeMetrics(a: Metrics, b: Metrics): Metrics {
  const surveyAnswers: Metrics["surveyAnswers"] = structuredClone(a.surveyAnswers);
  for (const [surveyId, fields] of Object.entries(b.surveyAnswers)) {
    const target = (surveyAnswers[surveyId] ??= {});
    for (const [field, counts] of Object.entries(fields)) target[field] = mergeMaps(target[field] ?? {}, counts);
  }
  return {
    events: a.events + b.events,
    sessions: a.sessions + b.sessions,
    sceneViews: mergeMaps(a.sceneViews, b.sceneViews),
    segmentViews: mergeMaps(a.segmentViews, b.segmentViews),
    objectTaps: a.objectTaps + b.objectTaps,
    productOpens: mergeMaps(a.productOpens, b.productOpens),
    productLinkOuts: mergeMaps(a.productLinkOuts, b.productLinkOuts),
    videoPlays: mergeMaps(a.videoPlays, b.videoPlays),
    videoCompletes: mergeMaps(a.videoCompletes, b.videoCompletes),
    surveySubmits: mergeMaps(a.surveySubmits, b.surveySubmits),
    surveyAnswers,
    chatMessages: a.chatMessages + b.chatMessages,
    failures: a.failures + b.failures,
    dwellSeconds: a.dwellSeconds + b.dwellSeconds,
    dwellSessions: a.dwellSessions + b.dwellSessions,
    visitors: mergeSketches(a.visitors, b.visitors),
    productOpenSessions: mergeSketches(a.productOpenSessions, b.productOpenSessions),
    linkOutSessions: mergeSketches(a.linkOutSessions, b.linkOutSessions),
    arLaunches: mergeMaps(a.arLaunches, b.arLaunches),
    arPlatforms: mergeMaps(a.arPlatforms, b.arPlatforms),
    arSeconds: a.arSeconds + b.arSeconds,
    arTimes: a.arTimes + b.arTimes,
    arSessions: mergeSketches(a.arSessions, b.arSessions),
    languages: mergeMaps(a.languages, b.languages),
    optionSelects: mergeMaps(a.optionSelects, b.optionSelects),
    breakdowns: mergeBreakdowns(a.breakdowns, b.breakdowns),
    funnels: mergeFunnels(a.funnels, b.funnels),
    retention: sumMaps(a.retention, b.retention),
  };
}

/** The Firestore form: sketches as strings, everything else as is. */
export function metricsToDoc(metrics: Metrics): Record<string, unknown> {
  return {
    ...metrics,
    visitors: serialize(metrics.visitors),
    productOpenSessions: serialize(metrics.productOpenSessions),
    linkOutSessions: serialize(metrics.linkOutSessions),
    arSessions: serialize(metrics.arSessions),
  };
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
const countMap = (v: unknown): CountMap => {
  const out: CountMap = {};
  if (v && typeof v === "object") for (const [k, n] of Object.entries(v)) out[k] = num(n);
  return out;
};

/** Reads the stored form back; missing fields are zero, so older documents stay readable. */
export function metricsFromDoc(doc: Record<string, unknown> | undefined): Metrics {
  if (!doc) return emptyMetrics();
  const surveyAnswers: Metrics["surveyAnswers"] = {};
  if (doc.surveyAnswers && typeof doc.surveyAnswers === "object") {
    for (const [surveyId, fields] of Object.entries(doc.surveyAnswers as Record<string, unknown>)) {
      surveyAnswers[surveyId] = {};
      if (fields && typeof fields === "object") for (const [field, counts] of Object.entries(fields)) surveyAnswers[surveyId][field] = countMap(counts);
    }
  }
  return {
    events: num(doc.events),
    sessions: num(doc.sessions),
    sceneViews: countMap(doc.sceneViews),
    segmentViews: countMap(doc.segmentViews),
    objectTaps: num(doc.objectTaps),
    productOpens: countMap(doc.productOpens),
    productLinkOuts: countMap(doc.productLinkOuts),
    videoPlays: countMap(doc.videoPlays),
    videoCompletes: countMap(doc.videoCompletes),
    surveySubmits: countMap(doc.surveySubmits),
    surveyAnswers,
    chatMessages: num(doc.chatMessages),
    failures: num(doc.failures),
    dwellSeconds: num(doc.dwellSeconds),
    dwellSessions: num(doc.dwellSessions),
    visitors: deserialize(doc.visitors),
    productOpenSessions: deserialize(doc.productOpenSessions),
    linkOutSessions: deserialize(doc.linkOutSessions),
    arLaunches: countMap(doc.arLaunches),
    arPlatforms: countMap(doc.arPlatforms),
    arSeconds: num(doc.arSeconds),
    arTimes: num(doc.arTimes),
    arSessions: deserialize(doc.arSessions),
    languages: countMap(doc.languages),
    optionSelects: countMap(doc.optionSelects),
    breakdowns: readBreakdowns(doc.breakdowns),
    funnels: readFunnels(doc.funnels),
    retention: countMap(doc.retention),
  };
}

const total = (map: CountMap) => Object.values(map).reduce((sum, n) => sum + n, 0);

/** The headline counts of an aggregate, as the reports show them. */
export function toCounts(metrics: Metrics): AnalyticsCounts {
  return {
    sessions: metrics.sessions,
    uniqueVisitors: estimate(metrics.visitors),
    sceneViews: total(metrics.sceneViews),
    segmentViews: total(metrics.segmentViews),
    objectTaps: metrics.objectTaps,
    productOpens: total(metrics.productOpens),
    linkOuts: total(metrics.productLinkOuts),
    videoPlays: total(metrics.videoPlays),
    videoCompletes: total(metrics.videoCompletes),
    surveySubmits: total(metrics.surveySubmits),
    chatMessages: metrics.chatMessages,
    averageDwellSeconds: metrics.dwellSessions > 0 ? Math.round((metrics.dwellSeconds / metrics.dwellSessions) * 10) / 10 : null,
    arLaunches: total(metrics.arPlatforms),
    averageArSeconds: metrics.arTimes > 0 ? Math.round((metrics.arSeconds / metrics.arTimes) * 10) / 10 : null,
  };
}
