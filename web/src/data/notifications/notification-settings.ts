import type { NotificationSettings, UpdateNotificationSettings } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { notificationKeys } from "./keys";

export function getNotificationSettings(): Promise<NotificationSettings> {
  return api("getNotificationSettings");
}

export function updateNotificationSettings(changes: UpdateNotificationSettings): Promise<NotificationSettings> {
  return api("updateNotificationSettings", { body: changes });
}

/** Whether review notifications also come by email, and in which language. */
export function useNotificationSettings() {
  return useSWR(notificationKeys.settings(), getNotificationSettings);
}

export function useUpdateNotificationSettings() {
  return useApiMutation(updateNotificationSettings, { invalidates: () => [notificationKeys.settings()], success: true });
}
