import { inviteTenantMemberSchema, type InviteTenantMember, type SentInvitation } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

export { inviteTenantMemberSchema };

export function inviteTenantMember(body: InviteTenantMember): Promise<SentInvitation> {
  return api("inviteTenantMember", { body });
}

export function useInviteTenantMember() {
  return useApiMutation(inviteTenantMember, {
    // The invitation, and the brands it gives roles in list the person as invited.
    invalidates: () => [memberKeys.all],
    success: ({ invitation }) => `Invitation created for ${invitation.email}.`,
  });
}
