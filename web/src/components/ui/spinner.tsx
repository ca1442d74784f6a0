import { cn } from "@/lib/cn";

interface SpinnerProps {
  size?: number;
  className?: string;
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
}

export function Spinner({ size = 16, className, label }: SpinnerProps) {
  return (
    <span
      className={cn("spinner", className)}
      style={{ width: size, height: size }}
      role={label ? "status" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
