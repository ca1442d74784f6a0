/**
 * The sign-up screen's calls. Creating the workspace is the server's job (tenant, auth tenant,
 * account); the client then signs in with the password just chosen, in the new workspace's
 * Identity Platform tenant, and asks Firebase to send the verification email.
 */
import type { SignUp, SlugAvailability } from "@vitrine/contract";
import { sendEmailVerification, signInWithEmailAndPassword, type User } from "firebase/auth";
import useSWR from "swr";
import { api } from "@/lib/api";
import { isApiError } from "@/lib/api-error";
import { auth } from "@/lib/firebase";
import { rememberWorkspace } from "@/lib/workspace";
import { getWorkspace } from "./get-workspace";

export const signUpKeys = {
  slug: (slug: string) => ["sign-up-slug", slug] as const,
};

/** Asked as the short name is typed (debounced by the caller). */
export function useSlugAvailability(slug: string) {
  return useSWR(slug ? signUpKeys.slug(slug) : null, (): Promise<SlugAvailability> => api("checkSlugAvailability", { query: { slug } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Where the verification link brings the owner back to: the console, which then notices. */
export function verifiedReturnUrl() {
  return `${window.location.origin}/manager/panel/brands?verified=1`;
}

export function sendVerificationEmail(user: User) {
  return sendEmailVerification(user, { url: verifiedReturnUrl() });
}

async function signInTo(workspace: { slug: string; authTenantId: string }, email: string, password: string) {
  auth.tenantId = workspace.authTenantId;
  rememberWorkspace(workspace.slug);
  return signInWithEmailAndPassword(auth, email, password);
}

/**
 * Creates the workspace and signs its owner in. A resend of the same form carries the same
 * `idempotencyKey`, so the server answers it with the workspace it already made. Should that record
 * be gone, the name is now "taken" by this very sign-up: signing in with the same password tells,
 * and carries on.
 */
export async function signUpAndSignIn(input: SignUp, idempotencyKey: string) {
  let workspace: { slug: string; authTenantId: string };
  let created = false;
  try {
    workspace = (await api("signUp", { body: input, idempotencyKey })).workspace;
    created = true;
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const existing = await getWorkspace(input.slug.trim().toLowerCase()).catch(() => null);
    if (!existing) throw error;
    try {
      await signInTo(existing, input.email, input.password);
      return;
    } catch {
      throw error;
    }
  }
  const { user } = await signInTo(workspace, input.email, input.password);
  // The workspace exists either way; a failed send is offered again by the console's banner.
  if (created) await sendVerificationEmail(user).catch(() => undefined);
}
