/**
 * The Content-Security-Policy of a page, with `frame-ancestors` set to `origins` (none: `'none'`).
 * Only that directive changes; the rest of Hosting's policy stays as it is.
 */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  const value = origins.length > 0 ? `frame-ancestors ${origins.join(" ")}` : "frame-ancestors 'none'";
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.split(/\s+/)[0]!.toLowerCase() === "frame-ancestors");
  if (index === -1) directives.push(value);
  else directives[index] = value;
  return directives.join("; ");
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
