import type { Manifest } from "@vitrine/contract";
import { formatPrice } from "./format-price";

type Scene = Manifest["scenes"][number];

export interface SceneContents {
  /** What stands in the scene, by name, with how many of each ("Oak Dining Table", 2). */
  things: { name: string; count: number }[];
  hasVideoWall: boolean;
  /** The products a visitor can open in this scene: a hotspot here, or a model here that sells it. */
  products: { name: string; price: string }[];
}

/**
 * What a scene shows, read from the manifest alone: the text alternative of the 3D view, so a
 * screen reader (or anyone without WebGL) learns what the picture holds and what can be bought.
 */
export function describeScene(manifest: Pick<Manifest, "models" | "products">, scene: Pick<Scene, "id" | "objects">, locale: string): SceneContents {
  const counts = new Map<string, number>();
  const productIds = new Set(manifest.products.filter((p) => p.hotspot?.sceneId === scene.id).map((p) => p.id));
  let hasVideoWall = false;
  for (const object of scene.objects) {
    if (object.kind === "videoWall") {
      hasVideoWall = true;
      continue;
    }
    const model = manifest.models[object.modelId];
    if (!model) continue;
    counts.set(model.name, (counts.get(model.name) ?? 0) + 1);
    if (model.productId) productIds.add(model.productId);
  }
  return {
    things: [...counts].map(([name, count]) => ({ name, count })),
    hasVideoWall,
    products: manifest.products.filter((p) => productIds.has(p.id)).map((p) => ({ name: p.name, price: formatPrice(p.price, p.currency, locale) })),
  };
}
