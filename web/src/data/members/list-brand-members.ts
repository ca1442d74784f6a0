import { pageQuerySchema, type BrandMember, type Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export { pageQuerySchema };

export interface ListBrandMembersQuery {
  limit?: number;
  cursor?: string;
}

export function listBrandMembers(brandId: string, query: ListBrandMembersQuery = {}): Promise<Page<BrandMember>> {
  return api("listBrandMembers", { params: { brandId }, query });
}

export function useBrandMembers(brandId: string, query: ListBrandMembersQuery = {}) {
  return useSWR(memberKeys.brandList(brandId, query), () => listBrandMembers(brandId, query), { keepPreviousData: true });
}
