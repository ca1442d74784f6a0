import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { AuthProvider, useAuth } from "@/lib/auth/auth-provider";
import { sessionSwrConfig } from "@/lib/swr-config";

/** A fresh SWR cache per signed-in user: nothing cached for one person is shown to the next. */
function SessionCache({ children }: { children: ReactNode }) {
  const { authUser } = useAuth();
  return (
    <SWRConfig key={authUser?.uid ?? "signed-out"} value={sessionSwrConfig}>
      {children}
    </SWRConfig>
  );
}

/** Firebase Auth and the per-user cache, for the screens where people sign in (console, /dev). */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SessionCache>{children}</SessionCache>
    </AuthProvider>
  );
}
