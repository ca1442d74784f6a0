import { createContext, useContext } from "react";
import type { Object3D } from "three";
import type { ModelBatches } from "../../lib/model-batches";
import { placementAtTriangle } from "../../lib/merge-placements";

/** The stage's shared plumbing: stable for the canvas' lifetime, so memoised objects never re-render for it. */
export interface StageContextValue {
  /** Scene objects by id, and product pins by `product:<id>`: the gizmo, focus and duplicate find them here. */
  registry: Map<string, Object3D>;
  /** Which placed models each library model's batch draws. */
  batches: ModelBatches;
  /** A placed model finished loading (true) or went away (false). */
  reportLoaded: (objectId: string, loaded: boolean) => void;
}

export const StageContext = createContext<StageContextValue | null>(null);

export function useStage(): StageContextValue {
  const value = useContext(StageContext);
  if (!value) throw new Error("useStage outside the world builder's canvas");
  return value;
}

export const pinKey = (productId: string) => `product:${productId}`;

/**
 * Walks up from a hit mesh to what it belongs to: a placed object or a product pin. A hit on a
 * batch of merged placements names its object through the triangle hit.
 */
export function ownerOf(object: Object3D | null, faceIndex?: number | null): { kind: "object" | "product"; id: string } | null {
  const batch = object?.userData as { placementIds?: string[]; triangleStarts?: number[] } | undefined;
  if (batch?.placementIds && batch.triangleStarts) {
    if (faceIndex === undefined || faceIndex === null) return null;
    const id = batch.placementIds[placementAtTriangle(batch.triangleStarts, faceIndex)];
    return id ? { kind: "object", id } : null;
  }
  for (let node = object; node; node = node.parent) {
    const data = node.userData as { sceneObjectId?: string; productId?: string };
    if (data.sceneObjectId) return { kind: "object", id: data.sceneObjectId };
    if (data.productId) return { kind: "product", id: data.productId };
  }
  return null;
}
