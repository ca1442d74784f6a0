import type { SentInvitation } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

export function resendInvitation(invitationId: string): Promise<SentInvitation> {
  return api("resendInvitation", { params: { invitationId } });
}

export function useResendInvitation() {
  return useApiMutation(resendInvitation, {
    invalidates: () => [memberKeys.invitationLists()],
    success: ({ invitation }) => `A new link was made for ${invitation.email}; the previous one no longer works.`,
  });
}
