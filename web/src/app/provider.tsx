import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider, useAuth } from "@/lib/auth/auth-provider";
import { swrConfig } from "@/lib/swr";

/** A fresh SWR cache per signed-in user: nothing cached for one person is shown to the next. */
function SessionCache({ children }: { children: ReactNode }) {
  const { authUser } = useAuth();
  return (
    <SWRConfig key={authUser?.uid ?? "signed-out"} value={swrConfig}>
      {children}
    </SWRConfig>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SessionCache>{children}</SessionCache>
      <Toaster />
    </AuthProvider>
  );
}
