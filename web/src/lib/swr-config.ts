/**
 * SWR's global config: how every screen reads and retries. Kept apart from `swr.ts` (mutations and
 * their toasts) because every route loads it, the public viewer included.
 */
import type { SWRConfiguration } from "swr";
import { isApiError } from "./api-error";
import { fullJitterDelay, retryAfterDelay, type Random } from "./retry-delay";

/**
 * How every screen reads. The public screens share SWR's global cache (so the viewer's route can
 * `preload` into it); each signed-in user gets a cache of their own (`sessionSwrConfig`).
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  dedupingInterval: 2000,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    const delay = errorRetryDelay(error, retryCount, config.errorRetryInterval ?? 5000);
    if (delay !== null) setTimeout(() => revalidate({ retryCount }), delay);
  },
};

/** A fresh cache, made again when the user changes (the session layout keys it by user). */
export const sessionSwrConfig: SWRConfiguration = { ...swrConfig, provider: () => new Map() };

const MAX_RETRIES = 5;
/** While the server keeps naming a time to come back (an outage), keep following it longer. */
const MAX_RETRIES_WITH_RETRY_AFTER = 20;
const MAX_RETRY_DELAY_MS = 60_000;
const MIN_RETRY_DELAY_MS = 500;

/**
 * How long to wait before asking again after a failed read, or null to stop. A 4xx will not get
 * better by asking again, except 429; network blips and 5xx might. The server's Retry-After
 * (429, and 503 while a dependency is down) says when, and the wait is never shorter than it;
 * otherwise the ceiling doubles each time. Both are jittered (`retry-delay.ts`) so that every
 * open console does not ask again in the same second.
 */
export function errorRetryDelay(error: unknown, retryCount: number, intervalMs: number, random: Random = Math.random): number | null {
  if (isApiError(error) && error.status !== undefined && error.status < 500 && error.status !== 429) return null;
  const serverSays = isApiError(error) ? error.retryAfterSeconds : undefined;
  if (retryCount > (serverSays !== undefined ? MAX_RETRIES_WITH_RETRY_AFTER : MAX_RETRIES)) return null;
  if (serverSays !== undefined) return Math.max(retryAfterDelay(serverSays, MAX_RETRY_DELAY_MS / 2, random), MIN_RETRY_DELAY_MS);
  return fullJitterDelay(retryCount, intervalMs, MAX_RETRY_DELAY_MS, MIN_RETRY_DELAY_MS, random);
}
