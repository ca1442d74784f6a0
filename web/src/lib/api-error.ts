import type { ErrorCode, FieldIssue } from "@vitrine/contract";

/** Server codes plus the two failures that never reach the server or never come back from it. */
export type ApiErrorCode = ErrorCode | "network-error" | "invalid-response";

/**
 * Everything the API client throws. `status` is set only when the server answered, so the
 * error toast can append it (`Brand not found (404)`) and leave it off for offline failures.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number | undefined;
  readonly issues: FieldIssue[];
  readonly requestId: string | undefined;
  /** The server's `Retry-After` (429, 503), in seconds: when asking again may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { code: ApiErrorCode; message: string; status?: number; issues?: FieldIssue[]; requestId?: string; retryAfterSeconds?: number }) {
    super(init.message);
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status;
    this.issues = init.issues ?? [];
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** This error with other words (the same in another language), everything else kept. */
  withMessages(message: string, issues: FieldIssue[]): ApiError {
    return new ApiError({ code: this.code, message, status: this.status, issues, requestId: this.requestId, retryAfterSeconds: this.retryAfterSeconds });
  }

  /** The message of the issue on one field, for showing it under that input. */
  issueFor(path: string): string | undefined {
    return this.issues.find((issue) => issue.path === path)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
