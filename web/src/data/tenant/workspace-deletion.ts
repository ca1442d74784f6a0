import type { Tenant } from "@contract";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/me";
import { useApiMutation } from "@/lib/swr";
import { tenantKeys } from "./keys";

export function scheduleWorkspaceDeletion(confirmSlug: string): Promise<Tenant> {
  return api("scheduleWorkspaceDeletion", { body: { confirmSlug } });
}

export function cancelWorkspaceDeletion(): Promise<Tenant> {
  return api("cancelWorkspaceDeletion");
}

/** The console's banner reads the scheduled date from `me`, the settings from the tenant. */
const workspaceKeys = () => [tenantKeys.all, meKeys.all];

export function useScheduleWorkspaceDeletion() {
  return useApiMutation(scheduleWorkspaceDeletion, { invalidates: workspaceKeys, success: "The workspace will be deleted in 7 days. You can restore it until then." });
}

export function useCancelWorkspaceDeletion() {
  return useApiMutation(cancelWorkspaceDeletion, { invalidates: workspaceKeys, success: "The workspace was restored. Nothing will be deleted." });
}
