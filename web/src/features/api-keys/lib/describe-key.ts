import type { ApiKey } from "@contract";

export const scopeLabels: Record<ApiKey["scope"], { label: string; description: string }> = {
  read: { label: "Read", description: "Reads brands, stores, placements, products, experiences and the library, like a brand viewer." },
  write: { label: "Read and write", description: "Also creates, changes and deletes brand content, like a brand editor." },
  audit: { label: "Audit log", description: "Reads the workspace’s audit log and nothing else, for a security tool that collects it." },
};

/** "All brands", "Acme Home", "Acme Home and 2 more", or a count when names are not known; "None" for an audit key. */
export function describeBrands(key: Pick<ApiKey, "scope" | "brandIds">, names: Map<string, string>): string {
  const { brandIds } = key;
  if (key.scope === "audit") return "None";
  if (brandIds === "all") return "All brands";
  const known = brandIds.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
  if (known.length === 0) return `${brandIds.length} brand${brandIds.length === 1 ? "" : "s"}`;
  const rest = brandIds.length - 1;
  return rest > 0 ? `${known[0]} and ${rest} more` : known[0]!;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; "Never" for null. */
export function formatLastUsed(iso: string | null, now = Date.now()): string {
  if (!iso) return "Never";
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return "Just now";
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 3600 ? [seconds / 60, "minute"] : abs < 86_400 ? [seconds / 3600, "hour"] : abs < 7 * 86_400 ? [seconds / 86_400, "day"] : abs < 30 * 86_400 ? [seconds / (7 * 86_400), "week"] : [seconds / (30 * 86_400), "month"];
  const text = relative.format(Math.round(value), unit);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
