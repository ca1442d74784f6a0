import type { CreateProduct, Product } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";

export interface CreateProductInput extends ProductsScope {
  product: CreateProduct;
}

export function createProduct({ brandId, experienceId, product }: CreateProductInput): Promise<Product> {
  return api("createProduct", { params: { brandId, experienceId }, body: product });
}

export function useCreateProduct() {
  return useApiMutation(createProduct, {
    invalidates: ({ experienceId }) => [productKeys.lists(experienceId)],
    success: (product) => `Product “${product.name}” added.`,
  });
}
