import type { Page, WebhookDelivery } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { webhookKeys } from "./keys";

export interface ListDeliveriesQuery {
  limit?: number;
  cursor?: string;
}

export function listWebhookDeliveries(webhookId: string, query: ListDeliveriesQuery = {}): Promise<Page<WebhookDelivery>> {
  return api("listWebhookDeliveries", { params: { webhookId }, query });
}

/**
 * While a delivery on the page is still on its way (pending, sending), the log is read again every
 * few seconds so its outcome shows up without a reload; retries minutes away are left to focus.
 */
export function useWebhookDeliveries(webhookId: string, query: ListDeliveriesQuery = {}, enabled = true) {
  return useSWR(enabled ? webhookKeys.deliveryList(webhookId, query) : null, () => listWebhookDeliveries(webhookId, query), {
    keepPreviousData: true,
    refreshInterval: (page) => (page?.items.some((d) => d.status === "pending" || d.status === "sending") ? 3000 : 0),
  });
}
