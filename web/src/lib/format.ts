const dateFormat = new Intl.DateTimeFormat("en", { year: "numeric", month: "short", day: "numeric" });

/** `2025-03-04T10:00:00Z` -> `Mar 4, 2025`; unparseable input is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** `2025-03-04T10:00:05Z` -> `Mar 4, 10:00:05` (local time, to the second: logs are read that way). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** `in 5 minutes`, `3 hours ago`, `yesterday`; `just now` within 45 seconds either way (past that, a minute). */
export function formatRelativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  const abs = Math.abs(seconds);
  if (abs < 45) return "just now";
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 3600 ? [seconds / 60, "minute"] : abs < 86_400 ? [seconds / 3600, "hour"] : abs < 30 * 86_400 ? [seconds / 86_400, "day"] : [seconds / (30 * 86_400), "month"];
  return relativeFormat.format(Math.round(value), unit);
}

/**
 * Sizes as people read them: "840 KB", "3.4 MB" (1024-based, like file managers). `decimal` gives
 * what browser devtools and build output print ("4.96 kB": 1000-based, three significant digits),
 * for screens whose numbers are compared with those tools.
 */
export function formatBytes(bytes: number, { decimal = false }: { decimal?: boolean } = {}): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  const base = decimal ? 1000 : 1024;
  if (bytes < base) return `${bytes} B`;
  const units = decimal ? ["kB", "MB", "GB", "TB"] : ["KB", "MB", "GB", "TB"];
  let value = bytes / base;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit += 1;
  }
  const digits = value >= 100 ? 0 : decimal ? (value >= 10 ? 1 : 2) : 1;
  return `${decimal ? value.toFixed(digits) : value.toFixed(digits).replace(/\.0$/, "")} ${units[unit]}`;
}
