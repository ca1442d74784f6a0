import { MAX_ANALYTICS_RANGE_DAYS, type AnalyticsRangeQuery } from "@contract";

export const rangePresets = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "custom", label: "Custom" },
] as const;
export type RangePreset = (typeof rangePresets)[number]["value"];

/** The range a screen shows, as its address says it (`?days=30` or `?from=…&to=…`). */
export interface RangeSelection {
  preset: RangePreset;
  from?: string;
  to?: string;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function readRange(search: URLSearchParams): RangeSelection {
  const from = search.get("from");
  const to = search.get("to");
  if (from && to && DAY_RE.test(from) && DAY_RE.test(to)) return { preset: "custom", from, to };
  const days = search.get("days");
  return { preset: days === "30" || days === "90" ? days : "7" };
}

export function writeRange(search: URLSearchParams, selection: RangeSelection): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete("days");
  next.delete("from");
  next.delete("to");
  if (selection.preset === "custom" && selection.from && selection.to) {
    next.set("from", selection.from);
    next.set("to", selection.to);
  } else if (selection.preset !== "7" && selection.preset !== "custom") {
    next.set("days", selection.preset);
  }
  return next;
}

/** What to ask the API; null while a custom range is incomplete or invalid. */
export function toQuery(selection: RangeSelection): AnalyticsRangeQuery | null {
  if (selection.preset === "custom") return selection.from && selection.to && !rangeError(selection.from, selection.to) ? { from: selection.from, to: selection.to } : null;
  return { days: Number(selection.preset) };
}

export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a custom range cannot be shown, or null. */
export function rangeError(from: string, to: string): string | null {
  if (!DAY_RE.test(from) || !DAY_RE.test(to) || Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) return "Pick both dates";
  const days = daysInRange(from, to);
  if (days < 1) return "The end date is before the start date";
  if (days > MAX_ANALYTICS_RANGE_DAYS) return `Pick at most ${MAX_ANALYTICS_RANGE_DAYS} days`;
  return null;
}

/** Today in a zone, as "2025-06-14". */
export function todayIn(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const dayFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const dayYearFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "Mar 4" (or "Mar 4, 2025" when asked): a calendar day, whatever the browser's zone. */
export function formatDay(day: string, withYear = false): string {
  return (withYear ? dayYearFormat : dayFormat).format(Date.parse(`${day}T00:00:00Z`));
}

/** "Mar 4 – Mar 10, 2025". */
export function formatRange(from: string, to: string): string {
  return from.slice(0, 4) === to.slice(0, 4) ? `${formatDay(from)} – ${formatDay(to, true)}` : `${formatDay(from, true)} – ${formatDay(to, true)}`;
}
