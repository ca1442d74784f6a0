import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import { ApiError } from "./api-error.js";

export interface RateLimitOptions {
  /** Requests one client may make per minute. */
  perMinute: number;
  now?: () => number;
}

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per client, kept in the instance's memory: it stops a runaway
 * script or a password-spraying loop at one instance, not a distributed attack (that is
 * Cloud Armor's or App Check's job). Signed requests count per credential, others per address.
 */
export function rateLimit({ perMinute, now = Date.now }: RateLimitOptions): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const auth = req.get("Authorization");
    const key = auth ? `cred:${createHash("sha256").update(auth).digest("base64url")}` : `ip:${req.ip ?? "unknown"}`;
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
    const remaining = Math.max(0, perMinute - window.count);
    const resetSeconds = Math.ceil((window.start + WINDOW_MS - t) / 1000);
    res.setHeader("X-RateLimit-Limit", String(perMinute));
    res.setHeader("X-RateLimit-Remaining", String(remaining));
    res.setHeader("X-RateLimit-Reset", String(resetSeconds));
    if (window.count > perMinute) {
      return next(
        new ApiError("rate-limited", `Too many requests; try again in ${resetSeconds} s`, undefined, {
          "Retry-After": String(resetSeconds),
        }),
      );
    }
    next();
  };
}
