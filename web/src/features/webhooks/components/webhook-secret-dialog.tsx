import { WEBHOOK_SIGNATURE_HEADER, type WebhookWithSecret } from "@vitrine/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { Dialog } from "@/components/ui/dialog";
import { useT } from "../messages";

interface WebhookSecretDialogProps {
  /** The endpoint with its new secret; null closes the dialog. */
  shown: (WebhookWithSecret & { rotated: boolean }) | null;
  onClose: () => void;
}

/** The signing secret, shown this once after creating an endpoint or rotating its secret. */
export function WebhookSecretDialog({ shown, onClose }: WebhookSecretDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.rotated ? t("secret.newTitle") : t("secret.title")}
      description={t("secret.description")}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t("secret.done")}
        </Button>
      }
    >
      {shown && (
        <div className="form-stack">
          <CopyField label={t("secret.label")} value={shown.secret} />
          <dl className="webhook-facts">
            <dt>{t("secret.endpoint")}</dt>
            <dd className="webhook-url">{shown.webhook.url}</dd>
            <dt>{t("secret.events")}</dt>
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
            {shown.rotated ? (
              t("secret.rotated")
            ) : (
              <>
                {t("secret.signedBefore")} <code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</code>
                {t("secret.signedMiddle")} <code>t.body</code> {t("secret.signedAfter")}
              </>
            )}
          </Alert>
        </div>
      )}
    </Dialog>
  );
}
