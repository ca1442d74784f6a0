import { inviteTenantMemberSchema, type Invitation, type InviteTenantMember } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { tenantMemberKeys } from "./tenant-member-keys";

export { inviteTenantMemberSchema };

export function inviteTenantMember(body: InviteTenantMember): Promise<Invitation> {
  return api("inviteTenantMember", { body });
}

export function useInviteTenantMember() {
  return useApiMutation(inviteTenantMember, {
    invalidates: () => [tenantMemberKeys.lists()],
    success: (invitation) => `Invitation created for ${invitation.member.email}.`,
  });
}
