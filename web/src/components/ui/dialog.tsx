import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { IconX } from "./icons";
import { useT } from "../messages";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row; for forms, render the form in `children` and point submit buttons at it with `form=`. */
  footer?: ReactNode;
  /** `wide` for content to look at side by side (pictures, comparisons); forms keep the default. */
  size?: "default" | "wide";
}

/** A modal built on Radix: focus trap, Escape to close and labelling come for free. */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = "default" }: DialogProps) {
  const t = useT();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className={size === "wide" ? "dialog dialog-wide" : "dialog"}>
          <div className="dialog-header">
            <DialogPrimitive.Title className="dialog-title">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="dialog-description">{description}</DialogPrimitive.Description>
            ) : (
              // Radix warns without a description; an empty hidden one says "none" explicitly.
              <DialogPrimitive.Description className="visually-hidden">{title}</DialogPrimitive.Description>
            )}
            <DialogPrimitive.Close className="dialog-close" aria-label={t("dialog.close")}>
              <IconX />
            </DialogPrimitive.Close>
          </div>
          {children && <div className="dialog-body">{children}</div>}
          {footer && <div className="dialog-footer">{footer}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
