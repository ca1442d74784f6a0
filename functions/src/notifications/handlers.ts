import type { notificationRoutes } from "@vitrine/contract";
import type { RouteHandlers } from "../http/handler.js";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings.js";
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from "./notifications.js";

export const notificationHandlers: RouteHandlers<typeof notificationRoutes> = {
  listNotifications: ({ caller, query }) => listNotifications(caller, query),
  countUnreadNotifications: ({ caller }) => countUnreadNotifications(caller),
  markNotificationRead: ({ caller, params }) => markNotificationRead(caller, params.notificationId),
  markAllNotificationsRead: ({ caller }) => markAllNotificationsRead(caller),
  getNotificationSettings: ({ caller }) => getNotificationSettings(caller),
  updateNotificationSettings: ({ caller, body, ifMatch }) => updateNotificationSettings(caller, body, ifMatch),
};
