import type { Notification } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { notificationKeys } from "./keys";

export function markNotificationRead({ notificationId }: { notificationId: string }): Promise<Notification> {
  return api("markNotificationRead", { params: { notificationId } });
}

export function markAllNotificationsRead(): Promise<{ ok: true }> {
  return api("markAllNotificationsRead");
}

const feedAndCount = () => [notificationKeys.lists(), notificationKeys.unreadCount()];

/** Marks one notification read (opening it does); the feed and the bell's count refresh. */
export function useMarkNotificationRead() {
  return useApiMutation(markNotificationRead, { invalidates: feedAndCount });
}

/** Marks every notification read; the feed and the bell's count refresh. */
export function useMarkAllNotificationsRead() {
  return useApiMutation(markAllNotificationsRead, { invalidates: feedAndCount });
}
