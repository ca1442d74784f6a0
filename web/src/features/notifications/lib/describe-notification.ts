import type { Notification } from "@vitrine/contract";
import type { NotificationsT } from "../messages";

/** The one line that says what happened, in the console's language. */
export function describeNotification(t: NotificationsT, notification: Pick<Notification, "kind" | "actor" | "experienceName">): string {
  return t(`kind.${notification.kind}`, { actor: notification.actor?.name || t("someone"), experience: notification.experienceName });
}

/** What the bell's badge shows: the count, capped so it stays one small circle. */
export const badgeCount = (count: number) => (count > 99 ? "99+" : String(count));
