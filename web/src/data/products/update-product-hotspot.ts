import type { Hotspot, Page, Product } from "@vitrine/contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import { productKeys } from "./keys";

export interface HotspotInput {
  brandId: string;
  experienceId: string;
  productId: string;
  /** Where the product's marker stands, or null to take it out of every scene. */
  hotspot: Hotspot | null;
}

export function updateProductHotspot({ brandId, experienceId, productId, hotspot }: HotspotInput): Promise<Product> {
  return api("updateProduct", { params: { brandId, experienceId, productId }, body: { hotspot } });
}

/** Moves a product's hotspot at once on screen, and back with an error toast if refused. */
export function useUpdateProductHotspot() {
  return useApiMutation(updateProductHotspot, {
    optimistic: ({ experienceId, productId, hotspot }) => [
      {
        key: productKeys.lists(experienceId),
        update: (page: Page<Product> | undefined) => page && { ...page, items: page.items.map((p) => (p.id === productId ? { ...p, hotspot } : p)) },
      },
    ],
    invalidates: ({ experienceId, productId }) => [productKeys.lists(experienceId), productKeys.detail(experienceId, productId)],
  });
}
