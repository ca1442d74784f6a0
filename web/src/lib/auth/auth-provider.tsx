import { onAuthStateChanged, type User } from "firebase/auth";
import { createContext, useContext, type ReactNode } from "react";
import { auth } from "../firebase";
import type { AuthState } from "./auth-state";
import { completeEmailLinkSignIn } from "./email-link";
import { useAuthState, type AuthInitialiser, type AuthSubscribe } from "./use-auth-state";

const AuthContext = createContext<AuthState<User> | null>(null);

const subscribeToFirebase: AuthSubscribe<User> = (next, fail) =>
  onAuthStateChanged(
    auth,
    (user) => {
      // A user restored from storage belongs to an auth tenant; later reauthentication and
      // token refreshes need the Auth instance pointed at the same tenant.
      if (user && auth.tenantId !== user.tenantId) auth.tenantId = user.tenantId;
      next(user);
    },
    fail,
  );

interface AuthProviderProps {
  /** What to run once when nobody is signed in; the public viewer passes an anonymous sign-in. */
  initialise?: AuthInitialiser;
  children: ReactNode;
}

export function AuthProvider({ initialise = completeEmailLinkSignIn, children }: AuthProviderProps) {
  const state = useAuthState(subscribeToFirebase, initialise);
  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState<User> {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
