import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { errorDescription, errorToast, successToast, toastError, toastSuccess, UNKNOWN_ERROR_MESSAGE } from "./notify";
import { getToastState, resetToasts } from "./toast";

afterEach(() => resetToasts());

describe("error toast formatting", () => {
  it("uses the server's message and appends the status", () => {
    const error = new ApiError({ code: "not-found", message: "Brand not found", status: 404 });
    expect(errorToast(error)).toEqual({ variant: "destructive", title: "Error", description: "Brand not found (404)" });
  });

  it("appends the status of any server error, e.g. the last owner conflict", () => {
    const error = new ApiError({ code: "failed-precondition", message: "A workspace needs at least one owner", status: 412 });
    expect(errorDescription(error)).toBe("A workspace needs at least one owner (412)");
  });

  it("leaves the status off when the server never answered", () => {
    const error = new ApiError({ code: "network-error", message: "Could not reach the server" });
    expect(errorDescription(error)).toBe("Could not reach the server");
  });

  it("falls back to the error's own message", () => {
    expect(errorDescription(new Error("Something broke"))).toBe("Something broke");
    expect(errorDescription("plain text")).toBe("plain text");
    expect(errorDescription(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it("turns Firebase auth errors into product sentences", () => {
    const error = Object.assign(new Error("Firebase: Error (auth/too-many-requests)."), { code: "auth/too-many-requests" });
    expect(errorDescription(error)).toMatch(/^Too many attempts/);
  });

  it("toastError raises a destructive toast", () => {
    toastError(new ApiError({ code: "permission-denied", message: "Only admins can do this", status: 403 }));
    expect(getToastState().toasts[0]).toMatchObject({ variant: "destructive", title: "Error", description: "Only admins can do this (403)" });
  });
});

describe("success toast", () => {
  it("defaults to Success! / Operation completed successfully.", () => {
    expect(successToast()).toEqual({ variant: "success", title: "Success!", description: "Operation completed successfully." });
  });

  it("keeps the default title with a custom text", () => {
    toastSuccess({ description: "Brand deleted." });
    expect(getToastState().toasts[0]).toMatchObject({ title: "Success!", description: "Brand deleted." });
  });
});
