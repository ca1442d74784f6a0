/**
 * Wall-clock time in IANA time zones, on Intl.DateTimeFormat alone (no time-zone data of our own:
 * Node and browsers ship the same ICU database). Instants are epoch milliseconds; a local calendar
 * day is an "epoch day" (days since 1970-01-01), so date arithmetic is plain integer arithmetic.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export const weekdayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayName = (typeof weekdayNames)[number];

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Europe/Paris in summer: 120). */
export function offsetMinutesAt(timeZone: string, instant: number): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    // "longOffset" names the offset itself ("GMT+05:30", "GMT" for zero): one cheap format call.
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormats.set(timeZone, f);
  }
  const match = /GMT(?:([+-])(\d{2}):?(\d{2})?)?$/.exec(f.format(instant));
  if (!match?.[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

// Offsets at UTC midnights, asked for over and over by window enumeration.
const dayOffsets = new Map<string, Map<number, number>>();
function offsetAtUtcMidnight(timeZone: string, day: number): number {
  let zone = dayOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    dayOffsets.set(timeZone, zone);
  }
  let offset = zone.get(day);
  if (offset === undefined) {
    if (zone.size > 100_000) zone.clear();
    offset = offsetMinutesAt(timeZone, day * DAY_MS);
    zone.set(day, offset);
  }
  return offset;
}

/**
 * The instant a wall-clock time happens in a zone, with the usual ("compatible") rule for the two
 * days a year where that is not one instant: a time skipped by a spring-forward gap moves forward
 * by the gap (02:30 -> 03:30), a time repeated by a fall-back happens at its first occurrence.
 * `minutes` may reach 1440 (the next day's midnight).
 */
export function localToInstant(timeZone: string, day: number, minutes: number): number {
  const local = day * DAY_MS + minutes * MINUTE_MS;
  // The instant lies within [day - 14 h, day + 38 h] (offsets span -12 h..+14 h): the offsets a day
  // before and two days after bracket it, and are equal unless a transition lies between.
  const before = offsetAtUtcMidnight(timeZone, day - 1);
  const after = offsetAtUtcMidnight(timeZone, day + 2);
  if (before === after) return local - before * MINUTE_MS;
  const candidates = [before, after]
    .map((offset) => local - offset * MINUTE_MS)
    .filter((instant, i) => offsetMinutesAt(timeZone, instant) === [before, after][i]);
  if (candidates.length === 0) return local - before * MINUTE_MS; // in the gap: shifted forward
  return Math.min(...candidates); // repeated: the first occurrence
}

export interface LocalDateTime {
  day: number;
  /** Minutes since local midnight, 0..1439. */
  minutes: number;
}

export function instantToLocal(timeZone: string, instant: number): LocalDateTime {
  const local = instant + offsetMinutesAt(timeZone, instant) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  return { day, minutes: Math.floor((local - day * DAY_MS) / MINUTE_MS) };
}

/** "2025-06-14" -> epoch day. The request schemas have checked the format. */
export function parseIsoDate(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

export function formatIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "09:30" -> 570. */
export function parseClockTime(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** Monday 0 ... Sunday 6 (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}
