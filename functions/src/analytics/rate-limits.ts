import { ApiError, tooManyRequests } from "../errors.js";
import type { ApiLimits } from "../rate-limits/api-limits.js";
import type { RateLimitVerdict } from "../rate-limits/shared-window-limiter.js";

function tooMany(what: string, verdict: RateLimitVerdict): ApiError {
  return tooManyRequests(`Too many analytics events ${what}; try again in ${verdict.resetSeconds} s`, undefined, {
    "Retry-After": String(verdict.resetSeconds),
  });
}

/**
 * Charges a batch to its client address and to each session it speaks for, or throws 429 with
 * Retry-After. Counted in events, not requests (a batch of 50 uses 50 of the minute's budget), and
 * every event counts, valid or not: a client sending garbage is limited too.
 */
export async function chargeBatch(limits: ApiLimits, address: string, sessions: Map<string, number>, total: number): Promise<void> {
  const byAddress = await limits.eventsPerAddress.hit(`ip:${address}`, total);
  if (!byAddress.allowed) throw tooMany("from this address", byAddress);
  const bySession = await Promise.all([...sessions].map(([sessionId, count]) => limits.eventsPerSession.hit(sessionId, count)));
  const refused = bySession.find((verdict) => !verdict.allowed);
  if (refused) throw tooMany("from this session", refused);
}

/**
 * Charges the events about to be stored to their experiences: all addresses together cannot flood
 * one experience. Only experiences that exist are counted (made-up ids create no counters).
 */
export async function chargeExperiences(limits: ApiLimits, experiences: Map<string, number>): Promise<void> {
  const verdicts = await Promise.all([...experiences].map(([key, count]) => limits.eventsPerExperience.hit(key, count)));
  const refused = verdicts.find((verdict) => !verdict.allowed);
  if (refused) throw tooMany("for this experience", refused);
}
