import { useEffect, useReducer, useRef } from "react";
import { authErrorMessage, isAuthError } from "../auth-errors";
import { toastError } from "../notify";
import { authReducer, initialAuthState, needsInitialisation, type AuthState } from "./auth-state";

/** Subscribes to auth changes; returns the unsubscribe function (Firebase's onAuthStateChanged shape). */
export type AuthSubscribe<U> = (next: (user: U | null) => void, fail: (error: unknown) => void) => () => void;

/**
 * Runs when loading has finished with no user: completes an email sign-in link in the console,
 * or signs in anonymously in the public viewer. It must run once per page load, however often
 * the state later passes through "no user" again (e.g. after signing out).
 */
export type AuthInitialiser = () => Promise<unknown> | unknown;

export function useAuthState<U>(subscribe: AuthSubscribe<U>, initialise: AuthInitialiser): AuthState<U> {
  const [state, dispatch] = useReducer(authReducer<U>, initialAuthState as AuthState<U>);

  useEffect(
    () =>
      subscribe(
        (user) => dispatch({ type: "listener-reported", user }),
        (error) => dispatch({ type: "listener-failed", message: messageOf(error) }),
      ),
    [subscribe],
  );

  // A ref, not state: it must survive re-renders and StrictMode's double effects, and
  // flipping it must not render again.
  const initialised = useRef(false);
  const initialiseRef = useRef(initialise);
  initialiseRef.current = initialise;

  useEffect(() => {
    if (initialised.current || !needsInitialisation(state)) return;
    initialised.current = true;
    Promise.resolve()
      .then(() => initialiseRef.current())
      .catch((error: unknown) => {
        toastError(error);
        dispatch({ type: "initialisation-failed", message: messageOf(error) });
      });
  }, [state]);

  return state;
}

/** The message to store; null lets the reducer fall back to its default sentence. */
function messageOf(error: unknown): string | null {
  if (isAuthError(error)) return authErrorMessage(error);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return null;
}
