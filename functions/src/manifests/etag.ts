import { createHash } from "node:crypto";

/** A strong validator of a manifest's exact JSON text. */
export const etagOf = (text: string) => `"${createHash("sha256").update(text).digest("base64url")}"`;

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 13.1.2: a list, `*`, weak comparison). An origin
 * evaluates it whatever the request's `Cache-Control` says: `no-cache` tells caches to revalidate,
 * and a revalidation that matches is exactly what 304 answers.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
