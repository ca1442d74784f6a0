import { pageQuerySchema, type Page, type TenantMemberListItem } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export { pageQuerySchema };

export interface ListTenantMembersQuery {
  limit?: number;
  cursor?: string;
}

export function listTenantMembers(query: ListTenantMembersQuery = {}): Promise<Page<TenantMemberListItem>> {
  return api("listTenantMembers", { query });
}

export function useTenantMembers(query: ListTenantMembersQuery = {}) {
  return useSWR(memberKeys.tenantList(query), () => listTenantMembers(query), { keepPreviousData: true });
}

/** The workspace's first 100 people, for pickers (the audit log's person filter). */
export function useTenantMemberPicker() {
  const query = { limit: 100 };
  return useSWR(memberKeys.tenantList(query), () => listTenantMembers(query));
}
