/**
 * Firebase Auth errors arrive as `auth/<code>` with developer-facing text
 * ("Firebase: Error (auth/invalid-credential)."); people get these sentences instead.
 */
export const authErrorMessages: Record<string, string> = {
  "invalid-credential": "The email or password is incorrect.",
  "wrong-password": "The email or password is incorrect.",
  "user-not-found": "There is no account with this email in this workspace.",
  "email-already-in-use": "An account with this email already exists. Sign in instead.",
  "too-many-requests": "Too many attempts. Wait a few minutes, or reset your password, then try again.",
  "user-disabled": "This account has been disabled. Ask your workspace administrator for help.",
  "user-token-expired": "Your session has expired. Please sign in again.",
  "network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
  "popup-blocked": "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "popup-closed-by-user": "The sign-in window was closed before signing in finished.",
  "unauthorized-domain": "Signing in is not allowed from this web address. Ask your administrator to authorise it.",
  // Not in the required list, but people meet them in the flows this app offers.
  "invalid-email": "Enter a valid email address.",
  "missing-password": "Enter your password.",
  "weak-password": "Choose a password of at least 6 characters.",
  "requires-recent-login": "For your security, enter your current password again.",
  "invalid-action-code": "This link is invalid or has already been used. Ask for a new one.",
  "expired-action-code": "This link has expired. Ask for a new one.",
  "tenant-id-mismatch": "This link belongs to a different workspace.",
  "invalid-tenant-id": "This workspace is not set up for signing in.",
  "operation-not-allowed": "This way of signing in is not enabled for this workspace.",
};

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
  return GENERIC_AUTH_ERROR;
}
