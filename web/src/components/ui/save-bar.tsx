import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

interface SaveBarProps {
  /** The bar's accessible name, which makes it a region; without it the bar is a plain block. */
  label?: string;
  className?: string;
  /** What is unsaved, e.g. "Unsaved changes". */
  text: ReactNode;
  /** Puts the saved values back; without it there is no Discard button (e.g. nothing saved yet). */
  onDiscard?: () => void;
  discardLabel?: ReactNode;
  /** Saves on click; without it the save button submits the form around the bar. */
  onSave?: () => void;
  saveLabel: ReactNode;
  /** While saving: Discard is disabled and Save spins. */
  busy: boolean;
  saveDisabled?: boolean;
  /** Why Save waits, when it does. */
  saveTitle?: string;
}

/** The bar an editor shows while it holds unsaved changes: what is unsaved, Discard, Save. */
export function SaveBar({ label, className, text, onDiscard, discardLabel, onSave, saveLabel, busy, saveDisabled, saveTitle }: SaveBarProps) {
  return (
    <div className={cn("savebar", className)} role={label === undefined ? undefined : "region"} aria-label={label}>
      <span className="savebar-text">{text}</span>
      {onDiscard && (
        <Button onClick={onDiscard} disabled={busy}>
          {discardLabel}
        </Button>
      )}
      <Button type={onSave ? "button" : "submit"} variant="primary" onClick={onSave} loading={busy} disabled={saveDisabled} title={saveTitle}>
        {saveLabel}
      </Button>
    </div>
  );
}
