import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "@/lib/cn";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, dismissToast, useToast } from "@/lib/toast";
import { IconAlert, IconCheck, IconX } from "./icons";
// Its words are the toasts' own (`lib/toast.ts`), in a catalogue every console screen already has.
import { useT } from "@/lib/messages";

/** Renders the toast store through Radix (timers, swipe, pause on hover, the live region). */
export function Toaster() {
  const t = useT();
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = "default", open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn("toast", `toast-${variant}`)}
          type={variant === "destructive" ? "foreground" : "background"}
        >
          <span className="toast-icon" aria-hidden="true">
            {variant === "destructive" ? <IconAlert /> : <IconCheck />}
          </span>
          <div className="toast-text">
            {title && <ToastPrimitive.Title className="toast-title">{title}</ToastPrimitive.Title>}
            {description && <ToastPrimitive.Description className="toast-description">{description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close className="toast-close" aria-label={t("toast.close")}>
            <IconX size={14} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
