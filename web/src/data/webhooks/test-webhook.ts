import type { WebhookDelivery } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";

export function testWebhook(webhookId: string): Promise<WebhookDelivery> {
  return api("testWebhook", { params: { webhookId } });
}

/** The ping is sent before the answer comes back, so the answer already holds its outcome. */
export function useTestWebhook() {
  return useApiMutation(testWebhook, {
    invalidates: (webhookId) => [webhookKeys.lists(), webhookKeys.detail(webhookId), webhookKeys.deliveries(webhookId)],
  });
}
