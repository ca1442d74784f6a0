import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { IconAlert, IconCheck } from "./icons";

interface AlertProps {
  tone?: "danger" | "success" | "info";
  title?: string;
  children: ReactNode;
}

/** An inline message inside a form or card (toasts are for outcomes of actions). */
export function Alert({ tone = "info", title, children }: AlertProps) {
  return (
    <div className={cn("alert", `alert-${tone}`)} role={tone === "danger" ? "alert" : "status"}>
      <span className="alert-icon">{tone === "success" ? <IconCheck /> : <IconAlert />}</span>
      <div>
        {title && <p className="alert-title">{title}</p>}
        <div className="alert-body">{children}</div>
      </div>
    </div>
  );
}
