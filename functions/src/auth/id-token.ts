import { ApiError, unauthenticated } from "../errors.js";

/** What an Identity Platform tenant id looks like (e.g. `demo-retail-x1y2z`); anything else is no tenant. */
const AUTH_TENANT_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Reads the tenant claim of an ID token without verifying it, to pick the tenant-scoped
 * verifier. The verifier then checks the signature and that the claim matches.
 */
export function unverifiedAuthTenantId(idToken: string): string | undefined {
  const payload = idToken.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { firebase?: { tenant?: unknown } };
    const tenant = claims.firebase?.tenant;
    return typeof tenant === "string" && AUTH_TENANT_ID.test(tenant) ? tenant : undefined;
  } catch {
    return undefined;
  }
}

export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1]) throw unauthenticated("Sign in to continue: send Authorization: Bearer <ID token or API key>");
  return match[1];
}

/** Firebase Auth admin error codes -> what the caller is told. */
export function tokenError(code: string | undefined): ApiError {
  switch (code) {
    case "auth/id-token-expired":
      return unauthenticated("Your session has expired; sign in again");
    case "auth/id-token-revoked":
      return unauthenticated("Your session was revoked; sign in again");
    case "auth/user-disabled":
      return unauthenticated("This account has been disabled");
    case "auth/user-not-found":
      return unauthenticated("This account no longer exists");
    default:
      return unauthenticated("Invalid credentials; sign in again");
  }
}
