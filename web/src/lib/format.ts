import { formatLocale } from "./i18n/format-locale";

export { formatLocale, setFormatLocale } from "./i18n/format-locale";

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(name: string, make: (locale: string) => F): F {
  const locale = formatLocale();
  const key = `${name}|${locale}`;
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make(locale);
    cache.set(key, format);
  }
  return format;
}

/** `2025-03-04T10:00:00Z` -> `Mar 4, 2025` (`4 mars 2025` in French); unparseable input is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  const format = cached("date", (l) => new Intl.DateTimeFormat(l, { year: "numeric", month: "short", day: "numeric" }));
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** `2025-03-04T10:00:05Z` -> `Mar 4, 10:00:05` (local time, to the second: logs are read that way). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const format = cached(
    "date-time",
    (l) => new Intl.DateTimeFormat(l, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" }),
  );
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

// Intl's own word for zero seconds is "now"; people write "just now" for a moment ago.
const JUST_NOW: Record<string, string> = { en: "just now", fr: "à l’instant" };

/** `in 5 minutes`, `3 hours ago`, `yesterday`; `just now` within 45 seconds either way (past that, a minute). */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  const relative = cached("relative", (l) => new Intl.RelativeTimeFormat(l, { numeric: "auto" }));
  const abs = Math.abs(seconds);
  if (abs < 45) return JUST_NOW[formatLocale().split("-")[0]] ?? relative.format(0, "second");
  const [value, unit] = relativeAmount(seconds, ["minute", "hour", "day", "month"]);
  return relative.format(Math.round(value), unit);
}

type RelativeUnit = "minute" | "hour" | "day" | "week" | "month";

const UNIT_SECONDS: Record<RelativeUnit, number> = { minute: 60, hour: 3600, day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };

/**
 * A span of `seconds` in the largest of `units` (smallest first) it reaches a whole one of, as
 * `Intl.RelativeTimeFormat` takes it: `[-3.2, "hour"]`. A month counts 30 days.
 */
export function relativeAmount(seconds: number, units: readonly RelativeUnit[]): [number, RelativeUnit] {
  const abs = Math.abs(seconds);
  const index = units.findIndex((_, i) => i === units.length - 1 || abs < UNIT_SECONDS[units[i + 1]!]);
  const unit = units[index]!;
  return [seconds / UNIT_SECONDS[unit], unit];
}

/** `1234567` -> `1,234,567` (`1 234 567` in French). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  // Sizes and counts are formatted per table row: one formatter per locale and options, not per call.
  return cached(`number${options ? JSON.stringify(options) : ""}`, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/**
 * Sizes as people read them: "840 KB", "3.4 MB" (1024-based, like file managers). `decimal` gives
 * what browser devtools and build output print ("4.96 kB": 1000-based, three significant digits),
 * for screens whose numbers are compared with those tools.
 */
export function formatBytes(bytes: number, { decimal = false }: { decimal?: boolean } = {}): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  const base = decimal ? 1000 : 1024;
  if (bytes < base) return `${formatNumber(bytes)} B`;
  const units = decimal ? ["kB", "MB", "GB", "TB"] : ["KB", "MB", "GB", "TB"];
  let value = bytes / base;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  const digits = value >= 100 ? 0 : decimal ? (value >= 10 ? 1 : 2) : 1;
  const shown = decimal ? formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }) : formatNumber(Number(value.toFixed(digits)));
  return `${shown} ${units[unit]}`;
}
