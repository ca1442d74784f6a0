import { relinkTenantMemberSchema, type TenantMember } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export { relinkTenantMemberSchema };

export interface RelinkTenantMemberInput {
  uid: string;
  /** The address the person says their account now has; the server checks it against the account. */
  email: string;
}

export function relinkTenantMember({ uid, email }: RelinkTenantMemberInput): Promise<TenantMember> {
  return api("relinkTenantMember", { params: { uid }, body: { email } });
}

export function useRelinkTenantMember() {
  const t = useT();
  return useApiMutation(relinkTenantMember, {
    // The address shows on the workspace's list, on each brand's and in invitations' matching.
    invalidates: () => [memberKeys.all],
    success: (member) => t("members.relinked", { name: member.displayName ?? member.email, email: member.email }),
  });
}
