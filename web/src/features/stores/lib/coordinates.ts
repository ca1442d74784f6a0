/**
 * Latitude and longitude are typed as text (people paste "48.8566, 2.3522" from maps, or use a
 * decimal comma); this turns them into numbers or a sentence saying what is wrong.
 */
import { useT } from "../messages";

export type ParsedCoordinate = { value: number; error: null } | { value: null; error: string };

export function parseCoordinate(text: string, label: "Latitude" | "Longitude"): ParsedCoordinate {
  // Maps and spreadsheets sometimes write the minus sign as U+2212.
  const trimmed = text
    .trim()
    .replace(/\s+/g, "")
    .replace(/\u2212/g, "-");
  const latitude = label === "Latitude";
  if (!trimmed) return { value: null, error: useT.now(latitude ? "coordinates.latitudeRequired" : "coordinates.longitudeRequired") };
  // A single decimal comma (48,8566) is a decimal point in most of Europe.
  const normalised = /^[-+]?\d+,\d+$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
  const value = Number(normalised);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised) || !Number.isFinite(value)) {
    return { value: null, error: useT.now(latitude ? "coordinates.latitudeNotNumber" : "coordinates.longitudeNotNumber") };
  }
  return { value, error: null };
}

/** "48.8566, 2.3522" pasted into the latitude box: both halves, or null when it is not a pair. */
export function splitPastedPair(text: string): { lat: string; lng: string } | null {
  const match = /^\s*([-+]?\d+(?:\.\d+)?)(\s*[,;]\s*|\s+)([-+]?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const [, lat, separator, lng] = match;
  // "48,85" is one number with a decimal comma, not a pair.
  if (separator === "," && !(lat.includes(".") && lng.includes("."))) return null;
  return { lat, lng };
}

/** A link to look the point up on OpenStreetMap, for checking a pasted position. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
