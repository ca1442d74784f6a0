import type { ShownDimensions } from "./format-dimensions";
import { sharedStore } from "./shared-store";

/**
 * The product whose size the scene draws around its models, chosen in the product sheet and drawn
 * by the 3D stage. The drawing's code loads only once a visitor asks for it.
 */
export interface DimensionsShown {
  productId: string;
  size: ShownDimensions;
}

const shown = sharedStore<DimensionsShown | null>(null);

export function showDimensions(next: DimensionsShown | null): void {
  const current = shown.get();
  if (current && next && current.productId === next.productId && current.size.text === next.size.text) return;
  shown.set(next);
}

/** The product whose size is drawn, or null. */
export function useDimensionsShown(): DimensionsShown | null {
  return shown.useSelected((value) => value, null);
}
