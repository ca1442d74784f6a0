import { updateTenantSchema, type Tenant, type UpdateTenant } from "@vitrine/contract";
import { api } from "@/lib/api";
import { meKeys } from "@/data/me/keys";
import { useApiMutation } from "@/lib/swr";
import { tenantKeys } from "./keys";
import { useT } from "../messages";

export { updateTenantSchema };

export function updateTenant(body: UpdateTenant): Promise<Tenant> {
  return api("updateTenant", { body });
}

/** `success` names what the screen saved (the workspace card, the audit log's retention). */
export function useUpdateTenant(success?: string) {
  const t = useT();
  return useApiMutation(updateTenant, {
    // The top bar shows the tenant name from `me`.
    invalidates: () => [tenantKeys.all, meKeys.all],
    success: success ?? t("tenant.saved"),
  });
}
