/**
 * Firebase Auth errors arrive as `auth/<code>` with developer-facing text
 * ("Firebase: Error (auth/invalid-credential)."); people get these sentences instead.
 */
import { useT } from "./messages";

const codes = [
  "invalid-credential",
  "wrong-password",
  "user-not-found",
  "email-already-in-use",
  "too-many-requests",
  "user-disabled",
  "user-token-expired",
  "network-request-failed",
  "popup-blocked",
  "popup-closed-by-user",
  "unauthorized-domain",
  // Not in the required list, but people meet them in the flows this app offers.
  "invalid-email",
  "missing-password",
  "weak-password",
  "requires-recent-login",
  "invalid-action-code",
  "expired-action-code",
  "tenant-id-mismatch",
  "invalid-tenant-id",
  "operation-not-allowed",
] as const;

/** Each code's sentence, in the console's language when it is read. */
export const authErrorMessages: Record<string, string> = Object.defineProperties(
  {},
  Object.fromEntries(codes.map((code) => [code, { enumerable: true, get: () => useT.now(`authErrors.${code}`) }])),
);

/** In English; people read it in the console's language. */
export const GENERIC_AUTH_ERROR = "Something went wrong while signing in. Please try again.";

/** `auth/invalid-credential` -> `invalid-credential`; undefined when the value is no auth error. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = (error as { code: unknown }).code;
  if (typeof code !== "string" || !code.startsWith("auth/")) return undefined;
  return code.slice("auth/".length);
}

export function isAuthError(error: unknown): boolean {
  return authErrorCode(error) !== undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && authErrorMessages[code]) return authErrorMessages[code];
  return useT.now("authErrors.generic");
}
