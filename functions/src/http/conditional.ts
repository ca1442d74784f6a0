import { createHash } from "node:crypto";

/**
 * A strong ETag of a JSON representation: the hash of its exact JSON text. Responses are parsed
 * through the contract's schema first, so the same object always serialises the same way.
 */
export function etagOf(payload: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(payload) ?? "", "utf8").digest("base64url").slice(0, 32)}"`;
}

/**
 * RFC 9110 If-Match: `*` matches any current representation; otherwise one of the listed tags
 * must equal the current one by strong comparison (weak `W/` tags never match).
 */
export function ifMatchSatisfied(header: string, current: string): boolean {
  const value = header.trim();
  if (value === "*") return true;
  return value
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => !tag.startsWith("W/") && tag === current);
}

/** RFC 9110 If-None-Match on a GET: true (answer 304) when any listed tag, weakly compared, is the current one. */
export function ifNoneMatchSatisfied(header: string, current: string): boolean {
  const value = header.trim();
  if (value === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return value.split(",").some((tag) => bare(tag) === bare(current));
}
