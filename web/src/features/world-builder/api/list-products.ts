import type { Product } from "@contract";
import useSWR from "swr";
import { api } from "@/lib/api";
import { hasRoute, isNotServedYet } from "./route-availability";
import { worldBuilderKeys } from "./world-builder-keys";

/** What the world builder needs of a product: who it is and where its hotspot stands. */
export type ProductPin = Pick<Product, "id" | "sku" | "name" | "hotspot">;

const MAX_PAGES = 10;

/** Every product of the experience (by name), or null when products are not served yet. */
export async function listAllProducts(brandId: string, experienceId: string): Promise<ProductPin[] | null> {
  if (!hasRoute("listProducts")) return null;
  const items: ProductPin[] = [];
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await api("listProducts", { params: { brandId, experienceId }, query: { limit: 100, cursor, sort: "name" } });
      items.push(...result.items.map(({ id, sku, name, hotspot }) => ({ id, sku, name, hotspot })));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
  } catch (error) {
    if (isNotServedYet(error)) return null;
    throw error;
  }
  return items;
}

export function useProducts(brandId: string, experienceId: string) {
  return useSWR(worldBuilderKeys.products(brandId, experienceId), () => listAllProducts(brandId, experienceId), {
    revalidateOnFocus: false,
  });
}
