import type { ApiKey, Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { apiKeyKeys } from "./keys";

export interface ListApiKeysQuery {
  limit?: number;
  cursor?: string;
}

export function listApiKeys(query: ListApiKeysQuery = {}): Promise<Page<ApiKey>> {
  return api("listApiKeys", { query });
}

/** `enabled` false (a member) asks nothing: the list is for owners and admins. */
export function useApiKeys(query: ListApiKeysQuery = {}, enabled = true) {
  return useSWR(enabled ? apiKeyKeys.list(query) : null, () => listApiKeys(query), { keepPreviousData: true });
}
