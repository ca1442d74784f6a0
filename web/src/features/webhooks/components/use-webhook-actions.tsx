import { useState } from "react";
import type { Webhook, WebhookWithSecret } from "@vitrine/contract";
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
import { useT } from "../messages";

interface Options {
  /** After a delete succeeded, e.g. leave the endpoint's page. */
  onDeleted?: () => void;
}

/**
 * The endpoint actions shared by the list and the endpoint's page: test ping, edit, pause or
 * resume, rotate the secret and delete, with their dialogs. Render `dialogs` once.
 */
export function useWebhookActions({ onDeleted }: Options = {}) {
  const t = useT();
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
      toastSuccess({ title: t("actions.testDelivered"), description: t("actions.testDeliveredDescription", { code: delivery.lastResponseCode ?? "2xx" }) });
    } else {
      // The request worked but the endpoint refused the ping: said in the app's error toast format.
      toast({ variant: "destructive", title: ERROR_TITLE, description: t("actions.testRefused", { reason: delivery.lastError ?? t("actions.testNo2xx") }) });
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
        success: webhook.active ? t("actions.paused") : t("actions.resumed"),
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
        title={t("actions.rotateTitle")}
        description={t("actions.rotateDescription")}
        confirmLabel={t("actions.rotateConfirm")}
        busy={rotate.isMutating}
        onConfirm={confirmRotate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("actions.deleteTitle")}
        description={
          <>
            <span className="webhook-url">{deleting?.url}</span> {t("actions.deleteDescription")}
          </>
        }
        confirmLabel={t("actions.deleteConfirm")}
        destructive
        busy={remove.isMutating}
        onConfirm={confirmDelete}
      />
    </>
  );

  return { run, dialogs, testingId, showSecret: setSecret };
}
