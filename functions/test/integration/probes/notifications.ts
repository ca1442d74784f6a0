import { is, missing, NOBODY, type AreaProbes } from "../../helpers/probes.js";

/** A person's own notifications: every signed-in person reaches their own feed, no API key does. */
export const notificationProbes: AreaProbes = async (name) => {
  switch (name) {
    case "listNotifications":
      return { path: "/v1/me/notifications" };
    case "countUnreadNotifications":
      return { path: "/v1/me/notifications/unread-count" };
    case "markNotificationRead":
      return { path: `/v1/me/notifications/${NOBODY}/read`, allowed: missing("Notification") };
    case "markAllNotificationsRead":
      return { path: "/v1/me/notifications/read-all" };
    case "getNotificationSettings":
      return { path: "/v1/me/notification-settings" };
    case "updateNotificationSettings":
      return { path: "/v1/me/notification-settings", json: { emailReviews: "yes" }, allowed: is(400) };
    default:
      return undefined;
  }
};
