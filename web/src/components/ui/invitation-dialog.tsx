import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { CopyField } from "./copy-field";
import { Dialog } from "./dialog";
import { useT } from "../messages";

interface InvitationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Title, description, form and buttons of the dialog before anyone is invited. */
  title: string;
  description: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  /** Once someone was invited: who and what the link does, and their invitation link. */
  invitation: { description: string; link: string } | null;
}

/**
 * A dialog that invites someone and then, in place, shows their invitation link so it can be shared
 * by hand (e.g. when the email does not arrive).
 */
export function InvitationDialog({ open, onOpenChange, title, description, footer, children, invitation }: InvitationDialogProps) {
  const t = useT();
  // One dialog for both steps, so it stays on screen (no second opening) when the link arrives.
  return invitation ? (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("invitationDialog.title")}
      description={invitation.description}
      footer={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t("invitationDialog.done")}
        </Button>
      }
    >
      <div className="form-stack">
        <CopyField label={t("invitationDialog.link")} value={invitation.link} />
        <Alert tone="info">{t("invitationDialog.warning")}</Alert>
      </div>
    </Dialog>
  ) : (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} footer={footer}>
      {children}
    </Dialog>
  );
}
