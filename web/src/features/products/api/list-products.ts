import type { ListProductsQuery, Page, Product } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { productKeys } from "./product-keys";

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
