import type { Page, Webhook } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";
import { useT } from "../messages";

export function deleteWebhook(webhookId: string): Promise<{ ok: true }> {
  return api("deleteWebhook", { params: { webhookId } });
}

/** Gone from the list at once (the endpoint's page leaves for the list, which must not show it). */
export function useDeleteWebhook() {
  const t = useT();
  return useApiMutation(deleteWebhook, {
    optimistic: (webhookId) => [
      {
        key: webhookKeys.lists(),
        update: (current) => {
          const page = current as Page<Webhook> | undefined;
          return page && { ...page, items: page.items.filter((webhook) => webhook.id !== webhookId) };
        },
      },
    ],
    invalidates: () => [webhookKeys.lists()],
    evicts: (webhookId) => [webhookKeys.detail(webhookId), webhookKeys.deliveries(webhookId)],
    success: t("webhooks.deleted"),
  });
}
