import type { Request } from "express";

/**
 * The client's address as the app's `trust proxy` hop count resolves it from X-Forwarded-For:
 * the entry that many hops from the right, which the last proxy we trust wrote; whatever a
 * client wrote further left is ignored. A request with no address at all (a Unix socket without
 * forwarding) shares one bucket.
 */
export function clientAddress(req: Request): string {
  return req.ip || "unknown";
}
