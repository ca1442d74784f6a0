import type { SentInvitation } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export function resendInvitation(invitationId: string): Promise<SentInvitation> {
  return api("resendInvitation", { params: { invitationId } });
}

export function useResendInvitation() {
  const t = useT();
  return useApiMutation(resendInvitation, {
    invalidates: () => [memberKeys.invitationLists()],
    success: ({ invitation }) => t("members.invitationResent", { email: invitation.email }),
  });
}
