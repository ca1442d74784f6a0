import type { RouteDeprecation } from "@vitrine/contract";

const dayStart = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a YYYY-MM-DD day in a route's deprecation: ${day}`);
  return new Date(ms);
};

/**
 * The answer headers of a deprecated route: `Deprecation` (RFC 9745, `@` and the Unix time it was
 * deprecated), `Sunset` (RFC 8594, the HTTP date after which it may stop answering) and a `Link`
 * to the policy, so a client sees it in every answer long before it goes.
 */
export function deprecationHeaders(deprecation: RouteDeprecation): Record<string, string> {
  return {
    Deprecation: `@${Math.floor(dayStart(deprecation.since).getTime() / 1000)}`,
    ...(deprecation.sunset ? { Sunset: dayStart(deprecation.sunset).toUTCString() } : {}),
  };
}
