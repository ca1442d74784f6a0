import { useSyncExternalStore } from "react";
import type { ShownDimensions } from "./format-dimensions";

/**
 * The product whose size the scene draws around its models, chosen in the product sheet and drawn
 * by the 3D stage: different React renderers, so a module-level store (as the chosen material
 * variants are). The drawing's code loads only once a visitor asks for it.
 */
export interface DimensionsShown {
  productId: string;
  size: ShownDimensions;
}

let shown: DimensionsShown | null = null;
const listeners = new Set<() => void>();

export function showDimensions(next: DimensionsShown | null): void {
  if (shown === next || (shown && next && shown.productId === next.productId && shown.size.text === next.size.text)) return;
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The product whose size is drawn, or null. */
export function useDimensionsShown(): DimensionsShown | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}
