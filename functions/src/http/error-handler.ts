import type { ErrorRequestHandler, RequestHandler } from "express";
import { config } from "../config.js";
import type { ErrorEnvelope } from "@vitrine/contract";
import { logs } from "../logs.js";
import { ApiError, conflict, internalError, invalid, payloadTooLarge, unavailable, unsupportedMediaType } from "../errors.js";
import { isContended, isOverCapacity, isUnreachable } from "../firestore/error-codes.js";

/**
 * Whether an Auth error is Auth (or the keys it signs with) being unreachable rather than a bad
 * token: `auth/internal-error` (Identity Toolkit failed), a network failure, or the public keys
 * that verify tokens failing to download (firebase-admin reports that as `auth/argument-error`
 * with the fetch's message). Such a request deserves a 503 and a retry, not "sign in again".
 */
export function isAuthOutage(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e?.code === "string" ? e.code : "";
  const message = typeof e?.message === "string" ? e.message : "";
  if (code === "auth/internal-error" || code.startsWith("app/network")) return true;
  if (!code.startsWith("auth/") && !code.startsWith("app/")) return false;
  return /fetching public keys|Error while making request|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|socket hang up/i.test(message);
}

function isDependencyDown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  if (isUnreachable(err)) return true;
  if (isAuthOutage(err)) return true;
  const text = `${String(e?.code ?? "")} ${String(e?.message ?? "")}`;
  return /ECONNREFUSED|ECONNRESET|network-request-failed/i.test(text);
}

/** Errors body-parser raises for what the client sent (express.json or the platform's parser). */
function fromBodyParser(err: { type?: string; status?: number }): ApiError | undefined {
  switch (err.type) {
    case "entity.parse.failed":
      return invalid("The request body is not valid JSON");
    case "entity.too.large":
      return payloadTooLarge(`The request body is larger than ${config.maxJsonBodyBytes} bytes`);
    case "encoding.unsupported":
    case "charset.unsupported":
      return unsupportedMediaType("Unsupported request body encoding");
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
      return invalid("The request body could not be read");
  }
  // body-parser marks the rest of what the client sent wrong as exposable 4xx errors without a
  // type: e.g. a body that does not decompress as its Content-Encoding says.
  const { status, expose } = err as { status?: unknown; expose?: unknown };
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) {
    if (status === 413) return payloadTooLarge(`The request body is larger than ${config.maxJsonBodyBytes} bytes`);
    if (status === 415) return unsupportedMediaType("Unsupported request body encoding");
    return invalid("The request body could not be read (does it match its Content-Encoding?)");
  }
  return undefined;
}

export function toApiError(err: unknown, requestId: string): ApiError {
  if (err instanceof ApiError) return err;
  // The router decodes each path parameter: `%E0%A4%A` or a lone `%` is the client's mistake.
  if (err instanceof URIError) return invalid("The path holds invalid percent-encoding (it must encode UTF-8)");
  const parsed = fromBodyParser(err as { type?: string });
  if (parsed) return parsed;
  if (isContended(err)) {
    // A transaction that kept meeting concurrent writes (the client library already retried it).
    return conflict("This object is being changed by another request; try again", undefined, { "Retry-After": "1" });
  }
  if (isOverCapacity(err)) {
    logs.dependencyDown(err, requestId);
    return unavailable("The database is over its capacity right now; try again shortly", undefined, {
      "Retry-After": String(config.retryAfterSeconds),
    });
  }
  if (isDependencyDown(err)) {
    logs.dependencyDown(err, requestId);
    return unavailable("A service the API depends on is unavailable; try again shortly", undefined, {
      "Retry-After": String(config.retryAfterSeconds),
    });
  }
  logs.unexpectedError(err, requestId);
  return internalError("Something went wrong on our side");
}

export function sendError(res: Parameters<RequestHandler>[1], error: ApiError, requestId: string) {
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  const body: ErrorEnvelope = {
    error: {
      code: error.code,
      message: error.message,
      status: error.status,
      requestId,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
  res.status(error.status).json(body);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    // The request deadline already answered 503: what the work ends with has nowhere to go.
    if (res.locals.deadlinePassed) {
      toApiError(err, String(res.getHeader("X-Request-Id") ?? ""));
      return;
    }
    return next(err);
  }
  const requestId = String(res.getHeader("X-Request-Id") ?? "");
  sendError(res, toApiError(err, requestId), requestId);
};
