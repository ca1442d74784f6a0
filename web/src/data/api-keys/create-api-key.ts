import { createApiKeySchema, type CreateApiKey, type CreatedApiKey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { apiKeyKeys } from "./keys";

export { createApiKeySchema };

export function createApiKey(body: CreateApiKey): Promise<CreatedApiKey> {
  return api("createApiKey", { body });
}

/** No success toast: the dialog shows the new key instead. */
export function useCreateApiKey() {
  return useApiMutation(createApiKey, { invalidates: () => [apiKeyKeys.lists()] });
}
