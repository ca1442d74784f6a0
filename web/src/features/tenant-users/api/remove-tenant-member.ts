import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { tenantMemberKeys } from "./tenant-member-keys";

export function removeTenantMember(uid: string): Promise<{ ok: true }> {
  return api("removeTenantMember", { params: { uid } });
}

export function useRemoveTenantMember() {
  return useApiMutation(removeTenantMember, {
    invalidates: () => [tenantMemberKeys.lists()],
    success: "Member removed from the workspace.",
  });
}
