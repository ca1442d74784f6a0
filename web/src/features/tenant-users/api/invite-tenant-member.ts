import { inviteTenantMemberSchema, type InviteTenantMember, type SentInvitation } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { invitationKeys } from "./invitation-keys";

export { inviteTenantMemberSchema };

export function inviteTenantMember(body: InviteTenantMember): Promise<SentInvitation> {
  return api("inviteTenantMember", { body });
}

export function useInviteTenantMember() {
  return useApiMutation(inviteTenantMember, {
    invalidates: () => [invitationKeys.lists()],
    success: ({ invitation }) => `Invitation created for ${invitation.email}.`,
  });
}
