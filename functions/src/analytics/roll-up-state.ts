import { Timestamp } from "firebase-admin/firestore";
import { funnelKey, marksOf, reachedStep, stepMark, type StoredFunnel } from "./funnels.js";
import { keptWeeks, retentionCells } from "./weeks.js";

/**
 * What the roll-up remembers between chunks so that counts needing more than one event stay exact
 * (`analyticsRollUpState`, read and written in the chunk's transaction):
 * - per session (`s_…`), the times of its events that some funnel step names, and the step each
 *   funnel version had reached when last counted: a new event can only raise it, and the roll-up
 *   adds the sessions of the steps newly reached;
 * - per visitor (`v_…`), the weeks they started a session in: the retention cells their weeks make
 *   (`retentionCells`) before and after, the difference is what is counted.
 * Pure functions here; `roll-up.ts` reads and writes the documents.
 */

/** Times kept per step mark of a session: a session with more events of one kind counts from its earliest. */
export const MAX_MARK_TIMES = 100;

export interface SessionState {
  /** Where the session's funnel counts go: the day, experience, store and device of the first of its events the roll-up counted. */
  day: string;
  experienceId: string;
  storeId: string | null;
  device: string;
  marks: Record<string, number[]>;
  /** funnelKey -> steps reached and counted. */
  reached: Record<string, number>;
}

/** One funnel version's counts in an aggregate: sessions reaching each step, overall, per device class and per store. */
export interface FunnelCounts {
  all: number[];
  device: Record<string, number[]>;
  store: Record<string, number[]>;
}

export interface SessionEvent {
  type: string;
  at: number;
  data?: Record<string, unknown>;
}

/** The marks any of the funnels uses. */
export const usedMarks = (funnels: readonly StoredFunnel[]) => new Set(funnels.flatMap((f) => f.steps.map(stepMark)));

function addTime(times: number[], at: number): number[] {
  if (times.includes(at)) return times;
  const next = [...times, at].sort((a, b) => a - b);
  return next.slice(0, MAX_MARK_TIMES);
}

/** Adds 1 to `counts[from..to)` (sessions newly reaching steps from+1..to). */
export function addSteps(counts: number[], length: number, from: number, to: number): number[] {
  const out = Array.from({ length }, (_, i) => counts[i] ?? 0);
  for (let i = from; i < to; i += 1) out[i]! += 1;
  return out;
}

/**
 * A session's new events: its state afterwards and, per funnel version, the steps newly reached
 * (`[from, to)`). Events before a version was defined count for none of its steps.
 */
export function applySessionEvents(
  state: SessionState,
  events: readonly SessionEvent[],
  funnels: readonly StoredFunnel[],
): { state: SessionState; reached: Array<{ key: string; steps: number; from: number; to: number }> } {
  const used = usedMarks(funnels);
  const marks = { ...state.marks };
  for (const event of events) for (const mark of marksOf(event, used)) marks[mark] = addTime(marks[mark] ?? [], event.at);
  const reached: Array<{ key: string; steps: number; from: number; to: number }> = [];
  const reachedNow = { ...state.reached };
  for (const funnel of funnels) {
    const key = funnelKey(funnel);
    const since = funnel.definedAt.toMillis();
    const usable = Object.fromEntries(funnel.steps.map((s) => [stepMark(s), (marks[stepMark(s)] ?? []).filter((t) => t >= since)]));
    const before = reachedNow[key] ?? 0;
    const after = reachedStep(funnel.steps, usable);
    if (after > before) {
      reached.push({ key, steps: funnel.steps.length, from: before, to: after });
      reachedNow[key] = after;
    }
  }
  return { state: { ...state, marks, reached: reachedNow }, reached };
}

/** Reads a session's state back (missing or malformed fields empty). */
export function sessionStateOf(doc: Record<string, unknown> | undefined): SessionState | null {
  if (!doc || typeof doc.day !== "string" || typeof doc.experienceId !== "string") return null;
  const marks: Record<string, number[]> = {};
  if (doc.marks && typeof doc.marks === "object") {
    for (const [mark, times] of Object.entries(doc.marks)) if (Array.isArray(times)) marks[mark] = times.filter((t): t is number => typeof t === "number");
  }
  const reached: Record<string, number> = {};
  if (doc.reached && typeof doc.reached === "object") for (const [key, n] of Object.entries(doc.reached)) if (typeof n === "number") reached[key] = n;
  return {
    day: doc.day,
    experienceId: doc.experienceId,
    storeId: typeof doc.storeId === "string" ? doc.storeId : null,
    device: typeof doc.device === "string" ? doc.device : "other",
    marks,
    reached,
  };
}

/** A visitor's new session weeks: their weeks afterwards and the retention cells to add (+1) or take back (-1). */
export function applyVisitorWeeks(
  weeks: readonly string[],
  added: readonly string[],
): { weeks: string[]; changes: Array<{ cohort: string; offset: number; n: 1 | -1 }> } {
  const before = retentionCells(weeks);
  const all = [...weeks, ...added];
  const after = retentionCells(all);
  const changes: Array<{ cohort: string; offset: number; n: 1 | -1 }> = [];
  const cell = (key: string) => ({ cohort: key.slice(0, key.indexOf(":")), offset: Number(key.slice(key.indexOf(":") + 1)) });
  for (const key of after) if (!before.has(key)) changes.push({ ...cell(key), n: 1 });
  for (const key of before) if (!after.has(key)) changes.push({ ...cell(key), n: -1 });
  return { weeks: keptWeeks(all), changes };
}

export const visitorWeeksOf = (doc: Record<string, unknown> | undefined): string[] =>
  Array.isArray(doc?.weeks) ? doc.weeks.filter((w): w is string => typeof w === "string") : [];

/** Kept as long as a later session could still change what the state counts. */
export const stateExpiry = (now: number, days: number) => Timestamp.fromMillis(now + days * 86_400_000);
