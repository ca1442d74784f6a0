import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { IconAlert } from "./icons";

interface DangerBannerProps {
  /** The banner's own frame (a box above a screen, a strip across an editor). */
  className?: string;
  /** `alert` for what just went wrong, `status` for a standing state. */
  role: "alert" | "status";
  /** The message, its title in `<strong>`. */
  children: ReactNode;
  /** The buttons at its end. */
  actions?: ReactNode;
}

/** Something at risk, across a screen: an alert icon, the message and what to do about it. */
export function DangerBanner({ className, role, children, actions }: DangerBannerProps) {
  return (
    <div className={cn("danger-banner", className)} role={role}>
      <span className="danger-banner-icon" aria-hidden="true">
        <IconAlert size={18} />
      </span>
      <div className="danger-banner-text">{children}</div>
      {actions}
    </div>
  );
}
