import type { Blocker } from "react-router-dom";
import { ConfirmDialog } from "./confirm-dialog";

interface LeaveConfirmDialogProps {
  /** The router blocker `useLeaveGuard` gives: the dialog is open while it holds a navigation. */
  blocker: Blocker;
  title: string;
  description: string;
  confirmLabel: string;
}

/** Asks before an editor's unsaved changes are left behind: confirming goes on, cancelling stays. */
export function LeaveConfirmDialog({ blocker, title, description, confirmLabel }: LeaveConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}
