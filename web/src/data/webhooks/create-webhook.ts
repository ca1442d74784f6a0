import { createWebhookSchema, type CreateWebhook, type WebhookWithSecret } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { webhookKeys } from "./keys";

export { createWebhookSchema };

export function createWebhook(body: CreateWebhook): Promise<WebhookWithSecret> {
  return api("createWebhook", { body });
}

/** No success toast: the dialog shows the signing secret instead. */
export function useCreateWebhook() {
  return useApiMutation(createWebhook, { invalidates: () => [webhookKeys.lists()] });
}
