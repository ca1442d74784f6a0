import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "aria-pressed"> {
  /** Pressed: the chip is filled, and `aria-pressed` says so. */
  on: boolean;
}

/** A round-ended toggle among a few (a weekday, a kind of device): filled while it is on. */
export function ToggleChip({ on, className, ...rest }: ToggleChipProps) {
  return <button type="button" className={cn("toggle-chip", className)} aria-pressed={on} {...rest} />;
}
