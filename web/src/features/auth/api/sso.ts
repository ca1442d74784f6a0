/**
 * Single sign-on on the sign-in and invitation screens: which provider an address signs in with
 * (the API answers only for this one address), and signing in with it through Firebase Auth in
 * the workspace's Identity Platform tenant. The popup's resolver is loaded only when someone
 * actually uses single sign-on, so the sign-in screen's bundle stays as it was.
 */
import type { AcceptedInvitation, SsoLookupResult } from "@contract";
import { emailSchema } from "@contract/common";
import useSWR from "swr";
import { api } from "@/lib/api";
import { auth } from "@/lib/firebase";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { selectWorkspace } from "./sign-in";

export type SsoProvider = NonNullable<SsoLookupResult["sso"]>;

export function lookUpSso(workspace: string, email: string): Promise<SsoLookupResult> {
  return api("lookUpSso", { body: { workspace, email } });
}

const slugPattern = /^[a-z0-9-]{1,63}$/;

/** Asks once the person stops typing, and only for a whole address; null while unknown or none. */
export function useSsoLookup(workspace: string, email: string) {
  const typed = `${workspace.trim().toLowerCase()} ${email.trim().toLowerCase()}`;
  const settled = useDebouncedValue(typed, 400);
  const [slug = "", address = ""] = settled.split(" ");
  const ready = slugPattern.test(slug) && emailSchema.safeParse(address).success;
  const { data } = useSWR(ready ? ["sso-lookup", slug, address] : null, () => lookUpSso(slug, address), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // An answer for an address no longer in the field is no answer.
  return data && settled === typed ? data.sso : null;
}

/** Opens the provider's sign-in (a popup) in the workspace's auth tenant; resolves once signed in. */
export async function signInWithSso(workspace: string, provider: Pick<SsoProvider, "providerId" | "protocol">, email?: string) {
  await selectWorkspace(workspace);
  const { OAuthProvider, SAMLAuthProvider, browserPopupRedirectResolver, signInWithPopup } = await import("firebase/auth");
  let authProvider;
  if (provider.protocol === "saml") {
    authProvider = new SAMLAuthProvider(provider.providerId);
  } else {
    const oidc = new OAuthProvider(provider.providerId);
    oidc.addScope("email");
    oidc.addScope("profile");
    // The provider shows the right account first.
    if (email) oidc.setCustomParameters({ login_hint: email });
    authProvider = oidc;
  }
  return signInWithPopup(auth, authProvider, browserPopupRedirectResolver);
}

/**
 * Accepts an invitation by signing in with the workspace's provider: the server checks that the
 * provider vouched for the invited address. A refusal signs the person out again, so nobody is
 * left signed in to a workspace they are not a member of.
 */
export async function acceptInvitationWithSso(
  link: { workspace: string; token: string },
  provider: Pick<SsoProvider, "providerId" | "protocol">,
  email: string,
  displayName?: string,
): Promise<AcceptedInvitation> {
  const { user } = await signInWithSso(link.workspace, provider, email);
  try {
    return await api("acceptInvitationWithSso", { body: { ...link, ...(displayName ? { displayName } : {}) }, token: await user.getIdToken() });
  } catch (error) {
    await auth.signOut();
    throw error;
  }
}
