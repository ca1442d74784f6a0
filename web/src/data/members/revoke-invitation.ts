import type { TenantInvitation } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export function revokeInvitation(invitationId: string): Promise<TenantInvitation> {
  return api("revokeInvitation", { params: { invitationId } });
}

export function useRevokeInvitation() {
  const t = useT();
  return useApiMutation(revokeInvitation, {
    // The brands it gave roles in stop listing the person as invited.
    invalidates: () => [memberKeys.all],
    success: (invitation) => t("members.invitationRevoked", { email: invitation.email }),
  });
}
