import type { Hotspot, Product } from "@contract";
import { api } from "@/lib/api";
import { useApiMutation } from "@/lib/swr";
import type { ProductPin } from "./list-products";
import { worldBuilderKeys } from "./world-builder-keys";

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
    optimistic: ({ brandId, experienceId, productId, hotspot }) => [
      {
        key: worldBuilderKeys.products(brandId, experienceId),
        update: (current) =>
          Array.isArray(current) ? (current as ProductPin[]).map((p) => (p.id === productId ? { ...p, hotspot } : p)) : current,
      },
    ],
    invalidates: ({ brandId, experienceId }) => [worldBuilderKeys.products(brandId, experienceId)],
  });
}
