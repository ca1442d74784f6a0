import type { ReactNode } from "react";
import { Button } from "./button";
import { useT } from "../messages";

interface FormDialogFooterProps {
  /** The id of the dialog's form: the submit button sits in the footer, outside it. */
  formId: string;
  submitLabel: ReactNode;
  /** While the form saves. */
  busy?: boolean;
  disabled?: boolean;
  onCancel: () => void;
}

/** A form dialog's buttons: Cancel, then the form's submit. */
export function FormDialogFooter({ formId, submitLabel, busy, disabled, onCancel }: FormDialogFooterProps) {
  const t = useT();
  return (
    <>
      <Button onClick={onCancel}>{t("formDialogFooter.cancel")}</Button>
      <Button type="submit" form={formId} variant="primary" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
