import { MAX_ANALYTICS_RANGE_DAYS, type AnalyticsRangeQuery } from "@vitrine/contract";
import { formatLocale } from "@/lib/format";
import { useT } from "../messages";

/** The picker's choices; each is labelled by its `range.<preset>` message. */
export const rangePresets = ["7", "30", "90", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

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
  if (selection.preset === "custom")
    return selection.from && selection.to && !rangeError(selection.from, selection.to) ? { from: selection.from, to: selection.to } : null;
  return { days: Number(selection.preset) };
}

export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a custom range cannot be shown (in the console's language), or null. */
export function rangeError(from: string, to: string): string | null {
  if (!DAY_RE.test(from) || !DAY_RE.test(to) || Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)))
    return useT.now("range.pickBoth");
  const days = daysInRange(from, to);
  if (days < 1) return useT.now("range.endBeforeStart");
  if (days > MAX_ANALYTICS_RANGE_DAYS) return useT.now("range.tooLong", { max: MAX_ANALYTICS_RANGE_DAYS });
  return null;
}

/** Today in a zone, as "2025-06-14". */
export function todayIn(timeZone: string, now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 4" (or "Mar 4, 2025" when asked; "4 mars 2025" in French): a calendar day, whatever the browser's zone. */
export function formatDay(day: string, withYear = false): string {
  const key = `${formatLocale()}|${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(), { month: "short", day: "numeric", ...(withYear && { year: "numeric" }), timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  return format.format(Date.parse(`${day}T00:00:00Z`));
}

/** "Mar 4 – Mar 10, 2025". */
export function formatRange(from: string, to: string): string {
  return from.slice(0, 4) === to.slice(0, 4) ? `${formatDay(from)} – ${formatDay(to, true)}` : `${formatDay(from, true)} – ${formatDay(to, true)}`;
}
