/** Ask a little after the boundary, so a server clock slightly behind this device's has passed it too. */
export const RECHECK_MARGIN_MS = 1000;
/** After an answer that had already expired by this device's clock, wait this long, doubling... */
export const RECHECK_RETRY_MS = 5000;
/** ...up to this. */
export const RECHECK_RETRY_MAX_MS = 60_000;
/** Timers cannot wait longer than about 24.8 days; a far boundary is simply re-asked sooner. */
const MAX_TIMER_MS = 24 * 3_600_000;

/**
 * How long to wait before asking the resolver again about an answer that holds until `validUntil`.
 * `misses` counts the answers in a row that arrived already expired by this device's clock: the
 * device runs ahead of the server, which keeps answering the same until its own clock gets there,
 * so asking again at once would loop; it backs off instead.
 */
export function recheckDelay(validUntil: number, now: number, misses: number): number {
  if (misses > 0) return Math.min(RECHECK_RETRY_MS * 2 ** (misses - 1), RECHECK_RETRY_MAX_MS);
  return Math.min(Math.max(validUntil + RECHECK_MARGIN_MS - now, 0), MAX_TIMER_MS);
}
