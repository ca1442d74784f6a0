import type { ApiKey } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { apiKeyKeys } from "./keys";
import { useT } from "../messages";

export function revokeApiKey(keyId: string): Promise<ApiKey> {
  return api("revokeApiKey", { params: { keyId } });
}

export function useRevokeApiKey() {
  const t = useT();
  return useApiMutation(revokeApiKey, {
    invalidates: () => [apiKeyKeys.lists()],
    success: (key) => t("apiKeys.revoked", { name: key.name }),
  });
}
