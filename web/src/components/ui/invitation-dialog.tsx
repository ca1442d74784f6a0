import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { CopyField } from "./copy-field";
import { Dialog } from "./dialog";
import { Field } from "./field";
import type { FormDialogForm } from "./form-dialog";
import { FormDialogFooter } from "./form-dialog-footer";
import { Select } from "./input";
import { TextField } from "./text-field";
import { useT } from "../messages";

interface InvitationDialogProps<R extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Title and description of the dialog before anyone is invited. */
  title: string;
  description: ReactNode;
  /** The invitation form: its id, what submitting it does and its submit button. */
  form: FormDialogForm;
  /** Who is invited: the email field, first in the form. */
  email: { label: string; placeholder: string; value: string; onChange: (value: string) => void; error?: string | null };
  /** With which role: the role menu, last in the form, describing the role chosen. */
  role: {
    label: string;
    value: R;
    onChange: (role: R) => void;
    labels: Record<R, { description: string }>;
    options: readonly { value: R; label: string }[];
    error?: string | null;
  };
  /** The form's other fields, between the email and the role. */
  children?: ReactNode;
  /** Once someone was invited: who and what the link does, and their invitation link. */
  invitation: { description: string; link: string } | null;
}

/**
 * A dialog that invites someone and then, in place, shows their invitation link so it can be shared
 * by hand (e.g. when the email does not arrive).
 */
export function InvitationDialog<R extends string>({
  open,
  onOpenChange,
  title,
  description,
  form,
  email,
  role,
  children,
  invitation,
}: InvitationDialogProps<R>) {
  const t = useT();
  // One dialog for both steps, so it stays on screen (no second opening) when the link arrives:
  // both branches are the same Dialog, which is why the form step does not use FormDialog.
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={<FormDialogFooter formId={form.id} submitLabel={form.submitLabel} busy={form.busy} onCancel={() => onOpenChange(false)} />}
    >
      <form id={form.id} className="form-stack" onSubmit={form.onSubmit} noValidate>
        <TextField
          label={email.label}
          error={email.error}
          type="email"
          value={email.value}
          onChange={(event) => email.onChange(event.target.value)}
          placeholder={email.placeholder}
          autoFocus
        />
        {children}
        <Field label={role.label} hint={role.labels[role.value].description} error={role.error}>
          {(control) => <Select {...control} value={role.value} onChange={(event) => role.onChange(event.target.value as R)} options={role.options} />}
        </Field>
      </form>
    </Dialog>
  );
}
