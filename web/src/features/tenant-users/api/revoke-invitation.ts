import type { TenantInvitation } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { invitationKeys } from "./invitation-keys";

export function revokeInvitation(invitationId: string): Promise<TenantInvitation> {
  return api("revokeInvitation", { params: { invitationId } });
}

export function useRevokeInvitation() {
  return useApiMutation(revokeInvitation, {
    invalidates: () => [invitationKeys.lists()],
    success: (invitation) => `The invitation of ${invitation.email} was revoked: its link no longer works.`,
  });
}
