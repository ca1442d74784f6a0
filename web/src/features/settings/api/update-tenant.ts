import { updateTenantSchema, type Tenant } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { tenantKeys } from "./tenant-keys";

export { updateTenantSchema };

export function updateTenant(body: { name: string }): Promise<Tenant> {
  return api("updateTenant", { body });
}

export function useUpdateTenant() {
  return useApiMutation(updateTenant, {
    // The top bar shows the tenant name from `me`.
    invalidates: () => [tenantKeys.all, meKeys.all],
    success: "Workspace name saved.",
  });
}
