import { describe, expect, it } from "vitest";
import { authErrorCode, authErrorMessage, authErrorMessages, GENERIC_AUTH_ERROR, isAuthError } from "./auth-errors";

const required = [
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
];

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("auth error messages", () => {
  it.each(required)("has a product message for auth/%s", (code) => {
    const message = authErrorMessage(firebaseError(`auth/${code}`));
    expect(message).toBe(authErrorMessages[code]);
    expect(message).not.toMatch(/firebase|auth\//i);
    expect(message.endsWith(".")).toBe(true);
  });

  it("gives the same message for a wrong password and unknown credentials (no account probing)", () => {
    expect(authErrorMessage(firebaseError("auth/wrong-password"))).toBe(authErrorMessage(firebaseError("auth/invalid-credential")));
  });

  it("names the specific problems people can act on", () => {
    expect(authErrorMessage(firebaseError("auth/too-many-requests"))).toMatch(/Too many attempts/);
    expect(authErrorMessage(firebaseError("auth/user-disabled"))).toMatch(/disabled/);
    expect(authErrorMessage(firebaseError("auth/network-request-failed"))).toMatch(/connection/);
    expect(authErrorMessage(firebaseError("auth/popup-blocked"))).toMatch(/pop-ups/);
    expect(authErrorMessage(firebaseError("auth/email-already-in-use"))).toMatch(/already exists/);
    expect(authErrorMessage(firebaseError("auth/user-token-expired"))).toMatch(/sign in again/);
  });

  it("falls back to a generic sentence for unknown auth codes and non-auth errors", () => {
    expect(authErrorMessage(firebaseError("auth/something-new"))).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(new Error("x"))).toBe(GENERIC_AUTH_ERROR);
  });

  it("extracts the code only from auth errors", () => {
    expect(authErrorCode(firebaseError("auth/user-disabled"))).toBe("user-disabled");
    expect(authErrorCode({ code: "storage/unknown" })).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
    expect(isAuthError(firebaseError("auth/x"))).toBe(true);
    expect(isAuthError("auth/x")).toBe(false);
  });
});
