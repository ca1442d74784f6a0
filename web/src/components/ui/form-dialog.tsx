import type { FormEvent, ReactNode } from "react";
import { Dialog } from "./dialog";
import { FormDialogFooter } from "./form-dialog-footer";

export interface FormDialogForm {
  /** The form's id: its submit button sits in the dialog's footer, outside it. */
  id: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: ReactNode;
  /** While the form saves. */
  busy?: boolean;
  disabled?: boolean;
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  form: FormDialogForm;
  /** The form's fields. */
  children: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel (which closes it) and the form's submit. */
export function FormDialog({ form, children, ...dialog }: FormDialogProps) {
  return (
    <Dialog
      {...dialog}
      footer={
        <FormDialogFooter
          formId={form.id}
          submitLabel={form.submitLabel}
          busy={form.busy}
          disabled={form.disabled}
          onCancel={() => dialog.onOpenChange(false)}
        />
      }
    >
      <form id={form.id} className="form-stack" onSubmit={form.onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
