import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import { Button } from "./button";

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label"> {
  /** Accessible name, naming what it acts on, e.g. "Move segment 2 up". */
  label: string;
  /** The icon. */
  children: ReactNode;
}

/** A small quiet button that holds only an icon (move, edit, remove…); `title` gives it a tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, children, ...rest }, ref) {
  return (
    <Button ref={ref} variant="ghost" size="sm" iconOnly aria-label={label} {...rest}>
      {children}
    </Button>
  );
});
