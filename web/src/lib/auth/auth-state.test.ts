import { describe, expect, it } from "vitest";
import { authReducer, DEFAULT_AUTH_ERROR, initialAuthState, needsInitialisation, type AuthState } from "./auth-state";

type User = { uid: string };
const user: User = { uid: "u1" };
const state = (partial: Partial<AuthState<User>>): AuthState<User> => ({ ...(initialAuthState as AuthState<User>), ...partial });

describe("auth state machine", () => {
  it("starts loading with no user and no error", () => {
    expect(initialAuthState).toEqual({ authUser: null, isLoading: true, error: null });
    expect(needsInitialisation(initialAuthState)).toBe(false);
  });

  it("stores the user the listener reports, stops loading and clears the error", () => {
    const next = authReducer(state({ error: "old" }), { type: "listener-reported", user });
    expect(next).toEqual({ authUser: user, isLoading: false, error: null });
  });

  it("stores a null user the same way (signed out)", () => {
    const next = authReducer(state({ authUser: user, isLoading: false }), { type: "listener-reported", user: null });
    expect(next).toEqual({ authUser: null, isLoading: false, error: null });
  });

  it("on a listener error stops loading and stores its message", () => {
    const next = authReducer(state({}), { type: "listener-failed", message: "Token revoked" });
    expect(next).toEqual({ authUser: null, isLoading: false, error: "Token revoked" });
  });

  it("on a listener error without a message stores the default message", () => {
    expect(authReducer(state({}), { type: "listener-failed" }).error).toBe(DEFAULT_AUTH_ERROR);
    expect(authReducer(state({}), { type: "listener-failed", message: "" }).error).toBe("An error occurred during authentication");
  });

  it("stores the message when the initialisation fails, keeping the rest", () => {
    const next = authReducer(state({ isLoading: false }), { type: "initialisation-failed", message: "Link expired" });
    expect(next).toEqual({ authUser: null, isLoading: false, error: "Link expired" });
    expect(authReducer(state({ isLoading: false }), { type: "initialisation-failed" }).error).toBe(DEFAULT_AUTH_ERROR);
  });

  it("needs initialisation only when loading finished with no user and no error", () => {
    expect(needsInitialisation(state({ isLoading: false }))).toBe(true);
    expect(needsInitialisation(state({ isLoading: true }))).toBe(false);
    expect(needsInitialisation(state({ isLoading: false, authUser: user }))).toBe(false);
    expect(needsInitialisation(state({ isLoading: false, error: "x" }))).toBe(false);
  });

  it("does not mutate the previous state", () => {
    const before = state({});
    const frozen = Object.freeze({ ...before });
    authReducer(frozen, { type: "listener-reported", user });
    expect(frozen).toEqual(before);
  });
});
