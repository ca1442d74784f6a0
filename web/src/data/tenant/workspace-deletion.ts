import type { Tenant } from "@vitrine/contract";
import { api } from "@/lib/api";
import { meKeys } from "@/data/me/keys";
import { useApiMutation } from "@/lib/swr";
import { tenantKeys } from "./keys";
import { useT } from "../messages";

export function scheduleWorkspaceDeletion(confirmSlug: string): Promise<Tenant> {
  return api("scheduleWorkspaceDeletion", { body: { confirmSlug } });
}

export function cancelWorkspaceDeletion(): Promise<Tenant> {
  return api("cancelWorkspaceDeletion");
}

/** The console's banner reads the scheduled date from `me`, the settings from the tenant. */
const workspaceKeys = () => [tenantKeys.all, meKeys.all];

export function useScheduleWorkspaceDeletion() {
  const t = useT();
  return useApiMutation(scheduleWorkspaceDeletion, { invalidates: workspaceKeys, success: t("tenant.deletionScheduled") });
}

export function useCancelWorkspaceDeletion() {
  const t = useT();
  return useApiMutation(cancelWorkspaceDeletion, { invalidates: workspaceKeys, success: t("tenant.deletionCancelled") });
}
