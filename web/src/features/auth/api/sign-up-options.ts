import type { SignUpOptions } from "@vitrine/contract";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";

/**
 * Whether anyone may create a workspace here, and how: asked by the sign-in screen (its "Create a
 * workspace" link) and the sign-up screen. Public, so without the schemas (see `public-api.ts`):
 * the sign-in screen is the console's first screen.
 */
export function useSignUpOptions() {
  return useSWR(["sign-up-options"], (): Promise<SignUpOptions> => publicApi("getSignUpOptions"), { revalidateOnFocus: false });
}
