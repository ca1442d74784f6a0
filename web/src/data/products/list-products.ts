import type { ListProductsQuery, Page, Product } from "@vitrine/contract";
import useSWR, { type SWRConfiguration } from "swr";
import { api } from "@/lib/api";
import { productKeys } from "./keys";

export interface ProductsScope {
  brandId: string;
  experienceId: string;
}

export function listProducts({ brandId, experienceId }: ProductsScope, query: ListProductsQuery = {}): Promise<Page<Product>> {
  return api("listProducts", { params: { brandId, experienceId }, query });
}

/** One page of the experience's products; keeps the previous page on screen while the next one (or a search) loads. */
export function useProducts(scope: ProductsScope, query: ListProductsQuery = {}) {
  return useSWR(productKeys.list(scope.experienceId, query), () => listProducts(scope, query), { keepPreviousData: true });
}

/** The experience's products by name for a picker (the first hundred), under the lists' keys. */
export function useProductsForPicker(scope: ProductsScope) {
  return useProducts(scope, { sort: "name", limit: 100 });
}

const MAX_PAGES = 10;

/** Every product of the experience by name (up to a thousand), as one page. */
export async function listWholeProducts(scope: ProductsScope): Promise<Page<Product>> {
  const items: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await listProducts(scope, { limit: 100, cursor, sort: "name" });
    items.push(...result.items);
    if (!result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return { items, nextCursor: null };
}

export function useWholeProducts(scope: ProductsScope, config?: SWRConfiguration<Page<Product>>) {
  return useSWR(productKeys.whole(scope.experienceId), () => listWholeProducts(scope), config);
}
