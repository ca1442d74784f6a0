import type { RequestHandler } from "express";
import { config } from "../config.js";
import { logs } from "../logs.js";
import { unavailable } from "../errors.js";
import { sendError } from "./error-handler.js";

/**
 * Answers 503 with Retry-After when a request is still unanswered after `ms`: a dependency that
 * hangs (each Firestore call has its own deadline, but the client retries some) then gets an
 * answer the client can act on before the platform's timeout cuts the connection. The work goes
 * on; whatever it answers later is dropped (`res.locals.deadlinePassed`), and a POST's
 * Idempotency-Key still records its outcome for the retry.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.locals.deadlinePassed = true;
      const requestId = String(res.locals.requestId ?? "");
      logs.dependencyDown(new Error(`${req.method} ${req.path}: no answer within ${ms} ms`), requestId);
      const error = unavailable("The API could not answer in time; try again shortly", undefined, {
        "Retry-After": String(config.retryAfterSeconds),
      });
      sendError(res, error, requestId);
    }, ms);
    timer.unref();
    res.on("finish", () => clearTimeout(timer));
    res.on("close", () => clearTimeout(timer));
    next();
  };
}
