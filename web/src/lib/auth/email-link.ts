/**
 * Email-link sign-in (also how invitations arrive). The link carries the auth tenant id; the
 * SDK refuses to complete it unless `auth.tenantId` matches, so we read it from the link first.
 */
import { isSignInWithEmailLink, parseActionCodeURL, signInWithEmailLink } from "firebase/auth";
import { useSyncExternalStore } from "react";
import { auth } from "../firebase";

const EMAIL_KEY = "vitrine.emailForSignIn";
/** Query parameters Firebase appends to the continue URL; removed once the link is used. */
const LINK_PARAMS = ["apiKey", "oobCode", "mode", "lang", "tenantId", "continueUrl"];

export function rememberEmailForSignIn(email: string) {
  try {
    localStorage.setItem(EMAIL_KEY, email);
  } catch {
    // Without storage the person is asked for their email when they open the link.
  }
}

function storedEmail(): string | null {
  try {
    return localStorage.getItem(EMAIL_KEY);
  } catch {
    return null;
  }
}

// The link that is waiting for the person to confirm their email (opened on another device,
// or an invitation). The sign-in screen subscribes to it.
let pendingLink: string | null = null;
const listeners = new Set<() => void>();
function setPendingLink(link: string | null) {
  pendingLink = link;
  listeners.forEach((listener) => listener());
}

export function usePendingEmailLink(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pendingLink,
  );
}

function cleanUrl(link: string) {
  const url = new URL(link);
  LINK_PARAMS.forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
}

export async function finishEmailLinkSignIn(email: string, link: string) {
  auth.tenantId = parseActionCodeURL(link)?.tenantId ?? null;
  await signInWithEmailLink(auth, email, link);
  try {
    localStorage.removeItem(EMAIL_KEY);
  } catch {
    // Nothing to forget.
  }
  setPendingLink(null);
  cleanUrl(link);
}

/** The console's auth initialiser: completes an email sign-in link when the URL holds one. */
export async function completeEmailLinkSignIn(link: string = window.location.href) {
  if (!isSignInWithEmailLink(auth, link)) return;
  const email = storedEmail();
  if (!email) {
    // Opened on another device or from an invitation: ask for the email on the sign-in screen.
    setPendingLink(link);
    return;
  }
  await finishEmailLinkSignIn(email, link);
}
