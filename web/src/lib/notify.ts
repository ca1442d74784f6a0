/**
 * The two toasts the whole app raises, formatted as DESIGN.md prescribes:
 * errors are destructive, titled `Error`, and carry the server's message plus ` (STATUS)`;
 * successes default to `Success!` / `Operation completed successfully.` (in the console's language).
 */
import { isApiError } from "./api-error";
import { authErrorMessage, isAuthError } from "./auth-errors";
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE } from "./api-transport";
import { useT } from "./messages";
import { errorTitle, successText, successTitle, toast, type ToastInput } from "./toast";

/** In English; people read it in the console's language. */
export const UNKNOWN_ERROR_MESSAGE = "Something went wrong";

type LibKey = Parameters<typeof useT.now>[0];

/**
 * The messages the API client writes itself (it has no catalogue: the public viewer shares it),
 * by their English text. The server's own messages are shown as they come.
 */
const clientMessages = new Map<string, LibKey>([
  [NETWORK_ERROR_MESSAGE, "errors.network"],
  [INVALID_RESPONSE_MESSAGE, "errors.invalidResponse"],
  ["The request was not valid", "errors.status400"],
  ["You are not signed in", "errors.status401"],
  ["You do not have permission to do this", "errors.status403"],
  ["Not found", "errors.status404"],
  ["This conflicts with the current state", "errors.status409"],
  ["The request is too large", "errors.status413"],
  ["Too many requests, try again shortly", "errors.status429"],
  ["The service is unavailable, try again shortly", "errors.status503"],
  ["Something went wrong on the server", "errors.server"],
  ["The request failed", "errors.requestFailed"],
]);

function apiErrorMessage(message: string): string {
  const key = clientMessages.get(message);
  return key ? useT.now(key) : message;
}

/** The human sentence for any thrown value (without the status suffix). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return apiErrorMessage(error.message);
  if (isAuthError(error)) return authErrorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return useT.now("errors.unknown");
}

export function errorDescription(error: unknown): string {
  const message = errorMessage(error);
  return isApiError(error) && error.status !== undefined ? `${message} (${error.status})` : message;
}

export function errorToast(error: unknown): ToastInput {
  return { variant: "destructive", title: errorTitle(), description: errorDescription(error) };
}

export function successToast(input: Partial<Pick<ToastInput, "title" | "description">> = {}): ToastInput {
  return { variant: "success", title: input.title ?? successTitle(), description: input.description ?? successText() };
}

export function toastError(error: unknown) {
  return toast(errorToast(error));
}

export function toastSuccess(input?: Partial<Pick<ToastInput, "title" | "description">>) {
  return toast(successToast(input));
}
