import { ApiError } from "../../http/api-error.js";
import { analyticsSettings } from "./settings.js";

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per key that counts events, not requests: a batch of 50 uses 50 of
 * the minute's budget. Kept in the instance's memory, like the API's other limits.
 */
export function eventWindow(perMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts `weight` events of `key`; says whether they fit and when the window starts again. */
    hit(key: string, weight: number): { allowed: boolean; retryAfterSeconds: number } {
      const t = now();
      let window = windows.get(key);
      if (!window || t - window.start >= WINDOW_MS) {
        window = { start: t, count: 0 };
        windows.set(key, window);
        if (windows.size > 100_000) {
          for (const [k, w] of windows) if (t - w.start >= WINDOW_MS) windows.delete(k);
        }
      }
      window.count += weight;
      return { allowed: window.count <= perMinute, retryAfterSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - t) / 1000)) };
    },
  };
}

const perSession = eventWindow(analyticsSettings.eventsPerSessionPerMinute);
const perAddress = eventWindow(analyticsSettings.eventsPerAddressPerMinute);

function tooMany(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError("rate-limited", `Too many analytics events from this ${what}; try again in ${retryAfterSeconds} s`, undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/**
 * Charges a batch to its client address and to each session it speaks for, or throws 429 with
 * Retry-After. Every event counts, valid or not: a client sending garbage is limited too.
 */
export function chargeBatch(address: string, sessions: Map<string, number>, total: number): void {
  const byAddress = perAddress.hit(address, total);
  if (!byAddress.allowed) throw tooMany("address", byAddress.retryAfterSeconds);
  for (const [sessionId, count] of sessions) {
    const bySession = perSession.hit(sessionId, count);
    if (!bySession.allowed) throw tooMany("session", bySession.retryAfterSeconds);
  }
}
