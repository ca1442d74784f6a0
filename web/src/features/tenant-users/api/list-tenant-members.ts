import { pageQuerySchema, type Page, type TenantMember } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { tenantMemberKeys } from "./tenant-member-keys";

export { pageQuerySchema };

export interface ListTenantMembersQuery {
  limit?: number;
  cursor?: string;
}

export function listTenantMembers(query: ListTenantMembersQuery = {}): Promise<Page<TenantMember>> {
  return api("listTenantMembers", { query });
}

export function useTenantMembers(query: ListTenantMembersQuery = {}) {
  return useSWR(tenantMemberKeys.list(query), () => listTenantMembers(query), { keepPreviousData: true });
}
