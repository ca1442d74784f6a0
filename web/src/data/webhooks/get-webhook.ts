import type { Webhook } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { webhookKeys } from "./keys";

export function getWebhook(webhookId: string): Promise<Webhook> {
  return api("getWebhook", { params: { webhookId } });
}

export function useWebhook(webhookId: string, enabled = true) {
  return useSWR(enabled ? webhookKeys.detail(webhookId) : null, () => getWebhook(webhookId));
}
