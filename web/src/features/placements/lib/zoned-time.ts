import { formatLocale } from "@/lib/format";

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at an instant, in minutes. */
export function offsetMinutes(timeZone: string, instant: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, f);
  }
  const match = /GMT(?:([+-])(\d{2}):?(\d{2})?)?$/.exec(f.format(instant));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The instant `hours` of wall-clock time after a local midnight (DST-aware: on a 23-hour day,
 * 06:00 is five real hours after midnight).
 */
export function wallClockAfter(timeZone: string, midnight: number, hours: number): number {
  const naive = midnight + hours * 3_600_000;
  return naive + (offsetMinutes(timeZone, midnight) - offsetMinutes(timeZone, naive)) * 60_000;
}

/** A time people read, in the console's language: English as in Britain ("Sat 25", "14:00"), day before month. */
export function formatInZone(instant: number | string, timeZone: string, options: Intl.DateTimeFormatOptions, locale: string = formatLocale()): string {
  const tag = locale.split("-")[0] === "en" ? "en-GB" : locale;
  return new Intl.DateTimeFormat(tag, { timeZone, ...options }).format(new Date(instant));
}
