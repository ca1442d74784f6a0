import type { ApiKey } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { apiKeyKeys } from "./keys";

export function revokeApiKey(keyId: string): Promise<ApiKey> {
  return api("revokeApiKey", { params: { keyId } });
}

export function useRevokeApiKey() {
  return useApiMutation(revokeApiKey, {
    invalidates: () => [apiKeyKeys.lists()],
    success: (key) => `${key.name} was revoked: it no longer works.`,
  });
}
