import { WEBHOOK_SIGNATURE_HEADER, type WebhookWithSecret } from "@contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";

interface WebhookSecretDialogProps {
  /** The endpoint with its new secret; null closes the dialog. */
  shown: (WebhookWithSecret & { rotated: boolean }) | null;
  onClose: () => void;
}

/** The signing secret, shown this once after creating an endpoint or rotating its secret. */
export function WebhookSecretDialog({ shown, onClose }: WebhookSecretDialogProps) {
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.rotated ? "Copy the new signing secret" : "Copy the endpoint’s signing secret"}
      description="Your receiver checks every delivery with it. For your security, Vitrine shows it only this once."
      footer={
        <Button variant="primary" onClick={onClose}>
          I have copied it
        </Button>
      }
    >
      {shown && (
        <div className="form-stack">
          <CopyField label="Signing secret" value={shown.secret} />
          <dl className="webhook-facts">
            <dt>Endpoint</dt>
            <dd className="webhook-url">{shown.webhook.url}</dd>
            <dt>Events</dt>
            <dd>
              <span className="webhook-event-chips">
                {shown.webhook.events.map((event) => (
                  <span key={event} className="event-chip">
                    {event}
                  </span>
                ))}
              </span>
            </dd>
          </dl>
          <Alert tone="info">
            {shown.rotated
              ? "The old secret stopped working now: deliveries from here on, retries included, are signed with this one."
              : <>Each delivery carries <code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>, an HMAC-SHA256 of <code>t.body</code> keyed with this secret.</>}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}
