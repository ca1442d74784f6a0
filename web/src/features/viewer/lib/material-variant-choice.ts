import { useSyncExternalStore } from "react";

/**
 * The material variant the visitor chose per model (a product option), shared by the product
 * sheet, which chooses, and the 3D scene, which shows it: they sit in different React renderers,
 * so a module-level store rather than a context. Kept tiny: it loads with the viewer, the code
 * that switches materials only once a variant is chosen.
 */
const chosen = new Map<string, string>();
const listeners = new Set<() => void>();

export function chooseMaterialVariant(modelId: string, variant: string): void {
  if (chosen.get(modelId) === variant) return;
  chosen.set(modelId, variant);
  for (const listener of listeners) listener();
}

export function chosenMaterialVariant(modelId: string | undefined): string | null {
  return (modelId && chosen.get(modelId)) || null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The variant chosen for `modelId`, null until the visitor chooses one (the model shows its own materials). */
export function useChosenMaterialVariant(modelId: string | undefined): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosenMaterialVariant(modelId),
    () => null,
  );
}

/** Forgets every choice (a new experience, or a test). */
export function resetMaterialVariants(): void {
  chosen.clear();
  for (const listener of listeners) listener();
}
