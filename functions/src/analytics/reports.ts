import type { DocumentData, DocumentSnapshot } from "firebase-admin/firestore";
import {
  RETENTION_WEEKS,
  analyticsBreakdownClasses,
  analyticsBreakdownCounts,
  type AnalyticsBreakdown,
  type AnalyticsBreakdowns,
  type AnalyticsRangeQuery,
  type BrandAnalyticsSummary,
  type ExperienceAnalytics,
  type FunnelReport,
  type RetentionReport,
} from "@vitrine/contract";
import { db } from "../firebase.js";
import { notFound } from "../errors.js";
import { ANSWERED, OTHER, emptyMetrics, mergeMetrics, metricsFromDoc, parseOptionSelectKey, toCounts, type Metrics } from "./aggregate.js";
import { dayIn, daysBetween, resolveRange, usableTimezone } from "./days.js";
import { funnelKey, storedFunnelsOf } from "./funnels.js";
import { RETENTION_DIMENSION_ID } from "./paths.js";
import { addWeeks, isoWeekName, weekStartOf, weeksBetween } from "./weeks.js";
import { estimate } from "./hyperloglog.js";
import { dailyCol, experienceRef, experiencesCol, placementsCol, productsCol, scenesCol, storesCol, surveysCol, videosCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

interface Brand {
  id: string;
  data: BrandDoc;
}

/** Adds `metrics` into `map[key]`. */
function addInto(map: Map<string, Metrics>, key: string, metrics: Metrics) {
  map.set(key, mergeMetrics(map.get(key) ?? emptyMetrics(), metrics));
}

/** Documents by id (missing ones are absent from the map), without a query. */
async function getByIds(refs: FirebaseFirestore.DocumentReference[]): Promise<Map<string, DocumentData>> {
  if (refs.length === 0) return new Map();
  const snaps: DocumentSnapshot[] = await db().getAll(...refs);
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, s.data()!]));
}

const byCountThenName =
  <T extends { name?: string; title?: string }>(count: (row: T) => number) =>
  (a: T, b: T) =>
    count(b) - count(a) || (a.name ?? a.title ?? "").localeCompare(b.name ?? b.title ?? "");

function range(brand: Brand, query: AnalyticsRangeQuery) {
  const timezone = usableTimezone(brand.data.timezone);
  return {
    timezone,
    ...resolveRange({ from: query.from, to: query.to, days: query.days === undefined ? undefined : Number(query.days) }, timezone, Date.now()),
  };
}

/** Every breakdown with all its classes in the contract's order, zeros included, so charts and CSV columns never shift. */
function breakdownRows(metrics: Metrics): AnalyticsBreakdowns {
  return Object.fromEntries(
    (Object.keys(analyticsBreakdownClasses) as AnalyticsBreakdown[]).map((breakdown) => [
      breakdown,
      analyticsBreakdownClasses[breakdown].map((klass) => {
        const row = metrics.breakdowns[breakdown]?.[klass] ?? {};
        return { class: klass, ...Object.fromEntries(analyticsBreakdownCounts.map((count) => [count, row[count] ?? 0])) };
      }),
    ]),
  ) as AnalyticsBreakdowns;
}

/** What every report opens with: its range of days, when it was made, the range's totals and a row a day. */
function rangeTotals(period: { timezone: string; from: string; to: string }, days: string[], byDay: Map<string, Metrics>, all: Metrics) {
  return {
    ...period,
    generatedAt: new Date().toISOString(),
    totals: toCounts(all),
    series: days.map((day) => ({ day, ...toCounts(byDay.get(day) ?? emptyMetrics()) })),
    breakdowns: breakdownRows(all),
  };
}

/**
 * The brand's funnels (their current versions) over the range's aggregates: sessions per step,
 * per device class (all of them, zeros included) and per store (most first).
 */
async function funnelRows(brand: Brand, all: Metrics): Promise<FunnelReport[]> {
  const funnels = storedFunnelsOf((brand.data as unknown as Record<string, unknown>).analyticsFunnels);
  const storeIds = new Set(funnels.flatMap((f) => Object.keys(all.funnels[funnelKey(f)]?.store ?? {})));
  const stores = await getByIds([...storeIds].map((id) => storesCol(brand.id).doc(id)));
  return funnels.map((funnel) => {
    const counts = all.funnels[funnelKey(funnel)];
    const steps = (values: readonly number[] | undefined) => funnel.steps.map((_, i) => Math.max(0, values?.[i] ?? 0));
    return {
      id: funnel.id,
      name: funnel.name,
      steps: funnel.steps.map((s) => ({ type: s.type, productId: s.productId ?? null })),
      version: funnel.version,
      definedAt: funnel.definedAt.toDate().toISOString(),
      sessions: steps(counts?.all),
      byDevice: analyticsBreakdownClasses.device.map((klass) => ({ class: klass, sessions: steps(counts?.device[klass]) })),
      byStore: Object.entries(counts?.store ?? {})
        .map(([storeId, values]) => ({
          storeId,
          name: String(stores.get(storeId)?.name ?? "Deleted store"),
          deleted: !stores.has(storeId),
          sessions: steps(values),
        }))
        .sort((a, b) => (b.sessions[0] ?? 0) - (a.sessions[0] ?? 0) || a.name.localeCompare(b.name)),
    };
  });
}

/**
 * Weekly retention: every ISO week the range touches (zeros included), its cohort's visitors and
 * how many came back in each of the weeks after; weeks not yet begun are null.
 */
async function retentionRows(brand: Brand, timezone: string, from: string, to: string): Promise<RetentionReport> {
  const first = weekStartOf(from);
  const last = weekStartOf(to);
  const snap = await dailyCol(brand.id).where("dimension", "==", "retention").where("day", ">=", first).where("day", "<=", last).get();
  const byCohort = new Map<string, Metrics>();
  for (const doc of snap.docs)
    if (doc.get("dimensionId") === RETENTION_DIMENSION_ID) addInto(byCohort, String(doc.get("day")), metricsFromDoc(doc.get("metrics")));
  const thisWeek = weekStartOf(dayIn(timezone, Date.now()));
  const cohorts = [];
  for (let week = first; week <= last; week = addWeeks(week, 1)) {
    const cells = byCohort.get(week)?.retention ?? {};
    cohorts.push({
      week: isoWeekName(week),
      start: week,
      visitors: Math.max(0, cells["0"] ?? 0),
      returned: Array.from({ length: RETENTION_WEEKS }, (_, i) => (weeksBetween(week, thisWeek) < i + 1 ? null : Math.max(0, cells[String(i + 1)] ?? 0))),
    });
  }
  return { weeks: RETENTION_WEEKS, cohorts };
}

/** One experience over a range of days: everything the analytics screen shows. */
export async function getExperienceAnalytics(brand: Brand, experienceId: string, query: AnalyticsRangeQuery): Promise<ExperienceAnalytics> {
  const experience = await experienceRef(brand.id, experienceId).get();
  if (!experience.exists) throw notFound("Experience");
  const { timezone, from, to } = range(brand, query);

  const snap = await dailyCol(brand.id).where("experienceId", "==", experienceId).where("day", ">=", from).where("day", "<=", to).get();
  const byDay = new Map<string, Metrics>();
  const byPlacement = new Map<string, Metrics>();
  const byStore = new Map<string, Metrics>();
  const storeZones = new Map<string, string>();
  for (const doc of snap.docs) {
    const metrics = metricsFromDoc(doc.get("metrics"));
    const dimensionId = String(doc.get("dimensionId"));
    switch (doc.get("dimension")) {
      case "experience":
        addInto(byDay, String(doc.get("day")), metrics);
        break;
      case "placement":
        addInto(byPlacement, dimensionId, metrics);
        break;
      case "store":
        addInto(byStore, dimensionId, metrics);
        storeZones.set(dimensionId, String(doc.get("timezone") ?? timezone));
        break;
    }
  }
  const days = daysBetween(from, to);
  const all = days.reduce((acc, day) => (byDay.has(day) ? mergeMetrics(acc, byDay.get(day)!) : acc), emptyMetrics());

  const [products, scenes, placements, stores, surveys, videos] = await Promise.all([
    productsCol(brand.id, experienceId).get(),
    scenesCol(brand.id, experienceId).get(),
    getByIds([...byPlacement.keys()].map((id) => placementsCol().doc(id))),
    getByIds([...byStore.keys()].map((id) => storesCol(brand.id).doc(id))),
    getByIds(
      Object.keys(all.surveySubmits)
        .concat(Object.keys(all.surveyAnswers))
        .filter((id) => id !== OTHER)
        .map((id) => surveysCol(brand.id).doc(id)),
    ),
    getByIds(
      [...new Set([...Object.keys(all.videoPlays), ...Object.keys(all.videoCompletes)])].filter((id) => id !== OTHER).map((id) => videosCol(brand.id).doc(id)),
    ),
  ]);
  const productById = new Map(products.docs.map((d) => [d.id, d.data()]));
  const sceneById = new Map(scenes.docs.map((d) => [d.id, d.data()]));
  const segmentById = new Map<string, { title: string; sceneName: string }>();
  for (const [, scene] of sceneById) {
    for (const segment of (scene.segments ?? []) as Array<{ id: string; title?: string }>) {
      segmentById.set(segment.id, { title: segment.title || "Untitled segment", sceneName: scene.name ?? "Scene" });
    }
  }

  const productIds = new Set([...Object.keys(all.productOpens), ...Object.keys(all.productLinkOuts), ...Object.keys(all.arLaunches)]);
  const optionSelects = new Map<string, Record<string, number>>();
  for (const [key, selects] of Object.entries(all.optionSelects)) {
    const option = parseOptionSelectKey(key);
    if (option) (optionSelects.get(option.productId) ?? optionSelects.set(option.productId, {}).get(option.productId)!)[option.variant] = selects;
  }
  const topProducts = [...productIds]
    .map((productId) => {
      const product = productById.get(productId);
      return {
        productId,
        name: productId === OTHER ? "Other products" : (product?.name ?? "Deleted product"),
        sku: product?.sku ?? null,
        opens: all.productOpens[productId] ?? 0,
        arLaunches: all.arLaunches[productId] ?? 0,
        linkOuts: all.productLinkOuts[productId] ?? 0,
        optionSelects: optionSelects.get(productId) ?? {},
        deleted: productId !== OTHER && !product,
      };
    })
    .sort((a, b) => b.opens - a.opens || b.linkOuts - a.linkOuts || a.name.localeCompare(b.name))
    .slice(0, 10);

  const sceneRows = Object.entries(all.sceneViews)
    .map(([sceneId, views]) => ({
      sceneId,
      name: sceneById.get(sceneId)?.name ?? (sceneId === OTHER ? "Other scenes" : "Deleted scene"),
      views,
      deleted: sceneId !== OTHER && !sceneById.has(sceneId),
    }))
    .sort(byCountThenName((r) => r.views));
  const segmentRows = Object.entries(all.segmentViews)
    .map(([segmentId, views]) => ({
      segmentId,
      title: segmentById.get(segmentId)?.title ?? (segmentId === OTHER ? "Other segments" : "Deleted segment"),
      sceneName: segmentById.get(segmentId)?.sceneName ?? null,
      views,
    }))
    .sort(byCountThenName((r) => r.views));
  const videoRows = [...new Set([...Object.keys(all.videoPlays), ...Object.keys(all.videoCompletes)])]
    .map((videoId) => ({
      videoId,
      title: videos.get(videoId)?.title ?? (videoId === OTHER ? "Other videos" : "Deleted video"),
      plays: all.videoPlays[videoId] ?? 0,
      completes: all.videoCompletes[videoId] ?? 0,
    }))
    .sort(byCountThenName((r) => r.plays));

  const placementRows = [...byPlacement]
    .map(([placementId, metrics]) => {
      const placement = placements.get(placementId);
      return { placementId, name: placement?.name ?? "Deleted QR code", storeId: placement?.storeId ?? null, deleted: !placement, ...toCounts(metrics) };
    })
    .sort(byCountThenName((r) => r.sessions));
  const storeRows = [...byStore]
    .map(([storeId, metrics]) => {
      const store = stores.get(storeId);
      return { storeId, name: store?.name ?? "Deleted store", timezone: storeZones.get(storeId) ?? timezone, deleted: !store, ...toCounts(metrics) };
    })
    .sort(byCountThenName((r) => r.sessions));

  const surveyIds = [...new Set([...Object.keys(all.surveySubmits), ...Object.keys(all.surveyAnswers)])].filter((id) => surveys.has(id));
  const surveyRows = surveyIds.map((surveyId) => {
    const survey = surveys.get(surveyId)!;
    const answers = all.surveyAnswers[surveyId] ?? {};
    const questions = ((survey.questions ?? []) as Array<{ field: string; label: string; type: string; choices?: string[] }>).map((q) => {
      const counts = answers[q.field] ?? {};
      const values = q.type === "rating" ? ["1", "2", "3", "4", "5"] : q.type === "text" ? [] : (q.choices ?? []);
      const ratingTotal = q.type === "rating" ? values.reduce((sum, v) => sum + Number(v) * (counts[v] ?? 0), 0) : 0;
      const ratingCount = q.type === "rating" ? values.reduce((sum, v) => sum + (counts[v] ?? 0), 0) : 0;
      return {
        field: q.field,
        label: q.label,
        type: q.type,
        answered: counts[ANSWERED] ?? 0,
        answers: values.map((value) => ({ value, count: counts[value] ?? 0 })),
        average: ratingCount > 0 ? Math.round((ratingTotal / ratingCount) * 100) / 100 : null,
      };
    });
    return { surveyId, title: String(survey.title ?? "Survey"), submissions: all.surveySubmits[surveyId] ?? 0, questions };
  });

  return {
    experienceId,
    experienceName: String(experience.get("name") ?? "Experience"),
    ...rangeTotals({ timezone, from, to }, days, byDay, all),
    funnel: {
      sessions: all.sessions,
      productOpenSessions: estimate(all.productOpenSessions),
      arSessions: estimate(all.arSessions),
      linkOutSessions: estimate(all.linkOutSessions),
    },
    arPlatforms: all.arPlatforms,
    languages: Object.entries(all.languages)
      .map(([language, sessions]) => ({ language, sessions }))
      .sort((a, b) => b.sessions - a.sessions || a.language.localeCompare(b.language)),
    topProducts,
    scenes: sceneRows,
    segments: segmentRows,
    videos: videoRows,
    placements: placementRows,
    stores: storeRows,
    surveys: surveyRows,
    funnels: await funnelRows(brand, all),
    retention: await retentionRows(brand, timezone, from, to),
  };
}

/** The brand at a glance: every experience's days added up (visitors as one union). */
export async function getBrandAnalyticsSummary(brand: Brand, query: AnalyticsRangeQuery): Promise<BrandAnalyticsSummary> {
  const { timezone, from, to } = range(brand, query);
  const snap = await dailyCol(brand.id).where("dimension", "==", "experience").where("day", ">=", from).where("day", "<=", to).get();
  const byDay = new Map<string, Metrics>();
  const byExperience = new Map<string, Metrics>();
  for (const doc of snap.docs) {
    const metrics = metricsFromDoc(doc.get("metrics"));
    addInto(byDay, String(doc.get("day")), metrics);
    addInto(byExperience, String(doc.get("experienceId")), metrics);
  }
  const days = daysBetween(from, to);
  const all = [...byDay.values()].reduce(mergeMetrics, emptyMetrics());
  const experiences = await getByIds([...byExperience.keys()].map((id) => experiencesCol(brand.id).doc(id)));
  return {
    brandId: brand.id,
    ...rangeTotals({ timezone, from, to }, days, byDay, all),
    funnels: await funnelRows(brand, all),
    retention: await retentionRows(brand, timezone, from, to),
    experiences: [...byExperience]
      .map(([experienceId, metrics]) => ({
        experienceId,
        name: experiences.get(experienceId)?.name ?? "Deleted experience",
        deleted: !experiences.has(experienceId),
        ...toCounts(metrics),
      }))
      .sort(byCountThenName((r) => r.sessions)),
  };
}
