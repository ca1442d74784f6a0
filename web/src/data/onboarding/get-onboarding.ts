import type { Onboarding } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { auth } from "@/lib/firebase";
import { onboardingKeys } from "./keys";

/**
 * The checklist and whether the owner's email is verified. While Firebase still has the email as
 * unverified, the account is reloaded first: once the link was followed (in another tab, or on a
 * phone) the next read sends a fresh token saying so, and the server records it.
 */
export async function getOnboarding(): Promise<Onboarding> {
  const user = auth.currentUser;
  if (user && !user.isAnonymous) {
    if (!user.emailVerified) await user.reload().catch(() => undefined);
    // Firebase can learn of the verification (this reload, or restoring the session on a page
    // load) while the ID token it holds still says otherwise: the server reads the token.
    if (user.emailVerified && (await user.getIdTokenResult()).claims.email_verified !== true) await user.getIdToken(true);
  }
  return api("getOnboarding");
}

/** Read on every visit and when the window regains focus, so steps done elsewhere tick. */
export function useOnboarding() {
  return useSWR(onboardingKeys.detail, getOnboarding, { revalidateOnFocus: true });
}
