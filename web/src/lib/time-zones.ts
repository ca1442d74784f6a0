/** The IANA time zones a store or a schedule can be in, how they read, and searching them. */
import { isIanaTimeZone } from "@vitrine/contract";

// Used only where `Intl.supportedValuesOf` is missing (older browsers): the common retail zones.
const FALLBACK_ZONES = [
  "UTC",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Amsterdam",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Sao_Paulo",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Asia/Singapore",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Australia/Sydney",
];

let cached: string[] | undefined;

/** Every zone the browser knows that the API accepts (the same `isIanaTimeZone` check). */
export function allTimeZones(): string[] {
  if (cached) return cached;
  const supported = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : FALLBACK_ZONES;
  const zones = new Set(supported.filter(isIanaTimeZone));
  zones.add("UTC");
  cached = [...zones].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
  return cached;
}

/** The browser's own zone when the API would accept it, so a new store starts with it. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isIanaTimeZone(zone) ? zone : "UTC";
}

/** `America/Argentina/Buenos_Aires` -> city `Buenos Aires`, region `America / Argentina`. */
export function timeZoneParts(zone: string): { city: string; region: string } {
  const segments = zone.split("/");
  const city = (segments.pop() ?? zone).replace(/_/g, " ");
  return { city, region: segments.join(" / ").replace(/_/g, " ") };
}

/** `UTC+02:00`, `UTC−03:30`, or `UTC` for zero, at `date` (offsets change with daylight saving). */
export function utcOffset(zone: string, date: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(date)
      .find((part) => part.type === "timeZoneName")?.value;
    if (!name || name === "GMT" || name === "GMT+00:00") return "UTC";
    return name.replace("GMT", "UTC").replace("-", "−");
  } catch {
    return "";
  }
}

function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[_/]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Zones matching what was typed, best first: the city starting with it, then any word of the
 * name starting with it, then the name containing it. "new y", "york", "paris", "europe/par" all work.
 */
export function searchTimeZones(zones: readonly string[], query: string, limit = 50): string[] {
  const q = normalise(query);
  if (!q) return zones.slice(0, limit);
  const ranked: Array<[number, string]> = [];
  for (const zone of zones) {
    const name = normalise(zone);
    const city = normalise(timeZoneParts(zone).city);
    let rank = -1;
    if (city.startsWith(q)) rank = 0;
    else if (name.startsWith(q) || ` ${name}`.includes(` ${q}`)) rank = 1;
    else if (name.includes(q)) rank = 2;
    if (rank >= 0) ranked.push([rank, zone]);
  }
  ranked.sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
  return ranked.slice(0, limit).map(([, zone]) => zone);
}
