import { routes, type Page, type Product } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { virtualObjectKeys } from "./virtual-object-keys";

/** Whether this API has an experience product catalogue at all (the picker hides without one). */
export const hasProductCatalogue = "listProducts" in routes;

/** The experience's products by name, for the product picker (the first hundred). */
export function listProductsForPicker(brandId: string, experienceId: string): Promise<Page<Product>> {
  return api("listProducts", { params: { brandId, experienceId }, query: { sort: "name", limit: 100 } });
}

export function useProductsForPicker(brandId: string, experienceId: string) {
  return useSWR(hasProductCatalogue ? virtualObjectKeys.products(brandId, experienceId) : null, () => listProductsForPicker(brandId, experienceId));
}
