import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";

export function removeTenantMember(uid: string): Promise<{ ok: true }> {
  return api("removeTenantMember", { params: { uid } });
}

export function useRemoveTenantMember() {
  return useApiMutation(removeTenantMember, {
    // Their brand roles go with them.
    invalidates: () => [memberKeys.all],
    success: "Member removed from the workspace.",
  });
}
