import { act, render, renderHook, waitFor } from "@testing-library/react";
import { StrictMode, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToastState, resetToasts } from "../toast";
import { DEFAULT_AUTH_ERROR } from "./auth-state";
import { useAuthState, type AuthSubscribe } from "./use-auth-state";

type User = { uid: string };

/** A controllable stand-in for Firebase's onAuthStateChanged. */
function fakeAuth() {
  let next: ((user: User | null) => void) | undefined;
  let fail: ((error: unknown) => void) | undefined;
  const unsubscribe = vi.fn();
  const subscribe: AuthSubscribe<User> = vi.fn((onNext, onFail) => {
    next = onNext;
    fail = onFail;
    return unsubscribe;
  });
  return {
    subscribe,
    unsubscribe,
    report: (user: User | null) => act(() => next!(user)),
    fail: (error: unknown) => act(() => fail!(error)),
  };
}

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

describe("useAuthState", () => {
  it("starts loading with no user, then stores what the listener reports", () => {
    const auth = fakeAuth();
    const { result } = renderHook(() => useAuthState(auth.subscribe, vi.fn()));
    expect(result.current).toEqual({ authUser: null, isLoading: true, error: null });
    auth.report({ uid: "u1" });
    expect(result.current).toEqual({ authUser: { uid: "u1" }, isLoading: false, error: null });
  });

  it("unsubscribes from the listener on unmount", () => {
    const auth = fakeAuth();
    const { unmount } = renderHook(() => useAuthState(auth.subscribe, vi.fn()));
    unmount();
    expect(auth.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("does not initialise while loading, nor when a user is signed in", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn();
    renderHook(() => useAuthState(auth.subscribe, initialise));
    await Promise.resolve();
    expect(initialise).not.toHaveBeenCalled();
    auth.report({ uid: "u1" });
    await Promise.resolve();
    expect(initialise).not.toHaveBeenCalled();
  });

  it("initialises exactly once when loading finished with no user, however often that state recurs", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderHook(() => useAuthState(auth.subscribe, initialise));
    auth.report(null);
    await waitFor(() => expect(initialise).toHaveBeenCalledTimes(1));
    rerender();
    auth.report({ uid: "u1" });
    auth.report(null); // signed out again
    rerender();
    await Promise.resolve();
    expect(initialise).toHaveBeenCalledTimes(1);
  });

  it("initialises once under StrictMode's double effects", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn().mockResolvedValue(undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
    renderHook(() => useAuthState(auth.subscribe, initialise), { wrapper });
    auth.report(null);
    await waitFor(() => expect(initialise).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(initialise).toHaveBeenCalledTimes(1);
  });

  it("does not initialise after a listener error", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn();
    const { result } = renderHook(() => useAuthState(auth.subscribe, initialise));
    auth.fail(new Error("Network down"));
    expect(result.current).toEqual({ authUser: null, isLoading: false, error: "Network down" });
    await Promise.resolve();
    expect(initialise).not.toHaveBeenCalled();
  });

  it("stores the default message for a listener error without one", () => {
    const auth = fakeAuth();
    const { result } = renderHook(() => useAuthState(auth.subscribe, vi.fn()));
    auth.fail({});
    expect(result.current.error).toBe(DEFAULT_AUTH_ERROR);
  });

  it("maps Firebase auth codes in listener errors to product messages", () => {
    const auth = fakeAuth();
    const { result } = renderHook(() => useAuthState(auth.subscribe, vi.fn()));
    auth.fail(Object.assign(new Error("Firebase: Error (auth/user-disabled)."), { code: "auth/user-disabled" }));
    expect(result.current.error).toMatch(/disabled/);
    expect(result.current.error).not.toMatch(/Firebase/);
  });

  it("when the initialisation fails, shows an error toast and stores the message", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn().mockRejectedValue(new Error("The sign-in link has expired"));
    const { result } = renderHook(() => useAuthState(auth.subscribe, initialise));
    auth.report(null);
    await waitFor(() => expect(result.current.error).toBe("The sign-in link has expired"));
    expect(result.current.isLoading).toBe(false);
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({ variant: "destructive", title: "Error", description: "The sign-in link has expired", open: true }),
    ]);
    expect(initialise).toHaveBeenCalledTimes(1);
  });

  it("catches an initialiser that throws synchronously", async () => {
    const auth = fakeAuth();
    const initialise = vi.fn(() => {
      throw new Error("boom");
    });
    const { result } = renderHook(() => useAuthState(auth.subscribe, initialise));
    auth.report(null);
    await waitFor(() => expect(result.current.error).toBe("boom"));
  });

  it("works inside a component tree", async () => {
    const auth = fakeAuth();
    function Probe() {
      const state = useAuthState(auth.subscribe, async () => undefined);
      return <p>{state.isLoading ? "loading" : state.authUser ? `hi ${state.authUser.uid}` : "signed out"}</p>;
    }
    const view = render(<Probe />);
    expect(view.getByText("loading")).toBeTruthy();
    auth.report({ uid: "ada" });
    expect(view.getByText("hi ada")).toBeTruthy();
  });
});
