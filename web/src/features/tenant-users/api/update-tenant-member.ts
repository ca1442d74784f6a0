import { updateTenantMemberSchema, type TenantMember, type TenantRole } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { tenantMemberKeys } from "./tenant-member-keys";

export { updateTenantMemberSchema };

export interface UpdateTenantMemberInput {
  uid: string;
  role: TenantRole;
}

export function updateTenantMember({ uid, role }: UpdateTenantMemberInput): Promise<TenantMember> {
  return api("updateTenantMember", { params: { uid }, body: { role } });
}

export function useUpdateTenantMember() {
  return useApiMutation(updateTenantMember, {
    // Changing one's own role changes what the console lets one do, hence `me`.
    invalidates: () => [tenantMemberKeys.lists(), meKeys.all],
    success: (member) => `${member.displayName ?? member.email} is now ${member.role === "admin" ? "an" : "a"} ${member.role}.`,
  });
}
