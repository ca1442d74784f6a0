import useSWR from "swr";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

/** How often the bell asks again while the console is open (SWR also asks when the tab regains focus). */
const POLL_MS = 60_000;

export function countUnreadNotifications(): Promise<number> {
  return api("countUnreadNotifications").then((answer) => answer.unreadCount);
}

/** The signed-in person's unread notifications, as a number: all the bell needs on every screen. */
export function useUnreadNotificationCount() {
  return useSWR(notificationKeys.unreadCount(), countUnreadNotifications, { refreshInterval: POLL_MS });
}
