import { updateTenantMemberSchema, type TenantMember, type TenantRole } from "@vitrine/contract";
import { api } from "@/lib/api";
import { meKeys } from "@/data/me/keys";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export { updateTenantMemberSchema };

export interface UpdateTenantMemberInput {
  uid: string;
  role: TenantRole;
}

export function updateTenantMember({ uid, role }: UpdateTenantMemberInput): Promise<TenantMember> {
  return api("updateTenantMember", { params: { uid }, body: { role } });
}

export function useUpdateTenantMember() {
  const t = useT();
  return useApiMutation(updateTenantMember, {
    // Changing one's own role changes what the console lets one do, hence `me`.
    invalidates: () => [memberKeys.tenantLists(), meKeys.all],
    success: (member) => t("members.tenantRoleChanged", { name: member.displayName ?? member.email, role: member.role }),
  });
}
