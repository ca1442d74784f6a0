const integer = new Intl.NumberFormat("en");

export const formatCount = (n: number) => integer.format(n);

/** 75 -> "1m 15s"; null -> "–". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "–";
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${s % 60}s`;
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** part of whole as "42%", "–" when there is no whole. */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return "–";
  const share = (Math.min(part, whole) / whole) * 100;
  return `${share >= 10 || share === 0 ? Math.round(share) : share.toFixed(1)}%`;
}
