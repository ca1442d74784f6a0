import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { Toaster } from "@/components/ui/toaster";
import { swrConfig } from "@/lib/swr";

/**
 * What every route shares. Auth is not here: the public viewer never signs in, so Firebase
 * loads with the signed-in screens' layout route (`SessionProvider`, route-table.tsx) instead.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
      <Toaster />
    </>
  );
}
