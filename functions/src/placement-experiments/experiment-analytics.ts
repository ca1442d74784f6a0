import { Timestamp } from "firebase-admin/firestore";
import type { AnalyticsRangeQuery, ExperimentAnalytics } from "@vitrine/contract";
import { twoProportionZTest } from "@vitrine/contract/experiment-stats";
import { readPlacement } from "../placements/placements.js";
import type { StoredExperiment } from "../placements/decide.js";
import { emptyMetrics, mergeMetrics, metricsFromDoc, toCounts, type Metrics } from "../analytics/aggregate.js";
import { dayIn, resolveRange, usableTimezone } from "../analytics/days.js";
import { estimate } from "../analytics/hyperloglog.js";
import { armDimensionId } from "../analytics/paths.js";
import { dailyCol } from "../firestore/collections.js";
import type { BrandDoc } from "../firestore/stored-documents.js";

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : typeof value === "string" ? Date.parse(value) : null);
const total = (map: Record<string, number>) => Object.values(map).reduce((sum, n) => sum + n, 0);

/**
 * Each arm of the placement's experiment (running, or the last one stopped) over a range of days:
 * by default from the day it started to the day it stopped (or today), in the brand's zone. The
 * counts come from the roll-up's `arm` aggregates, which hold only the sessions the resolver put
 * in that arm. Each rate (sessions that opened a product, followed a link, completed a survey) is
 * compared with arm A's by a two-proportion z-test.
 */
export async function getExperimentAnalytics(
  brand: { id: string; data: BrandDoc },
  placementId: string,
  query: AnalyticsRangeQuery,
  now = Date.now(),
): Promise<ExperimentAnalytics> {
  const { data } = await readPlacement(null, brand.id, placementId);
  const timezone = usableTimezone(brand.data.timezone);
  const experiment = (data.experiment ?? null) as StoredExperiment | null;
  const explicit = query.from !== undefined || query.days !== undefined;
  const started = experiment ? millisOf(experiment.startedAt) : null;
  const stopped = experiment ? millisOf(experiment.stoppedAt) : null;
  const { from, to } =
    explicit || started === null
      ? resolveRange({ from: query.from, to: query.to, days: query.days === undefined ? undefined : Number(query.days) }, timezone, now)
      : { from: dayIn(timezone, started), to: dayIn(timezone, stopped ?? now) };

  const byArm = new Map<string, Metrics>();
  if (experiment) {
    const ids = experiment.arms.map((arm) => armDimensionId(placementId, `${experiment.id}.${arm.id}`));
    // One equality query on the arms' own ids (at most four): no composite index, the days filtered here.
    const snap = await dailyCol(brand.id).where("dimensionId", "in", ids).get();
    for (const doc of snap.docs) {
      if (doc.get("dimension") !== "arm") continue;
      const day = String(doc.get("day"));
      if (day < from || day > to) continue;
      const armId = String(doc.get("dimensionId")).split(".").at(-1)!;
      byArm.set(armId, mergeMetrics(byArm.get(armId) ?? emptyMetrics(), metricsFromDoc(doc.get("metrics"))));
    }
  }

  const rows = (experiment?.arms ?? []).map((arm) => {
    const metrics = byArm.get(arm.id) ?? emptyMetrics();
    const counts = toCounts(metrics);
    return {
      arm,
      sessions: metrics.sessions,
      productOpens: counts.productOpens,
      linkOuts: counts.linkOuts,
      surveySubmits: total(metrics.surveySubmits),
      averageVisitSeconds: counts.averageDwellSeconds,
      productOpenSessions: estimate(metrics.productOpenSessions),
      linkOutSessions: estimate(metrics.linkOutSessions),
    };
  });
  const control = rows[0];
  const compare = (successes: number, sessions: number, controlSuccesses: number, controlSessions: number, isControl: boolean) => {
    const test = twoProportionZTest(controlSuccesses, controlSessions, successes, sessions);
    const rate = sessions > 0 ? Math.min(1, successes / sessions) : 0;
    if (isControl) return { rate, difference: null, z: null, pValue: null, confidence: null, significant: false };
    return {
      rate,
      difference: test.z === null ? null : test.difference,
      z: test.z,
      pValue: test.pValue,
      confidence: test.confidence,
      significant: test.significant,
    };
  };

  return {
    placementId,
    experiment: experiment
      ? {
          id: experiment.id,
          name: experiment.name ?? "",
          status: experiment.status,
          arms: experiment.arms.map((a) => ({ id: a.id, experienceId: a.experienceId, weight: a.weight })),
          startedAt: new Date(started ?? 0).toISOString(),
          stoppedAt: stopped === null ? null : new Date(stopped).toISOString(),
          winnerArmId: experiment.winnerArmId ?? null,
        }
      : null,
    timezone,
    from,
    to,
    generatedAt: new Date(now).toISOString(),
    method: "two-proportion-z-test",
    arms: rows.map((row, i) => ({
      armId: row.arm.id,
      experienceId: row.arm.experienceId,
      weight: row.arm.weight,
      sessions: row.sessions,
      productOpens: row.productOpens,
      linkOuts: row.linkOuts,
      surveySubmits: row.surveySubmits,
      averageVisitSeconds: row.averageVisitSeconds,
      productOpenSessions: compare(row.productOpenSessions, row.sessions, control!.productOpenSessions, control!.sessions, i === 0),
      linkOutSessions: compare(row.linkOutSessions, row.sessions, control!.linkOutSessions, control!.sessions, i === 0),
      surveyCompletions: compare(row.surveySubmits, row.sessions, control!.surveySubmits, control!.sessions, i === 0),
    })),
  };
}
