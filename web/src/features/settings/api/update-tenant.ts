import { updateTenantSchema, type Tenant, type UpdateTenant } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { tenantKeys } from "./tenant-keys";

export { updateTenantSchema };

export function updateTenant(body: UpdateTenant): Promise<Tenant> {
  return api("updateTenant", { body });
}

export function useUpdateTenant() {
  return useApiMutation(updateTenant, {
    // The top bar shows the tenant name from `me`.
    invalidates: () => [tenantKeys.all, meKeys.all],
    success: "Workspace saved.",
  });
}
