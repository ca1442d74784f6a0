import { pageQuerySchema, type BrandMember, type Page } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { brandMemberKeys } from "./brand-member-keys";

export { pageQuerySchema };

export interface ListBrandMembersQuery {
  limit?: number;
  cursor?: string;
}

export function listBrandMembers(brandId: string, query: ListBrandMembersQuery = {}): Promise<Page<BrandMember>> {
  return api("listBrandMembers", { params: { brandId }, query });
}

export function useBrandMembers(brandId: string, query: ListBrandMembersQuery = {}) {
  return useSWR(brandMemberKeys.list(brandId, query), () => listBrandMembers(brandId, query), { keepPreviousData: true });
}
