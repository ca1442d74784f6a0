import type { WebhookDelivery } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";

export interface RetryDeliveryInput {
  webhookId: string;
  deliveryId: string;
}

export function retryWebhookDelivery({ webhookId, deliveryId }: RetryDeliveryInput): Promise<WebhookDelivery> {
  return api("retryWebhookDelivery", { params: { webhookId, deliveryId } });
}

export function useRetryWebhookDelivery() {
  return useApiMutation(retryWebhookDelivery, {
    invalidates: ({ webhookId }) => [webhookKeys.lists(), webhookKeys.detail(webhookId), webhookKeys.deliveries(webhookId)],
  });
}
