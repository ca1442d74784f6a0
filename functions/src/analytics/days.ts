import { DAY_MS, formatIsoDate, instantToLocal, parseIsoDate, weekdayNames, weekdayOf } from "@vitrine/contract/local-time";

export const DEFAULT_TIMEZONE = "UTC";

/** A zone Intl knows, else UTC: a bad stored value must not stop counting. */
export function usableTimezone(zone: unknown): string {
  if (typeof zone !== "string" || zone === "") return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The calendar day ("2025-06-14") an instant falls on in a zone. */
export function dayIn(timezone: string, instant: number): string {
  return formatIsoDate(instantToLocal(timezone, instant).day);
}

/**
 * The hour of the week (`mon-09`) an instant falls in, on the zone's wall clock: a DST change
 * moves it with the clock (the spring-forward hour has no events, the fall-back hour counts both).
 */
export function hourWeekdayIn(timezone: string, instant: number): string {
  const local = instantToLocal(timezone, instant);
  return `${weekdayNames[weekdayOf(local.day)]}-${String(Math.floor(local.minutes / 60)).padStart(2, "0")}`;
}

/** Every day from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = parseIsoDate(from); day <= parseIsoDate(to); day += 1) days.push(formatIsoDate(day));
  return days;
}

export function addDays(day: string, n: number): string {
  return formatIsoDate(parseIsoDate(day) + n);
}

/** The inclusive range a report covers: explicit days, or the last `days` days up to today in the zone. */
export function resolveRange(query: { from?: string; to?: string; days?: number }, timezone: string, now: number) {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const to = dayIn(timezone, now);
  return { from: addDays(to, -((query.days ?? 7) - 1)), to };
}

export { DAY_MS };
