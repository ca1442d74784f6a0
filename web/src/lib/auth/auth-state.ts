/**
 * The auth state machine of DESIGN.md section 4, as a pure reducer so every transition can be
 * tested without Firebase. `U` is the user type (Firebase's `User` in the app).
 */
import { useT } from "../messages";

export interface AuthState<U> {
  authUser: U | null;
  isLoading: boolean;
  error: string | null;
}

/** In English; the state holds it in the console's language. */
export const DEFAULT_AUTH_ERROR = "An error occurred during authentication";
const defaultAuthError = () => useT.now("auth.defaultError");

export const initialAuthState: AuthState<never> = { authUser: null, isLoading: true, error: null };

export type AuthAction<U> =
  /** The Firebase listener reported a user (or null). */
  | { type: "listener-reported"; user: U | null }
  /** The Firebase listener failed. */
  | { type: "listener-failed"; message?: string | null }
  /** The one-time auth initialisation (email link, anonymous sign-in) failed. */
  | { type: "initialisation-failed"; message?: string | null };

export function authReducer<U>(state: AuthState<U>, action: AuthAction<U>): AuthState<U> {
  switch (action.type) {
    case "listener-reported":
      return { authUser: action.user, isLoading: false, error: null };
    case "listener-failed":
      return { ...state, isLoading: false, error: action.message || defaultAuthError() };
    case "initialisation-failed":
      return { ...state, error: action.message || defaultAuthError() };
  }
}

/** Loading has finished with neither a user nor an error: time to run the initialiser. */
export function needsInitialisation<U>(state: AuthState<U>): boolean {
  return !state.isLoading && state.authUser === null && state.error === null;
}
