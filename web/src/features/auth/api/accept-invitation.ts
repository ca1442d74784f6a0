/**
 * The invitation link's screen: what the link offers, and accepting it. Accepting creates the
 * person's account on the server (the link proves the mailbox); the client then signs in with the
 * password just chosen, in the workspace's Identity Platform tenant.
 */
import type { AcceptedInvitation, AcceptInvitation, InvitationPreview, PreviewInvitation } from "@vitrine/contract";
import { signInWithEmailAndPassword } from "firebase/auth";
import useSWR from "swr";
import { api } from "@/lib/api";
import { auth } from "@/lib/firebase";
import { rememberWorkspace } from "@/lib/workspace";
import { signInWithSso, type SsoProvider } from "./sso";

export function previewInvitation(link: PreviewInvitation): Promise<InvitationPreview> {
  return api("previewInvitation", { body: link });
}

/**
 * One preview request per link and page load: signing in swaps the per-user SWR cache, which
 * would otherwise ask again about a link that is, by then, used.
 */
const previews = new Map<string, Promise<InvitationPreview>>();
/** Links accepted in this page load: the screen shows "signing in" instead of the form again. */
const accepted = new Set<string>();
const linkKey = (link: PreviewInvitation) => `${link.workspace}/${link.token}`;

export const isAccepted = (link: PreviewInvitation) => accepted.has(linkKey(link));
/** Notes a link accepted another way (single sign-on), so the screen stops offering it. */
export const markAccepted = (link: PreviewInvitation) => void accepted.add(linkKey(link));

function previewOnce(link: PreviewInvitation): Promise<InvitationPreview> {
  const key = linkKey(link);
  let preview = previews.get(key);
  if (!preview) {
    preview = previewInvitation(link);
    previews.set(key, preview);
    preview.catch(() => previews.delete(key));
  }
  return preview;
}

/** Read once: a link does not change while the screen is open, and a refused one stays refused. */
export function useInvitationPreview(link: PreviewInvitation | null) {
  return useSWR(link ? ["invitation-preview", linkKey(link)] : null, () => previewOnce(link!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

export async function acceptInvitationAndSignIn(input: AcceptInvitation) {
  const result = await api("acceptInvitation", { body: input });
  accepted.add(linkKey(input));
  auth.tenantId = result.workspace.authTenantId;
  rememberWorkspace(result.workspace.slug);
  await signInWithEmailAndPassword(auth, result.member.email, input.password);
  return result;
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
  // Called straight from the click (the popup must open before anything is awaited).
  const { user } = await signInWithSso(link.workspace, provider, email);
  try {
    return await api("acceptInvitationWithSso", { body: { ...link, ...(displayName ? { displayName } : {}) }, token: await user.getIdToken() });
  } catch (error) {
    await auth.signOut();
    throw error;
  }
}
