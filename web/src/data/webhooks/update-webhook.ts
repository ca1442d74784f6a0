import { updateWebhookSchema, type UpdateWebhook, type Webhook } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";

export { updateWebhookSchema };

export interface UpdateWebhookInput {
  webhookId: string;
  body: UpdateWebhook;
  /** The toast to show, since pausing and saving an edit read differently. */
  success: string;
}

export function updateWebhook({ webhookId, body }: UpdateWebhookInput): Promise<Webhook> {
  return api("updateWebhook", { params: { webhookId }, body });
}

export function useUpdateWebhook() {
  return useApiMutation(updateWebhook, {
    invalidates: ({ webhookId }) => [webhookKeys.lists(), webhookKeys.detail(webhookId)],
    success: (_webhook, input) => input.success,
  });
}
