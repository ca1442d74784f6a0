import { useEffect, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { IconCheck, IconCopy } from "@/components/ui/icons";
import { useT } from "../messages";

interface CopyButtonProps {
  /** The text copied, computed on click so large values are only serialised when needed. */
  text: () => string;
  label?: string;
  /** Accessible name when the visible label is not enough ("Copy link for Window QR"). */
  ariaLabel?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/** Copies to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, ariaLabel, size = "sm", variant = "secondary" }: CopyButtonProps) {
  const t = useT();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setState("copied");
    } catch {
      // No clipboard permission (plain http, old browser): the text stays selectable on screen.
      setState("failed");
    }
  };

  return (
    <Button size={size} variant={variant} onClick={copy} aria-label={ariaLabel}>
      {state === "copied" ? <IconCheck /> : <IconCopy />}
      <span aria-live="polite">{state === "copied" ? t("copy.copied") : state === "failed" ? t("copy.failed") : (label ?? t("copy.copy"))}</span>
    </Button>
  );
}
