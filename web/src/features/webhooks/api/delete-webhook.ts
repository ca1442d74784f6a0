import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./webhook-keys";

export function deleteWebhook(webhookId: string): Promise<{ ok: true }> {
  return api("deleteWebhook", { params: { webhookId } });
}

export function useDeleteWebhook() {
  return useApiMutation(deleteWebhook, {
    invalidates: () => [webhookKeys.lists()],
    evicts: (webhookId) => [webhookKeys.detail(webhookId), webhookKeys.deliveries(webhookId)],
    success: "The endpoint and its delivery log were deleted.",
  });
}
