/**
 * The invitation link's screen: what the link offers, and accepting it. Accepting creates the
 * person's account on the server (the link proves the mailbox); the client then signs in with the
 * password just chosen, in the workspace's Identity Platform tenant.
 */
import type { AcceptInvitation, InvitationPreview, PreviewInvitation } from "@contract";
import { signInWithEmailAndPassword } from "firebase/auth";
import useSWR from "swr";
import { api } from "@/lib/api";
import { auth } from "@/lib/firebase";
import { rememberWorkspace } from "@/lib/workspace";

export function previewInvitation(link: PreviewInvitation): Promise<InvitationPreview> {
  return api("previewInvitation", { body: link });
}

/** Read once: a link does not change while the screen is open, and a refused one stays refused. */
export function useInvitationPreview(link: PreviewInvitation | null) {
  return useSWR(link ? ["invitation-preview", link.workspace, link.token] : null, () => previewInvitation(link!), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

export async function acceptInvitationAndSignIn(input: AcceptInvitation) {
  const accepted = await api("acceptInvitation", { body: input });
  auth.tenantId = accepted.workspace.authTenantId;
  rememberWorkspace(accepted.workspace.slug);
  await signInWithEmailAndPassword(auth, accepted.member.email, input.password);
  return accepted;
}
