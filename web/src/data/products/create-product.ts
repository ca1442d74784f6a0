import type { CreateProduct, Product } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";
import { useT } from "../messages";

export interface CreateProductInput extends ProductsScope {
  product: CreateProduct;
}

export function createProduct({ brandId, experienceId, product }: CreateProductInput): Promise<Product> {
  return api("createProduct", { params: { brandId, experienceId }, body: product });
}

export function useCreateProduct() {
  const t = useT();
  return useApiMutation(createProduct, {
    invalidates: ({ experienceId }) => [productKeys.lists(experienceId)],
    success: (product) => t("products.added", { name: product.name }),
  });
}
