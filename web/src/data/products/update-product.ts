import type { Page, Product, UpdateProduct } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { productKeys } from "./keys";
import type { ProductsScope } from "./list-products";
import { useT } from "../messages";

export interface UpdateProductInput extends ProductsScope {
  productId: string;
  changes: UpdateProduct;
  /** What the row shows until the server answers (e.g. the new image's local preview). */
  preview?: Partial<Product>;
}

export function updateProduct({ brandId, experienceId, productId, changes }: UpdateProductInput): Promise<Product> {
  return api("updateProduct", { params: { brandId, experienceId, productId }, body: changes });
}

function applyChanges(product: Product, { changes, preview }: UpdateProductInput): Product {
  const { imageUploadId: _image, ...fields } = changes;
  return { ...product, ...(fields as Partial<Product>), ...(changes.currency && { currency: changes.currency.toUpperCase() }), ...preview };
}

export function useUpdateProduct() {
  const t = useT();
  return useApiMutation(updateProduct, {
    // The row changes at once; a refused save puts the old values back (and the error is toasted).
    optimistic: (input) => [
      { key: productKeys.detail(input.experienceId, input.productId), update: (product: Product | undefined) => product && applyChanges(product, input) },
      {
        key: productKeys.lists(input.experienceId),
        update: (page: Page<Product> | undefined) =>
          page && { ...page, items: page.items.map((product) => (product.id === input.productId ? applyChanges(product, input) : product)) },
      },
    ],
    invalidates: ({ experienceId, productId }) => [productKeys.lists(experienceId), productKeys.detail(experienceId, productId)],
    success: (product) => t("products.saved", { name: product.name }),
  });
}
