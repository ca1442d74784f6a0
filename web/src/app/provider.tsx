import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "@/lib/swr-config";

/**
 * What every route shares. Auth and toasts are not here: the public viewer never signs in, so
 * Firebase and the toaster load with the signed-in screens' layout route (`session-layout.tsx`).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
