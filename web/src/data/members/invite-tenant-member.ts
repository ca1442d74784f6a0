import { inviteTenantMemberSchema, type InviteTenantMember, type SentInvitation } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export { inviteTenantMemberSchema };

export function inviteTenantMember(body: InviteTenantMember): Promise<SentInvitation> {
  return api("inviteTenantMember", { body });
}

export function useInviteTenantMember() {
  const t = useT();
  return useApiMutation(inviteTenantMember, {
    // The invitation, and the brands it gives roles in list the person as invited.
    invalidates: () => [memberKeys.all],
    success: ({ invitation }) => t("members.invited", { email: invitation.email }),
  });
}
