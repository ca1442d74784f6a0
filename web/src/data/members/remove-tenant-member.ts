import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { memberKeys } from "./keys";
import { useT } from "../messages";

export function removeTenantMember(uid: string): Promise<{ ok: true }> {
  return api("removeTenantMember", { params: { uid } });
}

export function useRemoveTenantMember() {
  const t = useT();
  return useApiMutation(removeTenantMember, {
    // Their brand roles go with them.
    invalidates: () => [memberKeys.all],
    success: t("members.removedFromWorkspace"),
  });
}
