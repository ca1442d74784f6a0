import { lazy, Suspense, useState } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { makeIcon } from "@/components/ui/icons";
import { useUnreadNotificationCount } from "@/data/notifications/unread-count-query";
import { badgeCount } from "../lib/describe-notification";
import { useT } from "../messages";
import "./notification-bell.css";

const IconBell = makeIcon(["M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9", "M10.3 21a1.94 1.94 0 0 0 3.4 0"], "IconBell");

// The list is fetched with its own code the first time the bell opens (or is pointed at): every
// screen carries the bell, and only the count is needed until then.
const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(loadPanel);

/** The bell in the top bar: the unread count, and the person's notifications when opened. */
export function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { data: unread = 0 } = useUnreadNotificationCount();
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        className="notification-bell"
        aria-label={unread > 0 ? t("bell.labelUnread", { count: unread }) : t("bell.label")}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <IconBell size={20} />
        {unread > 0 && (
          <span className="notification-bell-count" aria-hidden="true">
            {badgeCount(unread)}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="notification-menu" collisionPadding={8}>
        {open && (
          <Suspense fallback={<p className="notification-menu-note">{t("panel.loading")}</p>}>
            <NotificationPanel />
          </Suspense>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
