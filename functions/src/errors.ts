import { errorStatus, type ErrorCode, type FieldIssue } from "@vitrine/contract";

/** The one error type handlers throw; the error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = errorStatus[code];
  }
}

/**
 * The constructor of one code's errors, which services throw instead of `new ApiError(code, …)`
 * (lint: one convention): the message, then what the answer carries besides, if anything (the
 * field issues, headers such as `Retry-After`).
 */
const errorOf =
  (code: ErrorCode) =>
  (message: string, issues?: FieldIssue[], headers?: Record<string, string>): ApiError =>
    new ApiError(code, message, issues, headers);

/** `<what> not found`, or a sentence of its own when the missing thing is not a named object. */
export const notFound = (what: string | { message: string }) => new ApiError("not-found", typeof what === "string" ? `${what} not found` : what.message);
export const forbidden = (message = "You are not allowed to do this", issues?: FieldIssue[]) => new ApiError("permission-denied", message, issues);
export const invalid = errorOf("invalid-argument");
export const unauthenticated = errorOf("unauthenticated");
export const methodNotAllowed = errorOf("method-not-allowed");
export const alreadyExists = errorOf("already-exists");
export const conflict = errorOf("conflict");
export const failedPrecondition = errorOf("failed-precondition");
export const gone = errorOf("gone");
export const payloadTooLarge = errorOf("payload-too-large");
export const unsupportedMediaType = errorOf("unsupported-media-type");
export const unprocessable = errorOf("unprocessable");
/** `rate-limited` (429); `rateLimited` in `rate-limits/api-limits.ts` builds it from a limiter's verdict. */
export const tooManyRequests = errorOf("rate-limited");
export const internalError = errorOf("internal");
export const notImplemented = errorOf("not-implemented");
export const unavailable = errorOf("unavailable");
export const workspaceSuspended = errorOf("workspace-suspended");
export const singleSignOnRequired = errorOf("sso-required");
export const notMember = errorOf("not-a-member");
export const accountEmailMismatch = errorOf("account-email-changed");
