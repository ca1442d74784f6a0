import { logger } from "firebase-functions";
import { parsePolicy, serializePolicy } from "./content-security-policy.js";

/** An origin exactly as `embedOriginSchema` stores one: scheme, a DNS name or IP literal, a port. */
const ORIGIN = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The Content-Security-Policy of a page, with `frame-ancestors` set to `origins` (none: `'none'`).
 * Only that directive changes; the rest of Hosting's policy stays as it is. An origin that is not
 * one (stored before the contract refused such values) is left out, so it can add no directive.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const safe = origins.filter((origin) => ORIGIN.test(origin));
  if (safe.length < origins.length) logger.warn("embed origins left out of frame-ancestors", { origins: origins.filter((o) => !safe.includes(o)) });
  const value = ["frame-ancestors", safe.length > 0 ? safe : ["'none'"]] as const;
  const directives = parsePolicy(policy);
  const index = directives.findIndex(([name]) => name === "frame-ancestors");
  if (index === -1) directives.push(value);
  else directives[index] = value;
  return serializePolicy(directives);
}

/**
 * The headers of the embed page: Hosting's, with the brand's sites as the frame ancestors. With a
 * list, `X-Frame-Options: DENY` would contradict it; browsers ignore X-Frame-Options when the policy
 * names frame-ancestors, and it is left out here so that no browser reads the two differently.
 */
export function embedPageHeaders(hosting: Record<string, string>, origins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(hosting)) {
    const name = key.toLowerCase();
    if (name === "content-security-policy") headers[key] = withFrameAncestors(value, origins);
    else if (name === "x-frame-options") {
      if (origins.length === 0) headers[key] = value;
    } else headers[key] = value;
  }
  return headers;
}
