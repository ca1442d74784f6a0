/**
 * Opening hours as the API stores them (per weekday, `HH:MM` intervals; close before open runs
 * past midnight) and the questions the console asks of them: is the store open right now in
 * its own time zone, and when does that change.
 */
import { weekdays, type OpeningHours } from "@vitrine/contract";
import { formatLocale } from "@/lib/format";
import { useT } from "../messages";

export type Weekday = (typeof weekdays)[number];
export type OpeningInterval = OpeningHours[Weekday][number];

export { weekdays };

const nameFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A weekday's name in `locale` (the console's): "Mon"/"Monday", "lun."/"lundi". `capitalised`
 * for a name standing alone (a row heading, a label) in languages that write days in lower case.
 */
export function weekdayName(day: Weekday, style: "short" | "long", locale: string = formatLocale(), capitalised = false): string {
  const key = `${locale}|${style}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" });
    nameFormats.set(key, format);
  }
  // 2024-01-01 was a Monday.
  const name = format.format(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return capitalised ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;

/** What a newly opened day starts with: a plausible shop day the person then adjusts. */
export const DEFAULT_INTERVAL: OpeningInterval = { open: "09:00", close: "18:00" };

export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function toClock(minutes: number): string {
  const inDay = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}

/** An interval whose closing time is not after its opening time ends the next day. */
export function crossesMidnight(interval: OpeningInterval): boolean {
  return toMinutes(interval.close) <= toMinutes(interval.open);
}

/** Monday's hours copied to Tuesday–Friday; the weekend is left alone. */
export function copyMondayToWeekdays(hours: OpeningHours): OpeningHours {
  const monday = hours.mon.map((interval) => ({ ...interval }));
  return {
    ...hours,
    tue: monday.map((i) => ({ ...i })),
    wed: monday.map((i) => ({ ...i })),
    thu: monday.map((i) => ({ ...i })),
    fri: monday.map((i) => ({ ...i })),
  };
}

export function isClosedAllWeek(hours: OpeningHours): boolean {
  return weekdays.every((day) => hours[day].length === 0);
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** Weekday and wall-clock time at `date` in `timeZone` (the store's, not the browser's). */
export function zonedClock(date: Date, timeZone: string): { weekday: Weekday; minutes: number; time: string } {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    partsFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const weekday = parts.weekday.toLowerCase().slice(0, 3) as Weekday;
  const minutes = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  return { weekday, minutes, time: toClock(minutes) };
}

export interface NextChange {
  weekday: Weekday;
  time: string;
  /** 0 = later today (store's local day), 1 = tomorrow, … */
  inDays: number;
}

export interface OpenStatus {
  open: boolean;
  /** When it closes (if open) or opens (if closed); null when that never happens. */
  next: NextChange | null;
}

/**
 * Every interval as [start, end) minutes from this week's Monday 00:00, repeated a week before
 * and after so Sunday-night intervals cover Monday morning and "next Monday" can be found.
 */
function timeline(hours: OpeningHours): Array<[number, number]> {
  const segments: Array<[number, number]> = [];
  weekdays.forEach((day, index) => {
    for (const interval of hours[day]) {
      const start = index * DAY + toMinutes(interval.open);
      const end = index * DAY + toMinutes(interval.close) + (crossesMidnight(interval) ? DAY : 0);
      for (const shift of [-WEEK, 0, WEEK]) segments.push([start + shift, end + shift]);
    }
  });
  return segments;
}

/** Whether the store is open at `date` in its time zone, and when that next changes. */
export function openStatus(hours: OpeningHours, date: Date, timeZone: string): OpenStatus {
  const clock = zonedClock(date, timeZone);
  const dayIndex = weekdays.indexOf(clock.weekday);
  const now = dayIndex * DAY + clock.minutes;
  const segments = timeline(hours);
  const change = (at: number): NextChange => ({
    weekday: weekdays[Math.floor((((at % WEEK) + WEEK) % WEEK) / DAY)],
    time: toClock(at),
    inDays: Math.floor(at / DAY) - dayIndex,
  });

  const covering = segments.filter(([start, end]) => start <= now && now < end);
  if (covering.length > 0) {
    // Follow back-to-back or overlapping intervals (18:00–24:00 then 00:00–02:00) to the real closing time.
    let end = Math.max(...covering.map(([, stop]) => stop));
    for (;;) {
      if (end - now >= WEEK) return { open: true, next: null };
      const later = segments.filter(([start, stop]) => start <= end && stop > end);
      if (later.length === 0) return { open: true, next: change(end) };
      end = Math.max(...later.map(([, stop]) => stop));
    }
  }

  const starts = segments.map(([start]) => start).filter((start) => start > now);
  return { open: false, next: starts.length === 0 ? null : change(Math.min(...starts)) };
}

type Translate = typeof useT.now;

/** When the next change happens: "21:00", "tomorrow 09:00", "Mon 09:00" (in the console's language). */
export function describeNext(next: NextChange, t: Translate = useT.now, locale: string = formatLocale()): string {
  if (next.inDays === 0) return t("status.atToday", { time: next.time });
  if (next.inDays === 1) return t("status.atTomorrow", { time: next.time });
  return t("status.atDay", { day: weekdayName(next.weekday, "short", locale), time: next.time });
}

/** "Open · closes 21:00", "Closed · opens tomorrow 09:00", "Closed · opens Mon 09:00". */
export function describeStatus(status: OpenStatus, t: Translate = useT.now, locale: string = formatLocale()): string {
  if (status.open) return status.next ? `${t("status.open")} · ${t("status.closes", { when: describeNext(status.next, t, locale) })}` : t("status.open247");
  return status.next ? `${t("status.closed")} · ${t("status.opens", { when: describeNext(status.next, t, locale) })}` : t("status.closed");
}
