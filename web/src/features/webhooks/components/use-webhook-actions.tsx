import { useState } from "react";
import type { Webhook, WebhookWithSecret } from "@contract";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toastSuccess } from "@/lib/notify";
import { ERROR_TITLE, toast } from "@/lib/toast";
import { useDeleteWebhook } from "@/data/webhooks/delete-webhook";
import { useRotateWebhookSecret } from "@/data/webhooks/rotate-webhook-secret";
import { useTestWebhook } from "@/data/webhooks/test-webhook";
import { useUpdateWebhook } from "@/data/webhooks/update-webhook";
import type { WebhookAction } from "./webhook-actions-menu";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { WebhookSecretDialog } from "./webhook-secret-dialog";

interface Options {
  /** After a delete succeeded, e.g. leave the endpoint's page. */
  onDeleted?: () => void;
}

/**
 * The endpoint actions shared by the list and the endpoint's page: test ping, edit, pause or
 * resume, rotate the secret and delete, with their dialogs. Render `dialogs` once.
 */
export function useWebhookActions({ onDeleted }: Options = {}) {
  const test = useTestWebhook();
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<(WebhookWithSecret & { rotated: boolean }) | null>(null);
  const [testingId, setTestingId] = useState<string | null>(null);

  const sendTest = async (webhook: Webhook) => {
    setTestingId(webhook.id);
    const outcome = await test.trigger(webhook.id);
    setTestingId(null);
    if (!outcome.ok) return;
    const delivery = outcome.data;
    if (delivery.status === "succeeded") {
      toastSuccess({ title: "Test ping delivered", description: `The endpoint answered ${delivery.lastResponseCode ?? "2xx"}.` });
    } else {
      // The request worked but the endpoint refused the ping: said in the app's error toast format.
      toast({ variant: "destructive", title: ERROR_TITLE, description: `Test ping not accepted: ${delivery.lastError ?? "the endpoint did not answer with a 2xx status"}.` });
    }
  };

  const run = (action: WebhookAction, webhook: Webhook) => {
    if (action === "test") void sendTest(webhook);
    else if (action === "edit") setEditing(webhook);
    else if (action === "rotate") setRotating(webhook);
    else if (action === "delete") setDeleting(webhook);
    else
      void update.trigger({
        webhookId: webhook.id,
        body: { active: !webhook.active },
        success: webhook.active ? "Deliveries to this endpoint are paused." : "Deliveries to this endpoint resumed.",
      });
  };

  const confirmRotate = async () => {
    if (!rotating) return;
    const outcome = await rotate.trigger(rotating.id);
    if (!outcome.ok) return;
    setRotating(null);
    setSecret({ ...outcome.data, rotated: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await remove.trigger(deleting.id);
    if (!outcome.ok) return;
    setDeleting(null);
    onDeleted?.();
  };

  const dialogs = (
    <>
      <WebhookFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} webhook={editing ?? undefined} />
      <WebhookSecretDialog shown={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate the signing secret?"
        description="The current secret stops working at once: deliveries from then on, retries included, are signed with a new one that your receiver must know."
        confirmLabel="Rotate secret"
        busy={rotate.isMutating}
        onConfirm={confirmRotate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description={
          <>
            <span className="webhook-url">{deleting?.url}</span> gets no more deliveries, and its delivery log is deleted with it. This cannot be undone.
          </>
        }
        confirmLabel="Delete endpoint"
        destructive
        busy={remove.isMutating}
        onConfirm={confirmDelete}
      />
    </>
  );

  return { run, dialogs, testingId, showSecret: setSecret };
}
