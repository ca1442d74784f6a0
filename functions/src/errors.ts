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

export const notFound = (what: string) => new ApiError("not-found", `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") => new ApiError("permission-denied", message);
export const conflict = (message: string) => new ApiError("conflict", message);
export const invalid = (message: string, issues?: FieldIssue[]) => new ApiError("invalid-argument", message, issues);
