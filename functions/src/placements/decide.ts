import type { DocumentData } from "firebase-admin/firestore";
import { armFor, firstMatchingRule, nextRuleBoundary, type ExperimentArm, type SmartRule, type VisitorContext } from "@vitrine/contract/placement-rules";
import type { Experiment } from "@vitrine/contract";
import { activeAt, nextBoundary, resolveAt, type PlacementRules } from "../scheduling/resolve-placement.js";
import type { ScheduleRule } from "../scheduling/schedule-windows.js";

/** The experiment as stored: instants as Timestamps, else as the API returns it. */
export interface StoredExperiment extends Omit<Experiment, "startedAt" | "stoppedAt"> {
  startedAt: unknown;
  stoppedAt: unknown;
}

export const smartRulesOf = (data: DocumentData): SmartRule[] => (data.rules ?? []) as SmartRule[];

export const runningExperimentOf = (data: DocumentData): StoredExperiment | null => {
  const experiment = data.experiment as StoredExperiment | null | undefined;
  return experiment && experiment.status === "running" ? experiment : null;
};

/** Whether the answer depends on who asks (then it must not be cached for everyone). */
export const variesByVisitor = (data: DocumentData): boolean => smartRulesOf(data).length > 0 || runningExperimentOf(data) !== null;

export interface Decision {
  experienceId: string | null;
  source: "rule" | "schedule" | "experiment" | "default";
  ruleId: string | null;
  scheduleId: string | null;
  arm: { experimentId: string; armId: string } | null;
  /** When the answer may change next (a schedule or a rule's date range); null = not by time. */
  validUntil: number | null;
}

export interface DecisionInput extends VisitorContext {
  /** The viewer's lasting visitor id; null = none (an arm is then drawn from `point`). */
  visitorId: string | null;
  /** In [0, 1): the draw for a visitor without a lasting id. */
  point: number;
}

const earliest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * What a placement shows one visitor: the first smart rule that matches; else the schedules (the
 * highest-priority one on), else a running experiment's arm in the default's place, else the
 * default. `scheduled` is the schedules' answer computed by the caller (the materialised one when
 * fresh), so a placement with no rules and no experiment costs nothing more than before.
 */
export function decide(
  data: DocumentData,
  input: DecisionInput,
  scheduled: { experienceId: string | null; validUntil: number | null } | null = null,
): Decision {
  const rules = smartRulesOf(data);
  const ruleBoundary = rules.length > 0 ? nextRuleBoundary(rules, input.now) : null;
  const index = rules.length > 0 ? firstMatchingRule(rules, input) : -1;
  const placementRules: PlacementRules = { defaultExperienceId: data.defaultExperienceId ?? null, schedules: (data.schedules ?? []) as ScheduleRule[] };
  if (index >= 0) {
    const rule = rules[index]!;
    // A matched rule holds until its range closes, or an earlier rule's opens.
    return { experienceId: rule.experienceId, source: "rule", ruleId: rule.id, scheduleId: null, arm: null, validUntil: ruleBoundary };
  }
  const experiment = runningExperimentOf(data);
  if (!experiment) {
    const answer = scheduled ?? resolveAt(placementRules, input.now);
    const active = activeAt(placementRules, input.now);
    return {
      experienceId: answer.experienceId,
      source: active.source,
      ruleId: null,
      scheduleId: active.scheduleId ?? null,
      arm: null,
      validUntil: earliest(answer.validUntil, ruleBoundary),
    };
  }
  const active = activeAt(placementRules, input.now);
  const validUntil = earliest(nextBoundary(placementRules, input.now), ruleBoundary);
  if (active.source === "schedule") {
    return { experienceId: active.experienceId, source: "schedule", ruleId: null, scheduleId: active.scheduleId ?? null, arm: null, validUntil };
  }
  const arm: ExperimentArm = armFor(experiment.arms, experiment.id, input.visitorId, input.point);
  return {
    experienceId: arm.experienceId,
    source: "experiment",
    ruleId: null,
    scheduleId: null,
    arm: { experimentId: experiment.id, armId: arm.id },
    validUntil,
  };
}
