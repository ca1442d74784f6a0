import { useEffect, useState, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { TextField } from "./text-field";
import { useT } from "../messages";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** When set, the person must type this text before confirming (for irreversible deletes). */
  confirmationText?: string;
  busy?: boolean;
  onConfirm: () => void;
}

/** The dialog's own props (open state, title, description) go to the `Dialog` as they are. */
export function ConfirmDialog({ confirmLabel, destructive = false, confirmationText, busy = false, onConfirm, ...dialog }: ConfirmDialogProps) {
  const { open, onOpenChange } = dialog;
  const t = useT();
  const [typed, setTyped] = useState("");
  useEffect(() => {
    if (!open) setTyped("");
  }, [open]);
  const confirmed = confirmationText === undefined || typed.trim() === confirmationText;

  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {t("confirmDialog.cancel")}
          </Button>
          <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm} disabled={!confirmed} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {confirmationText !== undefined && (
        <form
          id="confirm-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && !busy) onConfirm();
          }}
        >
          <TextField
            label={t("confirmDialog.typeToConfirm", { text: confirmationText })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </form>
      )}
    </Dialog>
  );
}
