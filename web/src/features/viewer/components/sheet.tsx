import { useEffect, useRef, type ReactNode } from "react";
import { IconX } from "@/components/ui/icons-basic";
import { cn } from "@/lib/cn";
import { useI18n } from "./i18n-provider";

type Props = {
  /** Accessible name: the id of the panel's heading. */
  labelledBy: string;
  onClose: () => void;
  /** Modal panels dim the scene, trap focus and close on a tap outside. */
  modal?: boolean;
  className?: string;
  closeLabel?: string;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The viewer's panels (product card, survey, chat): a bottom sheet on a phone, a floating panel
 * on a wide screen. Focus moves in when it opens and back to what opened it when it closes;
 * Escape closes it.
 */
export function Sheet({ labelledBy, onClose, modal = false, className, closeLabel, children }: Props) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>("[data-autofocus]") ?? node;
    first?.focus({ preventScroll: true });
    return () => {
      if (opener && document.contains(opener)) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      close.current();
      return;
    }
    if (!modal || event.key !== "Tab" || !panel.current) return;
    // Keep Tab inside a modal panel.
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {modal && <div className="viewer-scrim" onClick={() => close.current()} aria-hidden="true" />}
      <div
        ref={panel}
        className={cn("viewer-sheet", modal && "viewer-sheet-modal", className)}
        role="dialog"
        aria-modal={modal || undefined}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="viewer-icon-button viewer-sheet-close" onClick={() => close.current()} aria-label={closeLabel ?? t("close")}>
          <IconX size={18} />
        </button>
        {children}
      </div>
    </>
  );
}
