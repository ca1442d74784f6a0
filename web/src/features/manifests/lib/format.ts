import { formatLocale } from "@/lib/format";

const formats = new Map<string, Intl.DateTimeFormat>();

/** `2026-03-04T10:05:00Z` -> `Mar 4, 2026, 11:05 AM` in the reader's time zone, in the console's locale. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const locale = formatLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
    formats.set(locale, format);
  }
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
