/**
 * The popup sign-in with a workspace's identity provider, in its own chunk: only people whose
 * address uses single sign-on download it (a namespace import of `firebase/auth` would have put
 * all of Firebase Auth in the sign-in screen's bundle).
 */
import { browserPopupRedirectResolver, OAuthProvider, SAMLAuthProvider, signInWithPopup, type Auth } from "firebase/auth";

export function openProviderPopup(auth: Auth, provider: { providerId: string; protocol: "oidc" | "saml" }, email?: string) {
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
