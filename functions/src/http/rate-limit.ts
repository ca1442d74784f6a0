import { createHash } from "node:crypto";
import type { RequestHandler, Response } from "express";
import type { Caller } from "../auth/caller.js";
import { ApiError } from "./api-error.js";

export interface RateLimitOptions {
  /** Requests one client may make per minute. */
  perMinute: number;
  now?: () => number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the client's window starts again. */
  resetSeconds: number;
}

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per key, kept in the instance's memory: it stops a runaway
 * script or a password-spraying loop at one instance, not a distributed attack (that is
 * Cloud Armor's or App Check's job).
 */
export function fixedWindowLimiter({ perMinute, now = Date.now }: RateLimitOptions) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request of `key` and says whether it is within the limit. */
    hit(key: string): RateLimitVerdict {
      const t = now();
      let window = windows.get(key);
      if (!window || t - window.start >= WINDOW_MS) {
        window = { start: t, count: 0 };
        windows.set(key, window);
        if (windows.size > 50_000) {
          for (const [k, w] of windows) if (t - w.start >= WINDOW_MS) windows.delete(k);
        }
      }
      window.count += 1;
      return {
        allowed: window.count <= perMinute,
        limit: perMinute,
        remaining: Math.max(0, perMinute - window.count),
        resetSeconds: Math.ceil((window.start + WINDOW_MS - t) / 1000),
      };
    },
  };
}

/** The 429 a client gets once past its limit, telling it when to come back. */
export function rateLimited(verdict: RateLimitVerdict, what = "requests"): ApiError {
  return new ApiError("rate-limited", `Too many ${what}; try again in ${verdict.resetSeconds} s`, undefined, {
    "Retry-After": String(verdict.resetSeconds),
  });
}

function setRateLimitHeaders(res: Response, verdict: RateLimitVerdict) {
  res.setHeader("X-RateLimit-Limit", String(verdict.limit));
  res.setHeader("X-RateLimit-Remaining", String(verdict.remaining));
  res.setHeader("X-RateLimit-Reset", String(verdict.resetSeconds));
}

/**
 * Every request, per client: signed requests count per credential, others per address. Once a
 * request is authenticated it also counts against its caller's own budget (`chargeCaller`): one
 * per API key, one per person across the ID tokens they rotate through; its headers then tell
 * that budget.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const limiter = fixedWindowLimiter(options);
  const callers = fixedWindowLimiter(options);
  return (req, res, next) => {
    const auth = req.get("Authorization");
    const key = auth ? `cred:${createHash("sha256").update(auth).digest("base64url")}` : `ip:${req.ip ?? "unknown"}`;
    const verdict = limiter.hit(key);
    setRateLimitHeaders(res, verdict);
    if (!verdict.allowed) return next(rateLimited(verdict));
    res.locals.chargeCaller = (identity: string) => {
      const callerVerdict = callers.hit(identity);
      setRateLimitHeaders(res, callerVerdict);
      if (!callerVerdict.allowed) throw rateLimited(callerVerdict);
    };
    next();
  };
}

/** Counts an authenticated request against its caller's budget; throws the 429 past it. */
export function chargeCaller(res: Response, caller: Caller) {
  const charge = res.locals.chargeCaller as ((identity: string) => void) | undefined;
  charge?.(caller.apiKey ? `apiKey:${caller.apiKey.id}` : `user:${caller.tenantId}/${caller.uid}`);
}
