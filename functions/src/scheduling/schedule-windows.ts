import { DAY_MS, instantToLocal, localToInstant, parseClockTime, parseIsoDate, weekdayNames, weekdayOf, type WeekdayName } from "@vitrine/contract/local-time";

/** One schedule of a placement, as stored (timezone already resolved). */
export interface ScheduleRule {
  id: string;
  experienceId: string;
  label: string;
  /** ISO dates, both inclusive: the days windows may start on. */
  startDate: string;
  endDate: string;
  /** Days windows may start on; null or absent = every day. */
  weekdays?: readonly WeekdayName[] | null;
  /** Daily window in local time; end < start runs past midnight into the next day. Absent = all day. */
  dailyWindow?: { start: string; end: string } | null;
  timezone: string;
  priority: number;
}

/** A half-open interval of instants [start, end), in epoch milliseconds. */
export interface Window {
  start: number;
  end: number;
}

/**
 * The windows of a schedule that intersect [from, to), in order, adjacent ones merged.
 *
 * Each allowed local day of the date range opens one window: the whole day (local midnight to
 * the next local midnight, so 23 or 25 hours on DST days), or the daily window from its start
 * time to its end time (the next day's end time when it crosses midnight). Local times are turned
 * into instants with the zone's rules for that very day, so a 02:00-03:00 window on a
 * spring-forward day (when 02:00-03:00 does not exist) is empty, and 01:00-04:00 on a fall-back
 * day lasts four real hours.
 */
export function windowsOf(rule: ScheduleRule, from: number, to: number): Window[] {
  if (to <= from) return [];
  const tz = rule.timezone;
  const first = Math.max(parseIsoDate(rule.startDate), instantToLocal(tz, from).day - 1);
  const last = Math.min(parseIsoDate(rule.endDate), instantToLocal(tz, to).day + 1);
  const allowed = rule.weekdays && rule.weekdays.length > 0 ? new Set(rule.weekdays.map((d) => weekdayNames.indexOf(d))) : null;
  const daily = rule.dailyWindow ? { start: parseClockTime(rule.dailyWindow.start), end: parseClockTime(rule.dailyWindow.end) } : null;

  const out: Window[] = [];
  for (let day = first; day <= last; day++) {
    if (allowed && !allowed.has(weekdayOf(day))) continue;
    let window: Window;
    if (!daily) {
      window = { start: localToInstant(tz, day, 0), end: localToInstant(tz, day + 1, 0) };
    } else {
      const endDay = daily.end > daily.start ? day : day + 1;
      window = { start: localToInstant(tz, day, daily.start), end: localToInstant(tz, endDay, daily.end) };
    }
    if (window.end <= window.start || window.end <= from || window.start >= to) continue;
    const previous = out.at(-1);
    if (previous && previous.end >= window.start) previous.end = Math.max(previous.end, window.end);
    else out.push(window);
  }
  return out;
}

/** Whether the schedule is on at an instant. */
export function isOnAt(rule: ScheduleRule, instant: number): boolean {
  return windowsOf(rule, instant, instant + 1).length > 0;
}

/**
 * The first instant after `after` where the schedule switches on or off, or null when it never
 * does again. Nine days always hold an allowed weekday, so looking that far from the first day
 * the schedule can start finds the next window when there is one.
 */
export function nextBoundaryOf(rule: ScheduleRule, after: number): number | null {
  // A window may start a day before its first date's UTC midnight (zones east of UTC).
  const earliest = parseIsoDate(rule.startDate) * DAY_MS - 2 * DAY_MS;
  const from = Math.max(after, earliest);
  for (const w of windowsOf(rule, from, from + 9 * DAY_MS)) {
    if (w.start > after) return w.start;
    if (w.end > after) return w.end;
  }
  return null;
}
