import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onChange"> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Text next to the track; when omitted, give the switch an `aria-label`. */
  label?: string;
}

/** An on/off toggle that screen readers announce as a switch (a checkbox reads as "form data"). */
export function Switch({ checked, onCheckedChange, label, className, disabled, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cn("switch", checked && "switch-on", className)}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {label && <span className="switch-label">{label}</span>}
    </button>
  );
}
