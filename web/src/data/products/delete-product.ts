import type { Page, Product } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";
import { useT } from "../messages";

export interface DeleteProductInput extends ProductsScope {
  productId: string;
  /** For the success message. */
  name: string;
}

export function deleteProduct({ brandId, experienceId, productId }: DeleteProductInput): Promise<{ ok: true }> {
  return api("deleteProduct", { params: { brandId, experienceId, productId } });
}

export function useDeleteProduct() {
  const t = useT();
  return useApiMutation(deleteProduct, {
    // The row goes at once and comes back if the server refuses.
    optimistic: ({ experienceId, productId }) => [
      {
        key: productKeys.lists(experienceId),
        update: (page: Page<Product> | undefined) => page && { ...page, items: page.items.filter((product) => product.id !== productId) },
      },
    ],
    evicts: ({ experienceId, productId }) => [productKeys.detail(experienceId, productId)],
    invalidates: ({ experienceId }) => [productKeys.lists(experienceId)],
    success: (_result, { name }) => t("products.deleted", { name }),
  });
}
