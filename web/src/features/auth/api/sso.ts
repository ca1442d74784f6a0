/**
 * Single sign-on on the sign-in and invitation screens: which provider an address signs in with
 * (the API answers only for this one address), and signing in with it through Firebase Auth in
 * the workspace's Identity Platform tenant. The popup's resolver is loaded only when someone
 * actually uses single sign-on, so the sign-in screen's bundle stays as it was.
 */
import type { SsoLookupResult } from "@vitrine/contract";
import { emailSchema } from "@vitrine/contract/common";
import { useEffect } from "react";
import useSWR from "swr";
import { publicApi } from "@/lib/public-api";
import { auth } from "@/lib/firebase";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { selectWorkspace } from "./sign-in";

export type SsoProvider = NonNullable<SsoLookupResult["sso"]>;

/** Asked as the sign-in screen is filled in: without the schemas (see `public-api.ts`). */
export function lookUpSingleSignOn(workspace: string, email: string): Promise<SsoLookupResult> {
  return publicApi("lookUpSingleSignOn", { body: { workspace, email } });
}

const slugPattern = /^[a-z0-9-]{1,63}$/;

/** Asks once the person stops typing, and only for a whole address; null while unknown or none. */
export function useSsoLookup(workspace: string, email: string) {
  const typed = `${workspace.trim().toLowerCase()} ${email.trim().toLowerCase()}`;
  const settled = useDebouncedValue(typed, 400);
  const [slug = "", address = ""] = settled.split(" ");
  const ready = slugPattern.test(slug) && emailSchema.safeParse(address).success;
  const { data } = useSWR(ready ? ["sso-lookup", slug, address] : null, () => lookUpSingleSignOn(slug, address), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // An answer for an address no longer in the field is no answer.
  return data && settled === typed ? data.sso : null;
}

type PopupModule = typeof import("./sso-popup");
/** The workspace whose tenant `auth` points at, with the popup's code loaded: see `prepareSsoSignIn`. */
let prepared: { workspace: string; module: PopupModule } | null = null;

/**
 * Points Firebase Auth at the workspace's tenant and loads the popup's code ahead of the click:
 * a browser opens a popup only straight from the click, so nothing may be awaited in between.
 */
export async function prepareSsoSignIn(workspace: string) {
  if (prepared?.workspace === workspace) return;
  const [module] = await Promise.all([import("./sso-popup"), selectWorkspace(workspace)]);
  prepared = { workspace, module };
}

/** Opens the provider's sign-in (a popup) in the workspace's auth tenant; resolves once signed in. */
export function signInWithSso(workspace: string, provider: Pick<SsoProvider, "providerId" | "protocol">, email?: string) {
  if (prepared?.workspace !== workspace) return prepareSsoSignIn(workspace).then(() => Promise.reject(popupNotReady()));
  return prepared.module.openProviderPopup(auth, provider, email);
}

/** Read as the blocked-popup message: the next click works, the code being loaded by then. */
const popupNotReady = () => Object.assign(new Error("The sign-in window was not ready"), { code: "auth/popup-blocked" });

/** Prepares the sign-in as soon as an address turns out to use single sign-on. */
export function usePreparedSso(workspace: string, sso: SsoProvider | null) {
  const slug = workspace.trim().toLowerCase();
  useEffect(() => {
    if (sso) prepareSsoSignIn(slug).catch(() => {});
  }, [slug, sso]);
}
