import { offsetMinutesAt } from "@vitrine/contract/local-time";
import { formatLocale } from "@/lib/format";

/**
 * The instant `hours` of wall-clock time after a local midnight (DST-aware: on a 23-hour day,
 * 06:00 is five real hours after midnight).
 */
export function wallClockAfter(timeZone: string, midnight: number, hours: number): number {
  const naive = midnight + hours * 3_600_000;
  return naive + (offsetMinutesAt(timeZone, midnight) - offsetMinutesAt(timeZone, naive)) * 60_000;
}

/** A time people read, in the console's language: English as in Britain ("Sat 25", "14:00"), day before month. */
export function formatInZone(instant: number | string, timeZone: string, options: Intl.DateTimeFormatOptions, locale: string = formatLocale()): string {
  const tag = locale.split("-")[0] === "en" ? "en-GB" : locale;
  return new Intl.DateTimeFormat(tag, { timeZone, ...options }).format(new Date(instant));
}
