import { isOnAt, nextBoundaryOf, windowsOf, type ScheduleRule } from "./schedule-windows.js";

/** What decides a placement's experience: pure data, no I/O. */
export interface PlacementRules {
  defaultExperienceId: string | null;
  schedules: readonly ScheduleRule[];
}

export interface ActiveAnswer {
  experienceId: string | null;
  source: "schedule" | "default";
  scheduleId?: string;
}

export interface TimelineSegment extends ActiveAnswer {
  from: number;
  to: number;
}

/**
 * The experience a placement shows at an instant: the schedule of highest priority that is on,
 * else the default. Same-priority overlaps are refused when saving; should one exist anyway, the
 * schedule listed first wins, so the answer is still deterministic.
 */
export function activeAt(rules: PlacementRules, instant: number): ActiveAnswer {
  let best: ScheduleRule | undefined;
  for (const rule of rules.schedules) {
    if ((!best || rule.priority > best.priority) && isOnAt(rule, instant)) best = rule;
  }
  return best ? { experienceId: best.experienceId, source: "schedule", scheduleId: best.id } : { experienceId: rules.defaultExperienceId, source: "default" };
}

/** The earliest instant after `after` where any schedule switches on or off. */
export function nextBoundary(rules: PlacementRules, after: number): number | null {
  let next: number | null = null;
  for (const rule of rules.schedules) {
    const b = nextBoundaryOf(rule, after);
    if (b !== null && (next === null || b < next)) next = b;
  }
  return next;
}

/** Boundaries walked before giving up on finding a change (the answer is then re-checked there). */
const MAX_STEPS = 400;

export interface Resolution {
  experienceId: string | null;
  answer: ActiveAnswer;
  /** When the experience may change next; null when it never will (no schedule lies ahead). */
  validUntil: number | null;
}

/**
 * What to show at `now` and until when: the first later boundary where the experience differs
 * (a schedule that shows the default's experience changes nothing). Walks boundaries one by one;
 * after MAX_STEPS of them without a change it answers that boundary, which is still correct (the
 * answer is merely computed again then).
 */
export function resolveAt(rules: PlacementRules, now: number): Resolution {
  const answer = activeAt(rules, now);
  let t = now;
  for (let step = 0; step < MAX_STEPS; step++) {
    const b = nextBoundary(rules, t);
    if (b === null) return { experienceId: answer.experienceId, answer, validUntil: null };
    if (activeAt(rules, b).experienceId !== answer.experienceId || step === MAX_STEPS - 1) {
      return { experienceId: answer.experienceId, answer, validUntil: b };
    }
    t = b;
  }
  return { experienceId: answer.experienceId, answer, validUntil: t };
}

/**
 * What the placement shows over [from, to): consecutive segments, cut at every window boundary
 * and merged where the answer (experience, source and schedule) stays the same.
 */
export function timeline(rules: PlacementRules, from: number, to: number): TimelineSegment[] {
  const cuts = new Set<number>([from, to]);
  for (const rule of rules.schedules) {
    for (const w of windowsOf(rule, from, to)) {
      if (w.start > from && w.start < to) cuts.add(w.start);
      if (w.end > from && w.end < to) cuts.add(w.end);
    }
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TimelineSegment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const answer = activeAt(rules, points[i]!);
    const previous = segments.at(-1);
    if (previous && previous.experienceId === answer.experienceId && previous.source === answer.source && previous.scheduleId === answer.scheduleId) {
      previous.to = points[i + 1]!;
    } else {
      segments.push({ ...answer, from: points[i]!, to: points[i + 1]! });
    }
  }
  return segments;
}
