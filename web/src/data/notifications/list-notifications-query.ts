import type { NotificationPage } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

export function listNotifications(cursor?: string): Promise<NotificationPage> {
  return api("listNotifications", { query: { limit: 20, cursor } });
}

/** A page of the signed-in person's notifications, newest first (20), read only while `enabled` (the panel is open). */
export function useNotifications(enabled: boolean, cursor?: string) {
  return useSWR(enabled ? notificationKeys.list(cursor) : null, () => listNotifications(cursor), { keepPreviousData: true });
}
