/**
 * Waits between retries, with jitter: clients that failed together (an outage, a rate limit hit
 * by a whole store's Wi-Fi) must not all come back at the same instant and fail together again.
 */

/** A source of numbers in [0, 1): `Math.random`, or a seeded one in tests. */
export type Random = () => number;

/**
 * "Full jitter": a wait drawn uniformly between `floorMs` and the exponential ceiling
 * `baseMs * 2^(attempt-1)` (capped at `capMs`).
 */
export function fullJitterDelay(attempt: number, baseMs: number, capMs: number, floorMs: number, random: Random): number {
  const ceiling = Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), capMs);
  return Math.round(floorMs + random() * Math.max(ceiling - floorMs, 0));
}

/**
 * After a server's `Retry-After`: never earlier than it says, spread over up to `spreadMs` more
 * (as long again as the wait itself, at least a second) so the clients it refused together
 * return one by one.
 */
export function retryAfterDelay(retryAfterSeconds: number, spreadCapMs: number, random: Random): number {
  const waitMs = Math.max(retryAfterSeconds, 0) * 1000;
  const spread = Math.min(Math.max(waitMs, 1000), spreadCapMs);
  return Math.ceil(waitMs + random() * spread);
}
