import { useState, type ReactNode } from "react";
import { Button } from "./button";
import { Card, CardFooter, CardHeader } from "./card";
import { ConfirmDialog } from "./confirm-dialog";

type Props = {
  title: string;
  description: ReactNode;
  /** The red button's text ("Delete store"). */
  actionLabel: string;
  /** The question asked before anything happens; `confirmationText` makes the person type it. */
  confirm: { title: string; description: ReactNode; confirmLabel: string; confirmationText?: string };
  busy: boolean;
  /** Runs the irreversible action; `close` shuts the question (each screen decides when). */
  onConfirm: (close: () => void) => void | Promise<void>;
};

/** A detail screen's "danger zone": one irreversible action behind a red button and a question. */
export function DangerZoneCard({ title, description, actionLabel, confirm, busy, onConfirm }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="card-danger">
      <CardHeader title={title} description={description} />
      <CardFooter>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {actionLabel}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        {...confirm}
        destructive
        busy={busy}
        onConfirm={() => void onConfirm(() => setConfirming(false))}
      />
    </Card>
  );
}
