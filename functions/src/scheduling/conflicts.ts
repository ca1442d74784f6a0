import { DAY_MS, parseIsoDate } from "@vitrine/contract/local-time";
import { windowsOf, type ScheduleRule, type Window } from "./schedule-windows.js";

export interface ScheduleConflict {
  /** Indexes into the schedules checked, first < second. */
  first: number;
  second: number;
  /** The earliest time both are on: the first overlapping window, [from, to). */
  overlap: Window;
}

/** The first instant-interval where two sorted, disjoint window lists intersect, if any. */
function firstOverlap(a: Window[], b: Window[]): Window | null {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x.end <= y.start) i++;
    else if (y.end <= x.start) j++;
    else return { start: Math.max(x.start, y.start), end: Math.min(x.end, y.end) };
  }
  return null;
}

/**
 * Pairs of schedules of the same priority that are ever on at the same time: neither could win,
 * so saving them is refused. Exact, not sampled: every window of each schedule over its whole date
 * range (with margins for time-zone offsets and windows running past midnight) is enumerated, and
 * the two sorted lists of a pair are swept together.
 */
export function findConflicts(schedules: readonly ScheduleRule[]): ScheduleConflict[] {
  // Each schedule's windows over its whole range, computed once (ranges are at most five years).
  const windows = new Map<number, Window[]>();
  const windowsOfIndex = (i: number) => {
    let list = windows.get(i);
    if (!list) {
      const s = schedules[i]!;
      list = windowsOf(s, (parseIsoDate(s.startDate) - 2) * DAY_MS, (parseIsoDate(s.endDate) + 3) * DAY_MS);
      windows.set(i, list);
    }
    return list;
  };
  const conflicts: ScheduleConflict[] = [];
  for (let i = 0; i < schedules.length; i++) {
    for (let j = i + 1; j < schedules.length; j++) {
      const a = schedules[i]!;
      const b = schedules[j]!;
      if (a.priority !== b.priority) continue;
      // Date ranges more than a day apart cannot overlap, whatever the zones.
      if (Math.max(parseIsoDate(a.startDate), parseIsoDate(b.startDate)) > Math.min(parseIsoDate(a.endDate), parseIsoDate(b.endDate)) + 2) continue;
      const overlap = firstOverlap(windowsOfIndex(i), windowsOfIndex(j));
      if (overlap) conflicts.push({ first: i, second: j, overlap });
    }
  }
  return conflicts;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function localDate(instant: number, timeZone: string): string {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" });
    dateFormats.set(timeZone, f);
  }
  return f.format(new Date(instant));
}
function localClock(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));
}

/** "Sat, 7 Jun 2025 17:00–18:00 (Europe/Paris)", or with both dates when the window spans days. */
export function describeWindow(window: Window, timeZone: string): string {
  const startDay = localDate(window.start, timeZone);
  const endDay = localDate(window.end, timeZone);
  const start = `${startDay} ${localClock(window.start, timeZone)}`;
  const end = endDay === startDay ? localClock(window.end, timeZone) : `${endDay} ${localClock(window.end, timeZone)}`;
  return `${start}–${end} (${timeZone})`;
}
