import type { ApiKey } from "@vitrine/contract";
import { formatLocale, relativeAmount } from "@/lib/format";
import { useT, type ApiKeysT } from "../messages";

/** Each access level's name and what it allows, in the console's language. */
export const scopeLabels = (t: ApiKeysT = useT.now): Record<ApiKey["scope"], { label: string; description: string }> => ({
  read: { label: t("scope.read"), description: t("scope.readDescription") },
  write: { label: t("scope.write"), description: t("scope.writeDescription") },
  audit: { label: t("scope.audit"), description: t("scope.auditDescription") },
});

/** "All brands", "Acme Home", "Acme Home and 2 more", or a count when names are not known; "None" for an audit key. */
export function describeBrands(key: Pick<ApiKey, "scope" | "brandIds">, names: Map<string, string>, t: ApiKeysT = useT.now): string {
  const { brandIds } = key;
  if (key.scope === "audit") return t("brands.none");
  if (brandIds === "all") return t("brands.all");
  const known = brandIds.map((id) => names.get(id)).filter((n): n is string => Boolean(n));
  if (known.length === 0) return t("brands.count", { count: brandIds.length });
  const rest = brandIds.length - 1;
  return rest > 0 ? t("brands.oneAndMore", { name: known[0]!, rest }) : known[0]!;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relative(): Intl.RelativeTimeFormat {
  const locale = formatLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; "Never" for null. */
export function formatLastUsed(iso: string | null, now = Date.now(), t: ApiKeysT = useT.now): string {
  if (!iso) return t("lastUsed.never");
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return t("lastUsed.justNow");
  const [value, unit] = relativeAmount(seconds, ["minute", "hour", "day", "week", "month"]);
  const text = relative().format(Math.round(value), unit);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
