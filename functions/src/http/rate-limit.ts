import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Caller } from "../auth/caller.js";
import { ApiLimits, rateLimited } from "../rate-limits/api-limits.js";
import type { RateLimitVerdict } from "../rate-limits/shared-window-limiter.js";
import { clientAddress } from "./client-address.js";

export { rateLimited } from "../rate-limits/api-limits.js";
export type { RateLimitVerdict } from "../rate-limits/shared-window-limiter.js";

/** What the request still owes the limits: its address's budget, until a verified caller pays. */
interface RequestCharge {
  limits: ApiLimits;
  address: string;
  /** Counted already (to the address or to a verified caller). */
  settled: boolean;
}

function setRateLimitHeaders(res: Response, verdict: RateLimitVerdict) {
  res.setHeader("X-RateLimit-Limit", String(verdict.limit));
  res.setHeader("X-RateLimit-Remaining", String(verdict.remaining));
  res.setHeader("X-RateLimit-Reset", String(verdict.resetSeconds));
}

const chargeOf = (res: Response) => res.locals.rateLimit as RequestCharge | undefined;

/** The app's budgets (one set per app instance, shared with the other instances through the store). */
export function limitsOf(req: Request): ApiLimits {
  return req.app.locals.limits as ApiLimits;
}

async function settle(res: Response, charge: RequestCharge, key: string) {
  charge.settled = true;
  const verdict = await charge.limits.requests.hit(key);
  if (!res.headersSent) setRateLimitHeaders(res, verdict);
  if (!verdict.allowed) throw rateLimited(verdict);
}

/**
 * Every request counts once against one budget of `requestsPerMinute`:
 * - without `Authorization`, its address's, before anything else runs;
 * - with one, the verified caller's once authentication succeeds (`chargeCaller`: one budget per
 *   API key, one per person across the ID tokens they rotate through); if it never verifies (a
 *   public route, a bad or made-up credential, an unknown path), its address's again
 *   (`chargeAddress`). An address that has spent its budget is refused up front whatever
 *   `Authorization` it sends, so made-up credentials buy no fresh budget and no verification work.
 * The address is the one `trust proxy` resolves (`clientAddress`), never a raw header.
 */
export function rateLimit(limits: ApiLimits): RequestHandler {
  return (req, res, next) => {
    const charge: RequestCharge = { limits, address: clientAddress(req), settled: false };
    res.locals.rateLimit = charge;
    const addressKey = `ip:${charge.address}`;
    if (!req.get("Authorization")) {
      settle(res, charge, addressKey).then(() => next(), next);
      return;
    }
    const spent = limits.requests.spent(addressKey);
    if (spent) {
      charge.settled = true;
      setRateLimitHeaders(res, spent);
      next(rateLimited(spent));
      return;
    }
    // Errors count before they are answered (`chargeAddressOnError`); anything else that answered
    // without verifying a caller still counts, afterwards.
    res.on("finish", () => {
      if (!charge.settled) settle(res, charge, addressKey).catch(() => undefined);
    });
    next();
  };
}

/** Counts a request that verified no caller against its address; throws the 429 past the budget. */
export async function chargeAddress(res: Response): Promise<void> {
  const charge = chargeOf(res);
  if (charge && !charge.settled) await settle(res, charge, `ip:${charge.address}`);
}

/** Counts an authenticated request against its verified caller's budget; throws the 429 past it. */
export async function chargeCaller(res: Response, caller: Caller): Promise<void> {
  const charge = chargeOf(res);
  if (!charge || charge.settled) return;
  await settle(res, charge, caller.apiKey ? `apiKey:${caller.tenantId}/${caller.apiKey.id}` : `user:${caller.tenantId}/${caller.uid}`);
}

/**
 * Before an error is answered, bills a request that verified no caller (a made-up credential, an
 * unknown path, a body refused) to its address; past the address's budget the answer is the 429.
 */
export const chargeAddressOnError: ErrorRequestHandler = (err, _req, res, next) => {
  chargeAddress(res).then(
    () => next(err),
    (limitError: unknown) => next(limitError),
  );
};
