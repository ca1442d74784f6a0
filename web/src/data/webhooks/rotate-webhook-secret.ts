import type { WebhookWithSecret } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";

export function rotateWebhookSecret(webhookId: string): Promise<WebhookWithSecret> {
  return api("rotateWebhookSecret", { params: { webhookId } });
}

/** No success toast: the dialog shows the new secret instead. */
export function useRotateWebhookSecret() {
  return useApiMutation(rotateWebhookSecret, { invalidates: (webhookId) => [webhookKeys.detail(webhookId)] });
}
