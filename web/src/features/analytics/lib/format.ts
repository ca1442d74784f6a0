import { formatNumber } from "@/lib/format";
import { useT } from "../messages";

/** 1234 -> "1,234" ("1 234" in French). */
export const formatCount = (n: number) => formatNumber(n);

/** 75 -> "1m 15s" ("1 min 15 s" in French); null -> "–". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  const s = Math.round(seconds);
  if (s < 60) return useT.now("duration.seconds", { s });
  const m = Math.floor(s / 60);
  if (m < 60) return useT.now("duration.minutes", { m, s: s % 60 });
  return useT.now("duration.hours", { h: Math.floor(m / 60), m: m % 60 });
}

/** part of whole as "42%" ("42 %" in French), "–" when there is no whole. */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return "–";
  const share = (Math.min(part, whole) / whole) * 100;
  const digits = share >= 10 || share === 0 ? 0 : 1;
  return formatNumber(share / 100, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits });
}
