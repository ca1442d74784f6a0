import { listBrandsQuerySchema, type Brand, type ListBrandsQuery, type Page } from "@vitrine/contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { brandKeys } from "./keys";

export { listBrandsQuerySchema };
export type { ListBrandsQuery };

export function listBrands(query: ListBrandsQuery = {}): Promise<Page<Brand>> {
  return api("listBrands", { query });
}

/** One page of brands. Keeps the previous page on screen while the next one (or a search) loads. */
export function useBrands(query: ListBrandsQuery = {}) {
  return useSWR(brandKeys.list(query), () => listBrands(query), { keepPreviousData: true });
}

/** The workspace's brands to pick from (the API's largest page), e.g. when limiting an API key. */
export function useWorkspaceBrands(enabled = true) {
  const query = { limit: 100 };
  return useSWR(enabled ? brandKeys.list(query) : null, () => listBrands(query));
}
