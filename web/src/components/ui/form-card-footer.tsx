import type { ReactNode } from "react";
import { Button } from "./button";
import { CardFooter } from "./card";
import { useT } from "../messages";

interface FormCardFooterProps {
  /** Whether the form differs from what is saved: Reset and the submit wait for a change. */
  dirty: boolean;
  /** While the form saves. */
  busy: boolean;
  /** Puts the saved values back in the form. */
  onReset: () => void;
  submitLabel: ReactNode;
}

/** An editable card's form buttons: Reset to the saved values, then save. */
export function FormCardFooter({ dirty, busy, onReset, submitLabel }: FormCardFooterProps) {
  const t = useT();
  return (
    <CardFooter>
      <Button onClick={onReset} disabled={!dirty || busy}>
        {t("formCardFooter.reset")}
      </Button>
      <Button type="submit" variant="primary" disabled={!dirty} loading={busy}>
        {submitLabel}
      </Button>
    </CardFooter>
  );
}
