/**
 * The two toasts the whole app raises, formatted as DESIGN.md prescribes:
 * errors are destructive, titled `Error`, and carry the server's message plus ` (STATUS)`;
 * successes default to `Success!` / `Operation completed successfully.`
 */
import { isApiError } from "./api-error";
import { authErrorMessage, isAuthError } from "./auth-errors";
import { ERROR_TITLE, SUCCESS_TEXT, SUCCESS_TITLE, toast, type ToastInput } from "./toast";

export const UNKNOWN_ERROR_MESSAGE = "Something went wrong";

/** The human sentence for any thrown value (without the status suffix). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (isAuthError(error)) return authErrorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}

export function errorDescription(error: unknown): string {
  const message = errorMessage(error);
  return isApiError(error) && error.status !== undefined ? `${message} (${error.status})` : message;
}

export function errorToast(error: unknown): ToastInput {
  return { variant: "destructive", title: ERROR_TITLE, description: errorDescription(error) };
}

export function successToast(input: Partial<Pick<ToastInput, "title" | "description">> = {}): ToastInput {
  return { variant: "success", title: input.title ?? SUCCESS_TITLE, description: input.description ?? SUCCESS_TEXT };
}

export function toastError(error: unknown) {
  return toast(errorToast(error));
}

export function toastSuccess(input?: Partial<Pick<ToastInput, "title" | "description">>) {
  return toast(successToast(input));
}
