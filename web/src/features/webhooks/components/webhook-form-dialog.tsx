import { useEffect, useState, type FormEvent } from "react";
import type { Webhook, WebhookEventType, WebhookWithSecret } from "@vitrine/contract";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { Switch } from "@/components/ui/switch";
import { apiFieldErrors, validate, type FieldErrors } from "@/lib/form";
import { createWebhookSchema, useCreateWebhook } from "@/data/webhooks/create-webhook";
import { updateWebhookSchema, useUpdateWebhook } from "@/data/webhooks/update-webhook";
import { webhookUrlIssue } from "../lib/webhook-url";
import { WebhookEventsField } from "./webhook-events-field";
import { useT } from "../messages";

interface WebhookFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to edit; without it the dialog adds a new one. */
  webhook?: Webhook;
  /** After creating: the new endpoint and its signing secret, to be shown once. */
  onCreated?: (created: WebhookWithSecret) => void;
}

/** Adds an endpoint, or edits one: address, events, description (and, when editing, whether it is active). */
export function WebhookFormDialog({ open, onOpenChange, webhook, onCreated }: WebhookFormDialogProps) {
  const t = useT();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [description, setDescription] = useState("");
  const [active, setActive] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!open) return;
    setUrl(webhook?.url ?? "");
    setEvents(webhook?.events ?? []);
    setDescription(webhook?.description ?? "");
    setActive(webhook?.active ?? true);
    setErrors({});
  }, [open, webhook]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const urlIssue = webhookUrlIssue(url, t);
    const input = { url: url.trim(), events, description };
    const parsed = webhook ? validate(updateWebhookSchema, { ...input, active }) : validate(createWebhookSchema, input);
    const fieldErrors = { ...(parsed.errors ?? {}), ...(urlIssue ? { url: urlIssue } : {}) };
    if (Object.keys(fieldErrors).length > 0 || !parsed.data) return setErrors(fieldErrors);
    setErrors({});
    if (webhook) {
      const outcome = await update.trigger({ webhookId: webhook.id, body: parsed.data, success: t("form.saved") });
      if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
      onOpenChange(false);
    } else {
      const outcome = await create.trigger(parsed.data as typeof input);
      if (!outcome.ok) return setErrors(apiFieldErrors(outcome.error));
      onOpenChange(false);
      onCreated?.(outcome.data);
    }
  };

  const busy = create.isMutating || update.isMutating;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={webhook ? t("form.editTitle") : t("form.addTitle")}
      description={webhook ? t("form.editDescription") : t("form.addDescription")}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            {t("form.cancel")}
          </Button>
          <Button type="submit" form="webhook-form" variant="primary" loading={busy}>
            {webhook ? t("form.save") : t("form.add")}
          </Button>
        </>
      }
    >
      <form id="webhook-form" className="form-stack" onSubmit={submit} noValidate>
        <TextField
          label={t("form.url")}
          hint={t("form.urlHint")}
          error={errors.url}
          type="url"
          inputMode="url"
          inputClassName="mono"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://example.com/vitrine/webhooks"
          maxLength={2000}
          autoFocus
        />
        <WebhookEventsField value={events} onChange={setEvents} error={errors.events} />
        <TextField
          label={t("form.description")}
          hint={t("form.descriptionHint")}
          error={errors.description}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={t("form.descriptionPlaceholder")}
          maxLength={200}
        />
        {webhook && <Switch checked={active} onCheckedChange={setActive} label={active ? t("form.active") : t("form.paused")} />}
      </form>
    </Dialog>
  );
}
