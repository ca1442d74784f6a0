import { updatePlacementSchema, weekdays, type Schedule, type ScheduleInput, type Weekday } from "@vitrine/contract";
import { isApiError } from "@/lib/api-error";
import { validate, type FieldErrors } from "@/lib/form";
import { apiMessage } from "@/lib/api-messages";

/** One schedule as the editor holds it: strings for inputs, "all day" and "every day" as plain flags. */
export interface ScheduleDraft {
  /** React key; stable while editing, also for schedules not saved yet. */
  key: string;
  /** The saved schedule's id (kept, so the timeline and errors keep pointing at it). */
  id?: string;
  experienceId: string;
  label: string;
  startDate: string;
  endDate: string;
  /** Empty = every day. */
  weekdays: Weekday[];
  allDay: boolean;
  start: string;
  end: string;
  timezone: string;
  priority: string;
}

let nextKey = 0;
const newKey = () => `draft-${++nextKey}`;

export function draftFromSchedule(schedule: Schedule): ScheduleDraft {
  return {
    key: schedule.id,
    id: schedule.id,
    experienceId: schedule.experienceId,
    label: schedule.label,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    weekdays: schedule.weekdays ?? [],
    allDay: schedule.dailyWindow === null,
    start: schedule.dailyWindow?.start ?? "09:00",
    end: schedule.dailyWindow?.end ?? "18:00",
    timezone: schedule.timezone,
    priority: String(schedule.priority),
  };
}

/** "2025-06-14" for a date in the browser's calendar. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A new schedule: four weeks from today, every day, all day, in the given zone. It takes the
 * next priority above the others, so what is added last wins where it overlaps (no 409 by default).
 */
export function newDraft(existing: ScheduleDraft[], defaults: { experienceId: string; timezone: string }, today = new Date()): ScheduleDraft {
  const end = new Date(today);
  end.setDate(end.getDate() + 27);
  const priorities = existing.map((d) => Number(d.priority)).filter(Number.isFinite);
  return {
    key: newKey(),
    experienceId: defaults.experienceId,
    label: "",
    startDate: isoDay(today),
    endDate: isoDay(end),
    weekdays: [],
    allDay: true,
    start: "09:00",
    end: "18:00",
    timezone: defaults.timezone,
    priority: String(priorities.length ? Math.min(100, Math.max(...priorities) + 1) : 0),
  };
}

export function draftToInput(draft: ScheduleDraft): ScheduleInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    experienceId: draft.experienceId,
    label: draft.label,
    startDate: draft.startDate,
    endDate: draft.endDate,
    weekdays: draft.weekdays.length > 0 && draft.weekdays.length < 7 ? weekdays.filter((d) => draft.weekdays.includes(d)) : null,
    dailyWindow: draft.allDay ? null : { start: draft.start, end: draft.end },
    timezone: draft.timezone.trim(),
    priority: draft.priority.trim() === "" ? Number.NaN : Number(draft.priority),
  };
}

/** The schedules to send, or the per-field problems (keys like `schedules.0.endDate`, as the server's). */
export function validateDrafts(drafts: ScheduleDraft[]) {
  return validate(updatePlacementSchema, { schedules: drafts.map(draftToInput) });
}

/** Problems the server reported, per schedule index: field messages and same-priority conflicts. */
export interface ScheduleProblems {
  fields: FieldErrors;
  /** `schedules.i` issues of a 409: one schedule may overlap several others. */
  conflicts: Record<number, string[]>;
  /** The 409's sentence naming every overlapping pair. */
  summary: string | null;
}

export const noProblems: ScheduleProblems = { fields: {}, conflicts: {}, summary: null };

export function problemsFromError(error: unknown): ScheduleProblems {
  if (!isApiError(error)) return noProblems;
  const fields: FieldErrors = {};
  const conflicts: Record<number, string[]> = {};
  for (const issue of error.issues) {
    const whole = /^schedules\.(\d+)$/.exec(issue.path);
    if (whole && error.status === 409) (conflicts[Number(whole[1])] ??= []).push(apiMessage(issue.message));
    else if (issue.path && !(issue.path in fields)) fields[issue.path] = apiMessage(issue.message);
  }
  return { fields, conflicts, summary: error.status === 409 ? error.message : null };
}

/** Field errors of schedule `index`, keyed by the field's own path (`endDate`, `dailyWindow.start`). */
export function errorsOf(fields: FieldErrors, index: number): FieldErrors {
  const prefix = `schedules.${index}.`;
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) if (path.startsWith(prefix)) out[path.slice(prefix.length)] = message;
  return out;
}
