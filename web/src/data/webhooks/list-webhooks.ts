import type { Page, Webhook } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { webhookKeys } from "./keys";

export interface ListWebhooksQuery {
  limit?: number;
  cursor?: string;
}

export function listWebhooks(query: ListWebhooksQuery = {}): Promise<Page<Webhook>> {
  return api("listWebhooks", { query });
}

/** `enabled` false (a member) asks nothing: endpoints are for owners and admins. */
export function useWebhooks(query: ListWebhooksQuery = {}, enabled = true) {
  return useSWR(enabled ? webhookKeys.list(query) : null, () => listWebhooks(query), { keepPreviousData: true });
}
