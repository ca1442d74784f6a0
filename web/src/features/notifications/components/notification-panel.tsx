import { notificationPath, type Notification } from "@vitrine/contract";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { useNotifications } from "@/data/notifications/list-notifications-query";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "@/data/notifications/mark-notifications-read-mutation";
import { formatRelativeTime } from "@/lib/format";
import { describeNotification } from "../lib/describe-notification";
import { useT } from "../messages";
import "./notification-panel.css";

/** The person's notifications, newest first: opening one marks it read and goes where it happened. */
export default function NotificationPanel() {
  const t = useT();
  const navigate = useNavigate();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const { data, error, isLoading } = useNotifications(true, cursor);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (!notification.readAt) void markRead.trigger({ notificationId: notification.id });
    navigate(notificationPath(notification));
  };

  return (
    <div className="notification-panel">
      <div className="notification-panel-head">
        <DropdownMenuLabel className="notification-panel-title">{t("panel.title")}</DropdownMenuLabel>
        {(data?.unreadCount ?? 0) > 0 && (
          <DropdownMenuItem
            className="notification-panel-mark-all"
            onSelect={(event) => {
              event.preventDefault(); // stay open: the list shows them read
              void markAll.trigger(undefined);
            }}
          >
            {t("panel.markAllRead")}
          </DropdownMenuItem>
        )}
      </div>
      <DropdownMenuSeparator className="notification-panel-separator" />
      {error ? (
        <p className="notification-menu-note">{t("panel.error")}</p>
      ) : isLoading && !data ? (
        <p className="notification-menu-note">{t("panel.loading")}</p>
      ) : data && data.items.length === 0 && !cursor ? (
        <p className="notification-menu-note">{t("panel.empty")}</p>
      ) : (
        <div className="notification-panel-list">
          {cursors.length > 0 && (
            <DropdownMenuItem
              className="notification-panel-page"
              onSelect={(event) => {
                event.preventDefault();
                setCursors((list) => list.slice(0, -1));
              }}
            >
              {t("panel.newer")}
            </DropdownMenuItem>
          )}
          {data?.items.map((notification) => (
            <DropdownMenuItem
              key={notification.id}
              className="notification-item"
              data-unread={notification.readAt ? undefined : ""}
              onSelect={() => open(notification)}
            >
              <span className="notification-item-dot" aria-hidden="true" />
              <span className="notification-item-body">
                <span className="notification-item-what">{describeNotification(t, notification)}</span>
                {notification.excerpt && <span className="notification-item-excerpt">{notification.excerpt}</span>}
                <span className="notification-item-when">
                  <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt)}</time>
                  {!notification.readAt && <span className="visually-hidden"> · {t("panel.unread")}</span>}
                </span>
              </span>
            </DropdownMenuItem>
          ))}
          {data?.nextCursor && (
            <DropdownMenuItem
              className="notification-panel-page"
              onSelect={(event) => {
                event.preventDefault();
                setCursors((list) => [...list, data.nextCursor!]);
              }}
            >
              {t("panel.older")}
            </DropdownMenuItem>
          )}
        </div>
      )}
    </div>
  );
}
