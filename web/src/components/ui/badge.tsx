import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type BadgeTone = "neutral" | "accent" | "success" | "warning" | "danger";

interface BadgeProps {
  tone?: BadgeTone;
  /** `sm` for a tag inside a dense row (a list item's tags, a card's "Required"). */
  size?: "md" | "sm";
  /** A small coloured dot before the text, used for statuses. */
  dot?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}

export function Badge({ tone = "neutral", size = "md", dot = false, className, title, children }: BadgeProps) {
  return (
    <span className={cn("badge", `badge-${tone}`, size === "sm" && "badge-sm", className)} title={title}>
      {dot && <span className="badge-dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
